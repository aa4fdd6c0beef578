import type { CardErrorCode } from '@ai-realty/shared/errors';
import { CARD_ERROR_CODES } from '@ai-realty/shared/errors';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import {
  CardError,
  type CardFailure,
  type Payment,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  type SubscriptionChange,
} from './payment-provider.ts';

// Stripe through its official SDK. Subscriptions renew at Stripe and their news arrives by webhook;
// card data never reaches this server (the browser turns the card into a PaymentMethod with Stripe.js).

/** Stripe's card error codes that the app names; anything else reads as a plain decline. */
function cardCode(code: string | undefined | null): CardErrorCode {
  return (CARD_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? (code as CardErrorCode)
    : 'card_declined';
}

function failureOf(err: {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}): CardFailure {
  return {
    code: cardCode(err.code),
    ...(err.decline_code ? { declineCode: err.decline_code } : {}),
    message: err.message ?? 'Your card was declined.',
  };
}

function toPayment(pi: Stripe.PaymentIntent): Payment {
  const status =
    pi.status === 'succeeded'
      ? 'succeeded'
      : pi.status === 'requires_action'
        ? 'requires_action'
        : pi.status === 'processing'
          ? 'processing'
          : 'failed';
  return {
    id: pi.id,
    status,
    clientSecret: status === 'requires_action' ? pi.client_secret : null,
    amountCents: pi.amount,
    failure: status === 'failed' && pi.last_payment_error ? failureOf(pi.last_payment_error) : null,
    metadata: (pi.metadata ?? {}) as Record<string, string>,
  };
}

const STATUS: Record<string, ProviderSubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  paused: 'canceled',
};

const date = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    priceId: item?.price.id ?? '',
    status: STATUS[sub.status] ?? 'canceled',
    currentPeriodStart: date(item?.current_period_start ?? sub.start_date),
    currentPeriodEnd: date(item?.current_period_end ?? sub.start_date),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: sub.canceled_at ? date(sub.canceled_at) : null,
    metadata: (sub.metadata ?? {}) as Record<string, string>,
  };
}

export function createStripePayments(config: Config): PaymentProvider {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: 2,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) throw new CardError(failureOf(err));
      throw err;
    }
  }

  /** The PaymentIntent that pays an invoice, if any. */
  async function invoicePayment(invoice: Stripe.Invoice): Promise<Payment | null> {
    const payments =
      invoice.payments ??
      (await stripe.invoices.retrieve(invoice.id ?? '', { expand: ['payments'] })).payments;
    const piId = idOf(payments?.data[0]?.payment.payment_intent);
    return piId ? toPayment(await stripe.paymentIntents.retrieve(piId)) : null;
  }

  async function toInvoice(invoice: Stripe.Invoice, payment: Payment | null): Promise<ProviderInvoice> {
    const reason = invoice.billing_reason;
    return {
      id: invoice.id ?? '',
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? '',
      customerId: idOf(invoice.customer) ?? '',
      amountCents: invoice.amount_due,
      paymentId: payment?.id ?? null,
      billingReason:
        reason === 'subscription_create'
          ? 'subscription_create'
          : reason === 'subscription_update'
            ? 'subscription_update'
            : 'subscription_cycle',
      periodStart: date(invoice.period_start),
      periodEnd: date(invoice.period_end),
      attemptCount: invoice.attempt_count,
      nextAttemptAt: invoice.next_payment_attempt ? date(invoice.next_payment_attempt) : null,
      failure: payment?.failure ?? null,
    };
  }

  async function change(sub: Stripe.Subscription): Promise<SubscriptionChange> {
    const invoice = sub.latest_invoice && typeof sub.latest_invoice !== 'string' ? sub.latest_invoice : null;
    const payment = invoice ? await invoicePayment(invoice) : null;
    return {
      subscription: toSubscription(sub),
      invoice: invoice ? await toInvoice(invoice, payment) : null,
      payment,
    };
  }

  return {
    kind: 'stripe',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,

    async createCustomer(input) {
      const customer = await stripe.customers.create({
        email: input.email,
        name: input.name,
        metadata: { userId: input.userId },
      });
      return customer.id;
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      return call(async () => {
        const pm = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
        return {
          brand: pm.card?.brand ?? 'card',
          last4: pm.card?.last4 ?? '',
          expMonth: pm.card?.exp_month ?? 0,
          expYear: pm.card?.exp_year ?? 0,
        };
      });
    },

    async charge(input) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            // Cards only, and confirmed here: no redirect-based method can be chosen.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toPayment(pi);
      } catch (err) {
        // A declined confirmation is an error carrying the failed PaymentIntent: the attempt is recorded.
        if (err instanceof Stripe.errors.StripeCardError && err.payment_intent) {
          return { ...toPayment(err.payment_intent), status: 'failed', failure: failureOf(err) };
        }
        if (err instanceof Stripe.errors.StripeCardError) throw new CardError(failureOf(err));
        throw err;
      }
    },

    async retrievePayment(paymentId) {
      return toPayment(await stripe.paymentIntents.retrieve(paymentId));
    },

    async createSubscription(input) {
      return call(async () => {
        const sub = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price: input.priceId }],
            default_payment_method: input.paymentMethodId,
            // Charge the first invoice now; a card that needs 3-D Secure leaves it incomplete until confirmed.
            payment_behavior: 'allow_incomplete',
            metadata: input.metadata,
            expand: ['latest_invoice.payments'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return change(sub);
      });
    },

    async changeSubscriptionPrice(input) {
      return call(async () => {
        const current = await stripe.subscriptions.retrieve(input.subscriptionId);
        const sub = await stripe.subscriptions.update(
          input.subscriptionId,
          {
            items: [{ id: current.items.data[0].id, price: input.priceId }],
            proration_behavior: 'always_invoice',
            // The new price applies only once its proration is paid.
            payment_behavior: 'pending_if_incomplete',
            expand: ['latest_invoice.payments'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const result = await change(sub);
        if (sub.pending_update || (result.payment && result.payment.status !== 'succeeded')) {
          throw new CardError(
            result.payment?.failure ?? { code: 'card_declined', message: 'Your card was declined.' },
          );
        }
        // A downgrade's negative proration goes to the customer's balance: no payment now.
        return result.invoice?.billingReason === 'subscription_update'
          ? result
          : { ...result, invoice: null, payment: null };
      });
    },

    async cancelSubscription(subscriptionId, { atPeriodEnd }) {
      const sub = atPeriodEnd
        ? await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
        : await stripe.subscriptions.cancel(subscriptionId);
      return toSubscription(sub);
    },

    async resumeSubscription(subscriptionId) {
      return toSubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
      );
    },

    async retrieveSubscription(subscriptionId) {
      return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async parseWebhook(rawBody, signature) {
      // Throws on a wrong signature or a timestamp older than five minutes (replays).
      const event = stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET ?? '');
      const created = date(event.created);
      switch (event.type) {
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          if (!invoice.parent?.subscription_details) return null;
          const payment = await invoicePayment(invoice);
          return { id: event.id, created, type: event.type, invoice: await toInvoice(invoice, payment) };
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return { id: event.id, created, type: event.type, subscription: toSubscription(event.data.object) };
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
          return { id: event.id, created, type: event.type, payment: toPayment(event.data.object) };
        default:
          return null;
      }
    },
  };
}
