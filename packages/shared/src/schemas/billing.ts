import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS } from '../billing-catalogue.ts';

// Contracts of the billing, payment and subscription calls. Money in these bodies is in dollars
// (the catalogue's unit); the server keeps cents.

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  price: z.number().describe('US dollars per month'),
  description: z.string(),
  monthlyCredits: z.number().int(),
  features: z.array(z.string()),
  popular: z.boolean(),
  stripePriceId: z.string(),
});

export const creditPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().describe('US dollars, once'),
  creditCount: z.number().int(),
  bonusCredits: z.number().int(),
  bestValue: z.boolean(),
});

export const pricingResponseSchema = z.object({
  plans: z.array(planSchema),
  creditPacks: z.array(creditPackSchema),
  currency: z.string(),
  /** What the card form needs: 'stripe' loads Stripe.js with the key, 'sandbox' shows the built-in form. */
  paymentProvider: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().nullable(),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionViewSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amount: z.number().describe('US dollars per month'),
  monthlyCredits: z.number().int(),
  currentPeriodStart: z.string(),
  nextBillingDate: z.string().nullable().describe('End of the current period; null once canceled'),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const paymentMethodViewSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

export const accountDetailsSchema = z.object({
  subscriptionPlan: z.enum(PLAN_IDS),
  credits: z.number().int(),
  createdAt: z.string(),
  subscription: z
    .object({
      amount: z.number(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      cancelAtPeriodEnd: z.boolean(),
      nextBillingDate: z.string().nullable(),
      monthlyCredits: z.number().int(),
    })
    .nullable(),
  paymentMethod: paymentMethodViewSchema.nullable(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

export const TRANSACTION_TYPES = ['subscription', 'credit_pack'] as const;
export const TRANSACTION_STATUSES = ['succeeded', 'failed', 'pending'] as const;

export const billingTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  amount: z.number().describe('US dollars'),
  currency: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  creditsGranted: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type BillingTransaction = z.infer<typeof billingTransactionSchema>;

export const BILLING_HISTORY_PAGE_SIZE = 20;
export const BILLING_HISTORY_MAX = 100;

export const billingHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BILLING_HISTORY_MAX).default(BILLING_HISTORY_PAGE_SIZE),
});
export const billingHistoryResponseSchema = z.object({
  transactions: z.array(billingTransactionSchema),
  total: z.number().int(),
});

const paymentMethodId = z.string().trim().min(1, 'Card information is required').max(255);

export const packPurchaseBodySchema = z.object({
  packSize: z.number().int().positive().describe("The pack's creditCount"),
  paymentMethodId,
});

/** The answer of every call that takes a card payment. */
export const paymentOutcomeSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  requiresAction: z.boolean(),
  /** Set while the bank asks the card holder to authenticate (3-D Secure). */
  clientSecret: z.string().nullable(),
  creditsGranted: z.number().int(),
  newCreditBalance: z.number().int(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const subscriptionCreateBodySchema = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  priceId: z.string().trim().max(255).optional(),
  paymentMethodId,
  trialDays: z.number().int().min(0).max(0).optional().describe('Trials are not offered: 0 or absent'),
});
export const subscriptionCreateResponseSchema = paymentOutcomeSchema.extend({
  subscription: subscriptionViewSchema,
});

export const subscriptionGetResponseSchema = z.object({
  plan: z.enum(PLAN_IDS),
  subscription: subscriptionViewSchema.nullable(),
});

export const subscriptionUpdateBodySchema = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  priceId: z.string().trim().max(255).optional(),
});
export const subscriptionUpdateResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionViewSchema,
  /** Dollars charged now for the rest of the period (upgrade), or credited to the next bill (downgrade, negative). */
  prorationAmount: z.number(),
  creditsGranted: z.number().int(),
  newCreditBalance: z.number().int(),
});

export const CANCELLATION_REASONS = [
  'Too expensive',
  'Not using enough',
  'Found a better alternative',
  'Technical issues',
  'Switching plans',
  'Other',
] as const;

export const subscriptionCancelBodySchema = z.object({
  cancelAtPeriodEnd: z.boolean().default(true),
  cancellationReason: z.string().trim().max(500).optional(),
});
export const subscriptionMessageResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionViewSchema,
});

export const paymentMethodUpdateBodySchema = z.object({ paymentMethodId });
export const paymentMethodUpdateResponseSchema = z.object({ paymentMethod: paymentMethodViewSchema });

/** The sandbox's card form: a test card number becomes the matching test PaymentMethod id. */
export const sandboxCardBodySchema = z.object({
  number: z.string().trim().min(1, 'Card information is required').max(32),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is invalid."),
});
export const sandboxCardResponseSchema = z.object({ paymentMethodId: z.string() });

export const sandboxAuthenticateBodySchema = z.object({ outcome: z.enum(['approve', 'fail']) });
