import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { providerError } from '../billing/card-errors.ts';
import { findSubscription, updateSubscriptionRow } from './subscription-repo.ts';
import { toSubscriptionView } from './subscription-view.ts';
import { syncSubscription } from './sync-subscription.ts';

const day = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(d);

/**
 * Cancels at the end of the period (the plan and its credits last until then, and reactivation undoes
 * it) or at once (the account is on the free plan now). Credits already granted stay either way.
 */
export async function cancelSubscription(
  deps: Deps,
  user: UserRow,
  input: { cancelAtPeriodEnd: boolean; cancellationReason?: string },
) {
  const { db } = deps.database;
  const sub = await findSubscription(db, user.id);
  if (!sub || sub.status === 'canceled' || sub.status === 'incomplete') {
    throw new AppError('CONFLICT', 'You have no active subscription to cancel.', 409);
  }
  let fresh: Awaited<ReturnType<typeof deps.payments.cancelSubscription>>;
  try {
    fresh = await deps.payments.cancelSubscription(sub.providerSubscriptionId, {
      atPeriodEnd: input.cancelAtPeriodEnd,
    });
  } catch (err) {
    throw providerError(err);
  }
  const synced = await syncSubscription(deps, db, fresh, { userId: user.id });
  const row = await updateSubscriptionRow(db, (synced ?? sub).id, {
    cancellationReason: input.cancellationReason ?? null,
  });
  return {
    message: input.cancelAtPeriodEnd
      ? `Your subscription will end on ${day(row.currentPeriodEnd)}. Your plan stays active until then.`
      : 'Your subscription has been canceled. Your credits stay in your account.',
    subscription: toSubscriptionView(row),
  };
}
