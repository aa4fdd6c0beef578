import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { providerError } from '../billing/card-errors.ts';
import { findSubscription, updateSubscriptionRow } from './subscription-repo.ts';
import { toSubscriptionView } from './subscription-view.ts';
import { syncSubscription } from './sync-subscription.ts';

/** Undoes a cancel at period end, before the period ends; the next renewal happens as planned. */
export async function reactivateSubscription(deps: Deps, user: UserRow) {
  const { db } = deps.database;
  const sub = await findSubscription(db, user.id);
  if (!sub || sub.status === 'canceled' || !sub.cancelAtPeriodEnd) {
    throw new AppError(
      'CONFLICT',
      'There is no canceled subscription to reactivate. Choose a plan instead.',
      409,
    );
  }
  let fresh: Awaited<ReturnType<typeof deps.payments.resumeSubscription>>;
  try {
    fresh = await deps.payments.resumeSubscription(sub.providerSubscriptionId);
  } catch (err) {
    throw providerError(err);
  }
  const synced = await syncSubscription(deps, db, fresh, { userId: user.id });
  const row = await updateSubscriptionRow(db, (synced ?? sub).id, { cancellationReason: null });
  return { message: 'Your subscription has been reactivated.', subscription: toSubscriptionView(row) };
}
