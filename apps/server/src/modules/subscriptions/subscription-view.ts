import type { PlanId } from '@ai-realty/shared/billing-catalogue';
import { fromCents } from '@ai-realty/shared/billing-catalogue';
import type { SubscriptionView } from '@ai-realty/shared/schemas/billing';
import type { SubscriptionRow } from '../../db/schema.ts';

/** The plan the account is on: a subscription's plan while it runs (past due included), else free. */
export function accountPlan(sub: SubscriptionRow | undefined): PlanId {
  return sub && (sub.status === 'active' || sub.status === 'trialing' || sub.status === 'past_due')
    ? sub.plan
    : 'free';
}

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    amount: fromCents(row.amountCents),
    monthlyCredits: row.monthlyCredits,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    nextBillingDate: row.status === 'canceled' ? null : row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}
