import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxPaymentIntents, sandboxSubscriptions } from '../../db/schema.ts';
import {
  type CardDetails,
  CardError,
  type CardFailure,
  type Payment,
  type PaymentEvent,
  type PaymentEventBody,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
} from './payment-provider.ts';

// The sandbox: a payment provider that answers as Stripe's test mode does for its documented test
// cards, with its objects kept in the app's database so any process can answer a 3-D Secure challenge
// or run a renewal. Nothing leaves the machine. See docs/decisions/0007-payment-provider-and-sandbox.md.

type TestCard = CardDetails & {
  number: string;
  /** What a charge does: succeed, be refused, or ask for 3-D Secure when the card holder is present. */
  outcome: 'succeed' | 'decline' | 'authenticate';
  /** A declining card that can still be attached to a customer (only its charges fail). */
  attachable?: boolean;
  failure?: CardFailure;
};

const declined = (declineCode: string, message: string): CardFailure => ({
  code: 'card_declined',
  declineCode,
  message,
});

/** Stripe's test PaymentMethod ids and the card numbers behind them. */
export const SANDBOX_TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: {
    number: '4242424242424242',
    brand: 'visa',
    last4: '4242',
    outcome: 'succeed',
    expMonth: 12,
    expYear: 2034,
  },
  pm_card_mastercard: {
    number: '5555555555554444',
    brand: 'mastercard',
    last4: '4444',
    outcome: 'succeed',
    expMonth: 12,
    expYear: 2034,
  },
  pm_card_chargeDeclined: {
    number: '4000000000000002',
    brand: 'visa',
    last4: '0002',
    outcome: 'decline',
    expMonth: 12,
    expYear: 2034,
    failure: declined('generic_decline', 'Your card was declined.'),
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    number: '4000000000009995',
    brand: 'visa',
    last4: '9995',
    outcome: 'decline',
    expMonth: 12,
    expYear: 2034,
    failure: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    number: '4000000000000069',
    brand: 'visa',
    last4: '0069',
    outcome: 'decline',
    expMonth: 12,
    expYear: 2034,
    failure: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    number: '4000000000000127',
    brand: 'visa',
    last4: '0127',
    outcome: 'decline',
    expMonth: 12,
    expYear: 2034,
    failure: {
      code: 'incorrect_cvc',
      declineCode: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    },
  },
  pm_card_chargeDeclinedProcessingError: {
    number: '4000000000000119',
    brand: 'visa',
    last4: '0119',
    outcome: 'decline',
    expMonth: 12,
    expYear: 2034,
    failure: {
      code: 'processing_error',
      declineCode: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  // Attaches fine (a customer's card on file) but every charge is declined: a renewal that fails.
  pm_card_chargeCustomerFail: {
    number: '4000000000000341',
    brand: 'visa',
    last4: '0341',
    outcome: 'decline',
    attachable: true,
    expMonth: 12,
    expYear: 2034,
    failure: declined('generic_decline', 'Your card was declined.'),
  },
  pm_card_authenticationRequired: {
    number: '4000002500003155',
    brand: 'visa',
    last4: '3155',
    outcome: 'authenticate',
    expMonth: 12,
    expYear: 2034,
  },
};

const AUTHENTICATION_FAILED: CardFailure = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The sandbox's card form: a typed test card number becomes its test PaymentMethod id, as Stripe.js
 * would create one. Other numbers are refused as test mode refuses them.
 */
export function sandboxPaymentMethodFor(
  input: { number: string; expMonth: number; expYear: number },
  now = new Date(),
): string {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw new CardError({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
  }
  const endOfExpiry = new Date(Date.UTC(input.expYear, input.expMonth, 1));
  if (endOfExpiry <= now) {
    throw new CardError({
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    });
  }
  const entry = Object.entries(SANDBOX_TEST_CARDS).find(([, card]) => card.number === digits);
  if (!entry) {
    throw new CardError(
      declined('generic_decline', 'Your card was declined. The sandbox accepts only test card numbers.'),
    );
  }
  return entry[0];
}

function testCard(paymentMethodId: string): TestCard {
  const card = SANDBOX_TEST_CARDS[paymentMethodId];
  if (!card) {
    throw new CardError({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: `No such PaymentMethod: '${paymentMethodId}'`,
    });
  }
  return card;
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** One month later on the same day, clamped to the month's last day, as Stripe anchors monthly billing. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
type SubRow = typeof sandboxSubscriptions.$inferSelect;

function toPayment(row: IntentRow): Payment {
  const failed = row.status === 'requires_payment_method' || row.status === 'canceled';
  return {
    id: row.id,
    status:
      row.status === 'succeeded'
        ? 'succeeded'
        : row.status === 'requires_action'
          ? 'requires_action'
          : 'failed',
    clientSecret: row.status === 'requires_action' ? `${row.id}_secret_sandbox` : null,
    amountCents: row.amountCents,
    failure:
      failed && row.failureCode
        ? ({
            code: row.failureCode,
            declineCode: row.declineCode ?? undefined,
            message: failureMessage(row),
          } as CardFailure)
        : null,
    metadata: row.metadata as Record<string, string>,
  };
}

function failureMessage(row: IntentRow): string {
  if (row.failureCode === AUTHENTICATION_FAILED.code) return AUTHENTICATION_FAILED.message;
  const card = SANDBOX_TEST_CARDS[row.paymentMethodId];
  return card?.failure?.message ?? 'Your card was declined.';
}

function toSubscription(row: SubRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    priceId: row.priceId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    metadata: row.metadata as Record<string, string>,
  };
}

export type SandboxPayments = PaymentProvider & {
  readonly kind: 'sandbox';
  /**
   * The card holder's answer to a 3-D Secure challenge. Returns the events Stripe would send: the
   * payment's outcome and, for a subscription's first invoice, the invoice and subscription updates.
   */
  authenticate(paymentId: string, outcome: 'approve' | 'fail', now?: Date): Promise<PaymentEvent[]>;
  /**
   * Runs what is due on a subscription at `now`: the renewal at the end of its period, a retry of a
   * failed renewal, or the end of a subscription set to cancel. With `advance`, the next due step runs
   * now whatever the clock says (the test hook and the `billing:advance` command). Returns the events.
   */
  runDue(subscriptionId: string, opts: { now?: Date; advance?: boolean }): Promise<PaymentEvent[]>;
  /** Ids of subscriptions with something due at `now`. */
  listDue(now: Date): Promise<string[]>;
};

export function createSandboxPayments(database: Database, opts: { retryDays: number[] }): SandboxPayments {
  const { db } = database;

  async function insertIntent(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string | null;
    offSession: boolean;
  }): Promise<IntentRow> {
    if (input.idempotencyKey) {
      const [existing] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (existing) return existing;
    }
    const card = testCard(input.paymentMethodId);
    // Once a card is set up, 4000 0025 0000 3155 pays off-session without a new challenge.
    const status =
      card.outcome === 'decline'
        ? 'requires_payment_method'
        : card.outcome === 'authenticate' && !input.offSession
          ? 'requires_action'
          : 'succeeded';
    const [row] = await db
      .insert(sandboxPaymentIntents)
      .values({
        id: newId('pi'),
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        amountCents: input.amountCents,
        currency: input.currency,
        status,
        failureCode: status === 'requires_payment_method' ? (card.failure?.code ?? 'card_declined') : null,
        declineCode: status === 'requires_payment_method' ? (card.failure?.declineCode ?? null) : null,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // The same idempotency key raced with itself: the first insert is the answer.
    const [first] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey ?? ''));
    return first;
  }

  async function getSub(id: string): Promise<SubRow> {
    const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    if (!row) throw new Error(`No such subscription: '${id}'`);
    return row;
  }

  async function updateSub(id: string, values: Partial<SubRow>): Promise<SubRow> {
    const [row] = await db
      .update(sandboxSubscriptions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    return row;
  }

  function invoiceOf(
    sub: SubRow,
    input: {
      id: string;
      amountCents: number;
      payment: Payment | null;
      billingReason: ProviderInvoice['billingReason'];
      attemptCount: number;
      nextAttemptAt: Date | null;
    },
  ): ProviderInvoice {
    return {
      id: input.id,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      amountCents: input.amountCents,
      paymentId: input.payment?.id ?? null,
      billingReason: input.billingReason,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      attemptCount: input.attemptCount,
      nextAttemptAt: input.nextAttemptAt,
      failure: input.payment?.failure ?? null,
    };
  }

  let eventSeq = 0;
  const event = (created: Date, body: PaymentEventBody): PaymentEvent =>
    ({
      id: `evt_sandbox_${Date.now().toString(36)}_${(eventSeq++).toString(36)}_${randomBytes(4).toString('hex')}`,
      created,
      ...body,
    }) as PaymentEvent;

  /** Charges the open invoice of the period once more, off-session, and reports the outcome. */
  async function attemptRenewal(sub: SubRow, at: Date): Promise<PaymentEvent[]> {
    const invoiceId = sub.openInvoiceId ?? newId('in');
    const attempt = sub.attemptCount + 1;
    const due = Math.max(0, sub.amountCents - sub.creditBalanceCents);
    const payment =
      due === 0
        ? null
        : toPayment(
            await insertIntent({
              customerId: sub.customerId,
              paymentMethodId: sub.paymentMethodId,
              amountCents: due,
              currency: 'usd',
              metadata: { ...(sub.metadata as Record<string, string>), invoiceId, subscriptionId: sub.id },
              idempotencyKey: `${invoiceId}:attempt:${attempt}`,
              offSession: true,
            }),
          );
    if (!payment || payment.status === 'succeeded') {
      const paid = await updateSub(sub.id, {
        status: 'active',
        openInvoiceId: null,
        attemptCount: 0,
        nextAttemptAt: null,
        creditBalanceCents: sub.creditBalanceCents - (sub.amountCents - due),
      });
      const invoice = invoiceOf(paid, {
        id: invoiceId,
        amountCents: due,
        payment,
        billingReason: 'subscription_cycle',
        attemptCount: attempt,
        nextAttemptAt: null,
      });
      return [
        event(at, { type: 'invoice.paid', invoice }),
        event(at, { type: 'customer.subscription.updated', subscription: toSubscription(paid) }),
      ];
    }
    const delay = opts.retryDays[attempt - 1];
    if (delay === undefined) {
      const ended = await updateSub(sub.id, {
        status: 'canceled',
        canceledAt: at,
        openInvoiceId: null,
        attemptCount: attempt,
        nextAttemptAt: null,
      });
      const invoice = invoiceOf(ended, {
        id: invoiceId,
        amountCents: due,
        payment,
        billingReason: 'subscription_cycle',
        attemptCount: attempt,
        nextAttemptAt: null,
      });
      return [
        event(at, { type: 'invoice.payment_failed', invoice }),
        event(at, { type: 'customer.subscription.deleted', subscription: toSubscription(ended) }),
      ];
    }
    const nextAttemptAt = new Date(at.getTime() + delay * 86_400_000);
    const pastDue = await updateSub(sub.id, {
      status: 'past_due',
      openInvoiceId: invoiceId,
      attemptCount: attempt,
      nextAttemptAt,
    });
    const invoice = invoiceOf(pastDue, {
      id: invoiceId,
      amountCents: due,
      payment,
      billingReason: 'subscription_cycle',
      attemptCount: attempt,
      nextAttemptAt,
    });
    return [
      event(at, { type: 'invoice.payment_failed', invoice }),
      event(at, { type: 'customer.subscription.updated', subscription: toSubscription(pastDue) }),
    ];
  }

  const provider: SandboxPayments = {
    kind: 'sandbox',
    publishableKey: null,

    async createCustomer() {
      return newId('cus');
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const card = testCard(paymentMethodId);
      // Stripe checks a card when it is attached: the declining test cards fail here already.
      if (card.outcome === 'decline' && !card.attachable && card.failure) throw new CardError(card.failure);
      // The customer's default card pays its subscriptions' next invoices.
      await db
        .update(sandboxSubscriptions)
        .set({ paymentMethodId, updatedAt: new Date() })
        .where(eq(sandboxSubscriptions.customerId, customerId));
      return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },

    async charge(input) {
      return toPayment(await insertIntent({ ...input, offSession: false }));
    },

    async retrievePayment(paymentId) {
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, paymentId));
      if (!row) throw new Error(`No such payment_intent: '${paymentId}'`);
      return toPayment(row);
    },

    async createSubscription(input) {
      const card = testCard(input.paymentMethodId);
      if (card.outcome === 'decline' && !card.attachable && card.failure) throw new CardError(card.failure);
      const now = new Date();
      const id = newId('sub');
      const [sub] = await db
        .insert(sandboxSubscriptions)
        .values({
          id,
          customerId: input.customerId,
          priceId: input.priceId,
          amountCents: input.amountCents,
          paymentMethodId: input.paymentMethodId,
          status: 'incomplete',
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          metadata: input.metadata,
        })
        .returning();
      const invoiceId = newId('in');
      const payment = toPayment(
        await insertIntent({
          customerId: input.customerId,
          paymentMethodId: input.paymentMethodId,
          amountCents: input.amountCents,
          currency: 'usd',
          metadata: {
            ...input.metadata,
            invoiceId,
            subscriptionId: id,
            billingReason: 'subscription_create',
          },
          idempotencyKey: input.idempotencyKey,
          offSession: false,
        }),
      );
      const current = payment.status === 'succeeded' ? await updateSub(id, { status: 'active' }) : sub;
      return {
        subscription: toSubscription(current),
        invoice: invoiceOf(current, {
          id: invoiceId,
          amountCents: input.amountCents,
          payment,
          billingReason: 'subscription_create',
          attemptCount: 1,
          nextAttemptAt: null,
        }),
        payment,
      };
    },

    async changeSubscriptionPrice(input) {
      const sub = await getSub(input.subscriptionId);
      const now = new Date();
      const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
      const left = Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime());
      // Stripe's proration: the unused time of the old price is credited and the rest of the period on
      // the new price is charged, both to the second.
      const proration = Math.round(((input.amountCents - sub.amountCents) * left) / total);
      if (proration <= 0) {
        const updated = await updateSub(sub.id, {
          priceId: input.priceId,
          amountCents: input.amountCents,
          creditBalanceCents: sub.creditBalanceCents - proration,
        });
        return { subscription: toSubscription(updated), invoice: null, payment: null };
      }
      const fromBalance = Math.min(sub.creditBalanceCents, proration);
      const due = proration - fromBalance;
      const invoiceId = newId('in');
      const payment = toPayment(
        await insertIntent({
          customerId: sub.customerId,
          paymentMethodId: sub.paymentMethodId,
          amountCents: due,
          currency: 'usd',
          metadata: { ...(sub.metadata as Record<string, string>), invoiceId, subscriptionId: sub.id },
          idempotencyKey: input.idempotencyKey,
          offSession: true,
        }),
      );
      // As Stripe's pending_if_incomplete: the price changes only once the proration is paid.
      if (payment.status !== 'succeeded') {
        throw new CardError(payment.failure ?? declined('generic_decline', 'Your card was declined.'));
      }
      const updated = await updateSub(sub.id, {
        priceId: input.priceId,
        amountCents: input.amountCents,
        creditBalanceCents: sub.creditBalanceCents - fromBalance,
      });
      return {
        subscription: toSubscription(updated),
        invoice: invoiceOf(updated, {
          id: invoiceId,
          amountCents: due,
          payment,
          billingReason: 'subscription_update',
          attemptCount: 1,
          nextAttemptAt: null,
        }),
        payment,
      };
    },

    async cancelSubscription(subscriptionId, { atPeriodEnd }) {
      const sub = await getSub(subscriptionId);
      if (sub.status === 'canceled') return toSubscription(sub);
      const updated = atPeriodEnd
        ? await updateSub(sub.id, { cancelAtPeriodEnd: true })
        : await updateSub(sub.id, { status: 'canceled', canceledAt: new Date(), nextAttemptAt: null });
      return toSubscription(updated);
    },

    async resumeSubscription(subscriptionId) {
      const sub = await getSub(subscriptionId);
      if (sub.status === 'canceled') return toSubscription(sub);
      return toSubscription(await updateSub(sub.id, { cancelAtPeriodEnd: false }));
    },

    async retrieveSubscription(subscriptionId) {
      return toSubscription(await getSub(subscriptionId));
    },

    async parseWebhook() {
      // The sandbox has no webhooks: its events are applied as its calls return them.
      return null;
    },

    async authenticate(paymentId, outcome, now = new Date()) {
      const [updated] = await db
        .update(sandboxPaymentIntents)
        .set(
          outcome === 'approve'
            ? { status: 'succeeded' }
            : { status: 'requires_payment_method', failureCode: AUTHENTICATION_FAILED.code },
        )
        .where(
          and(eq(sandboxPaymentIntents.id, paymentId), eq(sandboxPaymentIntents.status, 'requires_action')),
        )
        .returning();
      const row =
        updated ??
        (await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentId)))[0];
      if (!row) throw new Error(`No such payment_intent: '${paymentId}'`);
      if (!updated) return [];
      const payment = toPayment(row);
      const events: PaymentEvent[] = [
        event(now, {
          type: payment.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
          payment,
        }),
      ];
      const meta = payment.metadata;
      if (meta.subscriptionId && meta.invoiceId && meta.billingReason === 'subscription_create') {
        let sub = await getSub(meta.subscriptionId);
        if (payment.status === 'succeeded' && sub.status === 'incomplete') {
          sub = await updateSub(sub.id, { status: 'active' });
        }
        const invoice = invoiceOf(sub, {
          id: meta.invoiceId,
          amountCents: payment.amountCents,
          payment,
          billingReason: 'subscription_create',
          attemptCount: 1,
          nextAttemptAt: null,
        });
        events.push(
          event(now, {
            type: payment.status === 'succeeded' ? 'invoice.paid' : 'invoice.payment_failed',
            invoice,
          }),
          event(now, { type: 'customer.subscription.updated', subscription: toSubscription(sub) }),
        );
      }
      return events;
    },

    async listDue(now) {
      const rows = await db
        .select({ id: sandboxSubscriptions.id })
        .from(sandboxSubscriptions)
        .where(
          or(
            and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)),
            and(
              eq(sandboxSubscriptions.status, 'past_due'),
              isNotNull(sandboxSubscriptions.nextAttemptAt),
              lte(sandboxSubscriptions.nextAttemptAt, now),
            ),
          ),
        );
      return rows.map((r) => r.id);
    },

    async runDue(subscriptionId, { now = new Date(), advance = false }) {
      const sub = await getSub(subscriptionId);
      if (sub.status === 'past_due' && sub.nextAttemptAt) {
        const at = advance && sub.nextAttemptAt > now ? sub.nextAttemptAt : now;
        if (at < sub.nextAttemptAt) return [];
        return attemptRenewal(sub, at);
      }
      if (sub.status !== 'active') return [];
      const at = advance && sub.currentPeriodEnd > now ? sub.currentPeriodEnd : now;
      if (at < sub.currentPeriodEnd) return [];
      if (sub.cancelAtPeriodEnd) {
        const ended = await updateSub(sub.id, { status: 'canceled', canceledAt: sub.currentPeriodEnd });
        return [event(at, { type: 'customer.subscription.deleted', subscription: toSubscription(ended) })];
      }
      // A new period starts; its invoice is charged now and, if refused, retried on the schedule.
      // The conditional update makes two workers running the same renewal start the period once.
      const [next] = await db
        .update(sandboxSubscriptions)
        .set({
          currentPeriodStart: sub.currentPeriodEnd,
          currentPeriodEnd: addMonth(sub.currentPeriodEnd),
          attemptCount: 0,
          openInvoiceId: newId('in'),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(sandboxSubscriptions.id, sub.id),
            eq(sandboxSubscriptions.currentPeriodEnd, sub.currentPeriodEnd),
            sql`${sandboxSubscriptions.status} = 'active'`,
          ),
        )
        .returning();
      if (!next) return [];
      return attemptRenewal(next, at);
    },
  };
  return provider;
}
