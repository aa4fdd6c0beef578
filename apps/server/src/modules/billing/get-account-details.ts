import { fromCents } from '@ai-realty/shared/billing-catalogue';
import type { AccountDetails } from '@ai-realty/shared/schemas/billing';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { findSubscription } from '../subscriptions/subscription-repo.ts';
import { accountPlan } from '../subscriptions/subscription-view.ts';
import { findBillingCustomer } from './billing-repo.ts';

/** Plan, balance, subscription and card on file, for the upgrade, credits, billing and subscription pages. */
export async function getAccountDetails(deps: Deps, user: UserRow): Promise<AccountDetails> {
  const { db } = deps.database;
  const [sub, customer] = await Promise.all([
    findSubscription(db, user.id),
    findBillingCustomer(db, user.id),
  ]);
  return {
    subscriptionPlan: accountPlan(sub),
    credits: user.credits,
    createdAt: user.createdAt.toISOString(),
    subscription:
      sub && sub.status !== 'canceled' && sub.status !== 'incomplete'
        ? {
            amount: fromCents(sub.amountCents),
            status: sub.status,
            cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
            nextBillingDate: sub.currentPeriodEnd.toISOString(),
            monthlyCredits: sub.monthlyCredits,
          }
        : null,
    paymentMethod:
      customer?.paymentMethodId && customer.cardBrand && customer.cardLast4
        ? {
            id: customer.paymentMethodId,
            brand: customer.cardBrand,
            last4: customer.cardLast4,
            expMonth: customer.cardExpMonth ?? 0,
            expYear: customer.cardExpYear ?? 0,
          }
        : null,
  };
}
