import { randomUUID } from 'node:crypto';
import { BILLING_CURRENCY } from '@ai-realty/shared/billing-catalogue';
import type { Deps } from '../../deps.ts';
import { CardError } from '../../providers/payments/payment-provider.ts';
import type { PaidPlan } from '../billing/billing-catalogue.ts';
import { insertTransaction } from '../billing/billing-repo.ts';
import { cardErrorResponse, providerError } from '../billing/card-errors.ts';

/**
 * A subscription call the card refused before any payment existed (the provider checks a card when
 * it is attached): recorded as a failed attempt all the same, then answered 402.
 */
export async function recordRefusedCard(
  deps: Deps,
  err: unknown,
  input: { userId: string; plan: PaidPlan; description: string; amountCents: number },
): Promise<never> {
  if (!(err instanceof CardError)) throw providerError(err);
  await insertTransaction(deps.database.db, {
    userId: input.userId,
    type: 'subscription',
    description: input.description,
    amountCents: input.amountCents,
    currency: BILLING_CURRENCY,
    status: 'failed',
    credits: 0,
    providerPaymentId: `refused_${randomUUID()}`,
    plan: input.plan.id,
    failureCode: err.failure.code,
    failureMessage: err.failure.message,
  });
  throw cardErrorResponse(err.failure);
}
