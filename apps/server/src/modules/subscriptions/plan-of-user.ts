import type { PlanId } from '@ai-realty/shared/billing-catalogue';
import type { DbOrTx } from '../../db/client.ts';
import { findSubscription } from './subscription-repo.ts';
import { accountPlan } from './subscription-view.ts';

/** The plan an account is on now, for answers that name it (an insufficient-credits 402). */
export async function planOfUser(db: DbOrTx, userId: string): Promise<PlanId> {
  return accountPlan(await findSubscription(db, userId));
}
