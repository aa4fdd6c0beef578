import type { Deps } from '../../deps.ts';
import { findSubscription } from './subscription-repo.ts';
import { accountPlan, toSubscriptionView } from './subscription-view.ts';

/** The account's plan and its subscription, if it ever had one (a canceled one included). */
export async function getSubscription(deps: Deps, userId: string) {
  const sub = await findSubscription(deps.database.db, userId);
  return { plan: accountPlan(sub), subscription: sub ? toSubscriptionView(sub) : null };
}
