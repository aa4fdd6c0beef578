import type { CardErrorCode } from '@ai-realty/shared/errors';

// The card payment provider: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox that
// answers like Stripe's test mode (docs/decisions/0007-payment-provider-and-sandbox.md). The billing
// modules speak only this interface, and both implementations report what happens after a call (a
// renewal, a failed retry, a 3-D Secure answer) as the same events, applied by one idempotent sync.

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

/** Why a card was refused, in Stripe's words: `code` and, for declines, the issuer's `declineCode`. */
export type CardFailure = { code: CardErrorCode; declineCode?: string; message: string };

/** A refusal of the card itself (not of the provider): answered 402 with `type: 'card_error'`. */
export class CardError extends Error {
  readonly failure: CardFailure;
  constructor(failure: CardFailure) {
    super(failure.message);
    this.name = 'CardError';
    this.failure = failure;
  }
}

/** A PaymentIntent as the app needs it. */
export type Payment = {
  id: string;
  status: 'succeeded' | 'requires_action' | 'failed' | 'processing';
  /** Set while the card holder must authenticate (3-D Secure): the browser confirms with it. */
  clientSecret: string | null;
  amountCents: number;
  failure: CardFailure | null;
  metadata: Record<string, string>;
};

export type ProviderSubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled' | 'trialing';

export type ProviderSubscription = {
  id: string;
  customerId: string;
  priceId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  metadata: Record<string, string>;
};

export type ProviderInvoice = {
  id: string;
  subscriptionId: string;
  customerId: string;
  amountCents: number;
  /** The PaymentIntent that paid (or tried to pay) it; null when nothing was due. */
  paymentId: string | null;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  periodStart: Date;
  periodEnd: Date;
  attemptCount: number;
  /** When the provider retries a failed payment; null after the last attempt. */
  nextAttemptAt: Date | null;
  failure: CardFailure | null;
};

/** What happened at the provider, named after Stripe's webhook events. `created` orders them. */
export type PaymentEvent = { id: string; created: Date } & PaymentEventBody;
export type PaymentEventBody =
  | { type: 'invoice.paid'; invoice: ProviderInvoice }
  | { type: 'invoice.payment_failed'; invoice: ProviderInvoice }
  | { type: 'customer.subscription.updated'; subscription: ProviderSubscription }
  | { type: 'customer.subscription.deleted'; subscription: ProviderSubscription }
  | { type: 'payment_intent.succeeded'; payment: Payment }
  | { type: 'payment_intent.payment_failed'; payment: Payment }
  /** The bank's challenge was abandoned or the intent expired: the payment will never complete. */
  | { type: 'payment_intent.canceled'; payment: Payment };

export type SubscriptionChange = {
  subscription: ProviderSubscription;
  /** The invoice of the change (upgrade proration, or the first month); null when nothing is due now. */
  invoice: ProviderInvoice | null;
  /** Its payment, when one was attempted. */
  payment: Payment | null;
};

export type PaymentProvider = {
  readonly kind: 'stripe' | 'sandbox';
  /** For the browser's card form; null for the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** Attaches the card to the customer as its default. Throws CardError when the card is refused. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  /**
   * Creates and confirms a PaymentIntent. A declined card answers `failed` with its failure (no throw);
   * the same idempotency key answers the same PaymentIntent.
   */
  charge(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Payment>;
  retrievePayment(paymentId: string): Promise<Payment>;
  /** Starts a monthly subscription and charges its first invoice at once. */
  createSubscription(input: {
    customerId: string;
    priceId: string;
    amountCents: number;
    paymentMethodId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SubscriptionChange>;
  /** Moves to another price now, prorated: an upgrade is invoiced at once, a downgrade credited to the next bill. */
  changeSubscriptionPrice(input: {
    subscriptionId: string;
    priceId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<SubscriptionChange>;
  cancelSubscription(subscriptionId: string, opts: { atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /** Undoes a cancel at period end. */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Verifies a webhook's signature and reads its event (null for an event the app does not use);
   * throws when the signature is wrong or too old.
   */
  parseWebhook(rawBody: Buffer | string, signature: string): Promise<PaymentEvent | null>;
};
