import { type PaidPlanId, planRank } from '@ai-realty/shared/billing-catalogue';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { SubscriptionChange } from '../../providers/payments/payment-provider.ts';
import { paidPlan } from '../billing/billing-catalogue.ts';
import { cardErrorResponse } from '../billing/card-errors.ts';
import { providerIdempotencyKey } from '../billing/idempotent-call.ts';
import { sendReceipt } from '../billing/settle-transaction.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { recordRefusedCard } from './record-refused-card.ts';
import { recordSubscriptionChange } from './record-subscription-change.ts';
import { findSubscription } from './subscription-repo.ts';
import { toSubscriptionView } from './subscription-view.ts';

/**
 * Moves the subscription to another plan now, prorated as Stripe prorates: an upgrade charges the
 * price difference for the rest of the period at once and grants the same share of the extra monthly
 * credits; a downgrade credits the unused difference to the next bill and grants nothing.
 */
export async function changeSubscriptionPlan(
  deps: Deps,
  user: UserRow,
  input: { plan: PaidPlanId; priceId?: string; idempotencyKey?: string },
) {
  const { db } = deps.database;
  const plan = paidPlan(deps.config, input.plan);
  if (input.priceId && input.priceId !== plan.stripePriceId) {
    throw validationError({ priceId: 'The price does not belong to this plan' });
  }
  const sub = await findSubscription(db, user.id);
  if (!sub || (sub.status !== 'active' && sub.status !== 'trialing')) {
    throw new AppError(
      'CONFLICT',
      'You have no active subscription to change. Subscribe to a plan first.',
      409,
    );
  }
  if (sub.plan === plan.id) throw new AppError('CONFLICT', `You are already on the ${plan.name} plan.`, 409);
  const upgrade = planRank(plan.id) > planRank(sub.plan);
  const now = Date.now();
  const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const share = Math.max(0, sub.currentPeriodEnd.getTime() - now) / total;
  const credits = upgrade ? Math.round((plan.monthlyCredits - sub.monthlyCredits) * share) : 0;
  const description = `${upgrade ? 'Upgrade' : 'Downgrade'} to ${plan.name}, rest of the period`;
  let change: SubscriptionChange;
  try {
    change = await deps.payments.changeSubscriptionPrice({
      subscriptionId: sub.providerSubscriptionId,
      priceId: plan.stripePriceId,
      amountCents: plan.amountCents,
      idempotencyKey:
        providerIdempotencyKey(user.id, 'subscription-update', input.idempotencyKey) ??
        `subscription-update:${sub.id}:${plan.id}:${now}`,
    });
  } catch (err) {
    return recordRefusedCard(deps, err, {
      userId: user.id,
      plan,
      description,
      amountCents: Math.max(0, Math.round((plan.amountCents - sub.amountCents) * share)),
    });
  }
  const { payment, invoice } = change;
  const { row, settlement } = await recordSubscriptionChange(deps, {
    userId: user.id,
    planId: plan.id,
    description,
    credits: credits,
    change,
  });
  if (payment && payment.status !== 'succeeded') {
    throw cardErrorResponse(payment.failure ?? { code: 'card_declined', message: 'Your card was declined.' });
  }
  await sendReceipt(deps, settlement?.settled);
  const prorationCents = invoice
    ? invoice.amountCents
    : Math.round((plan.amountCents - sub.amountCents) * share);
  return {
    message: `Your plan is now ${plan.name}.`,
    subscription: toSubscriptionView(row),
    prorationAmount: prorationCents / 100,
    creditsGranted: settlement ? credits : 0,
    newCreditBalance: settlement?.balance ?? (await creditBalance(db, user.id)),
  };
}
