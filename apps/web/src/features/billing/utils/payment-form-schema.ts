import { z } from 'zod';
import { cardProblem, parseExpiry } from './card';

// The payment form's rules (docs/product/commercial.md#validation). The API never sees these fields
// (the card becomes a payment method first), so the schema lives with the form rather than in shared.

const paymentFields = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
});
export type PaymentForm = z.infer<typeof paymentFields>;

/**
 * What is checked: the billing details and the sandbox's card fields; the details only (Stripe's own
 * card field checks the card); or nothing (a plan change is paid with the card on file).
 */
export type PaymentChecks = 'details-and-card' | 'details' | 'none';

type Problem = { field: keyof PaymentForm; message: string };

/** The first problem in the order of docs/product/commercial.md#validation, at the field it is about. */
function firstProblem(v: PaymentForm, withCard: boolean): Problem | null {
  if (!v.email.trim() || !v.email.includes('@'))
    return { field: 'email', message: 'Valid email address is required' };
  if (v.name.trim().length < 2) return { field: 'name', message: 'Full name is required' };
  if (v.phone.trim() && v.phone.trim().length < 10)
    return { field: 'phone', message: 'Please enter a valid phone number' };
  if (!withCard) return null;
  const message = cardProblem(v);
  if (!message) return null;
  const numberDone = v.number.replace(/\D/g, '').length >= 12 && message !== 'Your card number is incorrect.';
  return { field: !numberDone ? 'number' : parseExpiry(v.expiry) ? 'cvc' : 'expiry', message };
}

/** Only the first error shows, as the product asks: one issue at most, on its field. */
export function paymentFormSchema(checks: PaymentChecks) {
  return paymentFields.superRefine((v, ctx) => {
    if (checks === 'none') return;
    const problem = firstProblem(v, checks === 'details-and-card');
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}
