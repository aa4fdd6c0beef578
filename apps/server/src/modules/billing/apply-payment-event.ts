import { BILLING_CURRENCY } from '@ai-realty/shared/billing-catalogue';
import type { PaymentTransactionRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { PaymentEvent, ProviderInvoice } from '../../providers/payments/payment-provider.ts';
import { contactOf } from '../account/user-repo.ts';
import { findSubscriptionByProviderId } from '../subscriptions/subscription-repo.ts';
import { syncSubscription } from '../subscriptions/sync-subscription.ts';
import { paidPlan } from './billing-catalogue.ts';
import { renewalFailedMail } from './billing-mails.ts';
import {
  claimPaymentEvent,
  findTransactionByPayment,
  insertTransaction,
  markTransactionFailed,
  releasePaymentEvent,
} from './billing-repo.ts';
import { sendReceipt, settleTransaction } from './settle-transaction.ts';

/**
 * Applies one provider event: a Stripe webhook or what the sandbox reports. Each event id is applied
 * once (a redelivery answers 'duplicate'), and every subscription change is read fresh from the
 * provider, so events may come in any order.
 */
export async function applyPaymentEvent(deps: Deps, event: PaymentEvent): Promise<'applied' | 'duplicate'> {
  const { db } = deps.database;
  if (!(await claimPaymentEvent(db, event.id, event.type))) return 'duplicate';
  try {
    await handle(deps, event);
    return 'applied';
  } catch (err) {
    // Not applied: let the provider's retry apply it.
    await releasePaymentEvent(db, event.id);
    throw err;
  }
}

async function handle(deps: Deps, event: PaymentEvent): Promise<void> {
  const { db } = deps.database;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const txn = await findTransactionByPayment(db, event.payment.id);
      if (txn) await settle(deps, txn);
      return;
    }
    case 'payment_intent.payment_failed': {
      const txn = await findTransactionByPayment(db, event.payment.id);
      const failure = event.payment.failure ?? { code: 'card_declined', message: 'Your card was declined.' };
      if (txn) await markTransactionFailed(db, txn.id, failure);
      return;
    }
    case 'payment_intent.canceled': {
      // Only a payment still waiting (3-D Secure never finished) changes: a settled one stays settled.
      const txn = await findTransactionByPayment(db, event.payment.id);
      if (txn?.status === 'pending')
        await markTransactionFailed(db, txn.id, {
          code: 'payment_intent_authentication_failure',
          message: 'The payment was canceled before it was completed. Nothing was charged.',
        });
      return;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const fresh = await deps.payments.retrieveSubscription(event.subscription.id);
      await syncSubscription(deps, db, fresh);
      return;
    }
    case 'invoice.paid': {
      const fresh = await deps.payments.retrieveSubscription(event.invoice.subscriptionId);
      await syncSubscription(deps, db, fresh, { failedAttempts: 0 });
      const txn = await invoiceTransaction(deps, event.invoice, 'pending');
      if (txn) await settle(deps, txn);
      return;
    }
    case 'invoice.payment_failed': {
      const fresh = await deps.payments.retrieveSubscription(event.invoice.subscriptionId);
      await syncSubscription(deps, db, fresh, { failedAttempts: event.invoice.attemptCount });
      const recorded = await invoiceTransaction(deps, event.invoice, 'failed');
      if (recorded && event.invoice.billingReason === 'subscription_cycle') {
        await mailFailedRenewal(deps, recorded, event.invoice);
      }
      return;
    }
  }
}

async function settle(deps: Deps, txn: PaymentTransactionRow) {
  const { settled } = await deps.database.db.transaction((tx) => settleTransaction(tx, txn));
  await sendReceipt(deps, settled);
}

/**
 * The transaction of an invoice's payment. A payment the app started (first month, upgrade) is on file
 * already; a renewal is recorded here. A failed attempt answers its new record, or undefined when it
 * was on file (nothing new to tell the user).
 */
async function invoiceTransaction(
  deps: Deps,
  invoice: ProviderInvoice,
  status: 'pending' | 'failed',
): Promise<PaymentTransactionRow | undefined> {
  const { db } = deps.database;
  const known = invoice.paymentId ? await findTransactionByPayment(db, invoice.paymentId) : undefined;
  if (known) {
    if (status === 'failed') {
      await markTransactionFailed(
        db,
        known.id,
        invoice.failure ?? { code: 'card_declined', message: 'Your card was declined.' },
      );
      return undefined;
    }
    return known;
  }
  const sub = await findSubscriptionByProviderId(db, invoice.subscriptionId);
  if (!sub) return undefined;
  const plan = paidPlan(deps.config, sub.plan);
  const base = invoice.paymentId ?? invoice.id;
  const failure = invoice.failure ?? { code: 'card_declined', message: 'Your card was declined.' };
  const existingFailures =
    status === 'failed'
      ? await findTransactionByPayment(db, `${base}:attempt:${invoice.attemptCount}`)
      : undefined;
  if (existingFailures) return undefined;
  return insertTransaction(db, {
    userId: sub.userId,
    type: 'subscription',
    description: `${plan.name} plan, monthly renewal`,
    amountCents: invoice.amountCents,
    currency: BILLING_CURRENCY,
    status,
    credits: invoice.billingReason === 'subscription_update' ? 0 : plan.monthlyCredits,
    // A renewal's failed attempts share the invoice's payment at Stripe: each gets its own record.
    providerPaymentId: status === 'failed' ? `${base}:attempt:${invoice.attemptCount}` : base,
    invoiceId: invoice.id,
    plan: plan.id,
    ...(status === 'failed' ? { failureCode: failure.code, failureMessage: failure.message } : {}),
  });
}

async function mailFailedRenewal(deps: Deps, txn: PaymentTransactionRow, invoice: ProviderInvoice) {
  const user = await contactOf(deps.database.db, txn.userId);
  if (!user || !txn.plan) return;
  const plan = paidPlan(deps.config, txn.plan as Parameters<typeof paidPlan>[1]);
  try {
    await deps.mail.send(
      renewalFailedMail({
        to: user.email,
        fullName: user.fullName,
        planName: plan.name,
        amountCents: invoice.amountCents,
        currency: txn.currency,
        nextAttemptAt: invoice.nextAttemptAt,
        message: txn.failureMessage ?? 'Your card was declined.',
        billingUrl: `${deps.config.APP_URL}/app/billing`,
      }),
    );
  } catch {
    // The notice is best effort; the subscription's state is already recorded.
  }
}
