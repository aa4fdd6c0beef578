import { BILLING_CURRENCY, type PaidPlanId } from '@ai-realty/shared/billing-catalogue';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SubscriptionChange } from '../../providers/payments/payment-provider.ts';
import { insertTransaction } from '../billing/billing-repo.ts';
import { settleTransaction } from '../billing/settle-transaction.ts';
import { syncSubscription } from './sync-subscription.ts';

/**
 * Stores what the provider answered to a new subscription or a plan change, in one transaction: the
 * subscription row, the attempt's transaction record (failed ones included, with their reason) and,
 * when the payment went through, the credits. Safe to call twice for one payment: settling is keyed by
 * the payment id.
 */
export async function recordSubscriptionChange(
  deps: Deps,
  opts: {
    userId: string;
    planId: PaidPlanId;
    description: string;
    credits: number;
    change: SubscriptionChange;
  },
) {
  const { payment, invoice } = opts.change;
  return deps.database.db.transaction(async (tx) => {
    const row = await syncSubscription(deps, tx, opts.change.subscription, { userId: opts.userId });
    if (!row) throw new AppError('INTERNAL_ERROR', 'The subscription could not be recorded', 500);
    if (!payment || !invoice) return { row, settlement: undefined };
    const txn = await insertTransaction(tx, {
      userId: opts.userId,
      type: 'subscription',
      description: opts.description,
      amountCents: invoice.amountCents,
      currency: BILLING_CURRENCY,
      status: payment.status === 'failed' ? 'failed' : 'pending',
      credits: opts.credits,
      providerPaymentId: payment.id,
      invoiceId: invoice.id,
      plan: opts.planId,
      ...(payment.failure
        ? { failureCode: payment.failure.code, failureMessage: payment.failure.message }
        : {}),
    });
    return { row, settlement: payment.status === 'succeeded' ? await settleTransaction(tx, txn) : undefined };
  });
}
