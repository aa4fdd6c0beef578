import { PRODUCT_NAME } from '@ai-realty/shared/constants';
import type { MailMessage } from '../../providers/mail/mail-provider.ts';

// Receipts and billing notices: plain text that reads well on its own.

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);

// Transactional: about money the person paid, so sent even to an address that unsubscribed from
// marketing mail (docs/product/commercial.md#unsubscribe).
function mail(to: string, subject: string, lines: string[]): MailMessage {
  const text = `${lines.join('\n\n')}\n\n${PRODUCT_NAME}\n`;
  return { to, subject, text, category: 'transactional' };
}

export function receiptMail(opts: {
  to: string;
  fullName: string;
  description: string;
  amountCents: number;
  currency: string;
  credits: number;
  paidAt: Date;
  paymentId: string;
}): MailMessage {
  return mail(opts.to, `Your ${PRODUCT_NAME} receipt: ${opts.description}`, [
    'Hello, thank you for your payment. This is your receipt.',
    [
      `Item: ${opts.description}`,
      `Amount paid: ${money(opts.amountCents, opts.currency)}`,
      `Credits added: ${opts.credits.toLocaleString('en-US')}`,
      `Date: ${day(opts.paidAt)}`,
      `Payment reference: ${opts.paymentId}`,
    ].join('\n'),
    'Your credits never expire. Your billing history lists every payment.',
  ]);
}

export function renewalFailedMail(opts: {
  to: string;
  fullName: string;
  planName: string;
  amountCents: number;
  currency: string;
  nextAttemptAt: Date | null;
  message: string;
  billingUrl: string;
}): MailMessage {
  const next = opts.nextAttemptAt
    ? `We will try again on ${day(opts.nextAttemptAt)}. To avoid losing your plan, update your card before then at ${opts.billingUrl}.`
    : `This was the last attempt, so your ${opts.planName} plan has been canceled and your account is now on the Free plan. Your credits stay yours. You can subscribe again at ${opts.billingUrl}.`;
  return mail(opts.to, `Your ${PRODUCT_NAME} ${opts.planName} renewal payment failed`, [
    `Hello, we could not charge ${money(opts.amountCents, opts.currency)} for your ${opts.planName} plan: ${opts.message}`,
    next,
  ]);
}
