import type { DbOrTx } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { ProviderSubscription } from '../../providers/payments/payment-provider.ts';
import { planOfPrice } from '../billing/billing-catalogue.ts';
import { findSubscription, findSubscriptionByProviderId, upsertSubscription } from './subscription-repo.ts';

/**
 * Writes the provider's subscription as it is now into the user's row. Safe to run any number of
 * times and in any order: callers pass the provider's current object (a webhook handler fetches it
 * first), so an event that arrives late can never bring back an older state.
 */
export async function syncSubscription(
  deps: Deps,
  db: DbOrTx,
  sub: ProviderSubscription,
  opts: { userId?: string; failedAttempts?: number } = {},
): Promise<SubscriptionRow | undefined> {
  const plan = planOfPrice(deps.config, sub.priceId);
  if (!plan) return undefined;
  const existing = await findSubscriptionByProviderId(db, sub.id);
  const userId = existing?.userId ?? opts.userId ?? sub.metadata.userId;
  if (!userId) return undefined;
  if (!existing) {
    // Another subscription of the user is on file: an old one's news must not replace a newer one.
    const current = await findSubscription(db, userId);
    const replaceable = !current || current.status === 'canceled' || current.status === 'incomplete';
    if (!replaceable || (current && sub.status === 'canceled')) return current;
  }
  return upsertSubscription(db, userId, {
    providerSubscriptionId: sub.id,
    plan: plan.id,
    status: sub.status,
    amountCents: plan.amountCents,
    monthlyCredits: plan.monthlyCredits,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    canceledAt: sub.canceledAt,
    ...(opts.failedAttempts !== undefined ? { failedAttempts: opts.failedAttempts } : {}),
  });
}
