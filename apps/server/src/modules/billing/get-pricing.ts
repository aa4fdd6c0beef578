import { BILLING_CURRENCY } from '@ai-realty/shared/billing-catalogue';
import type { PricingResponse } from '@ai-realty/shared/schemas/billing';
import type { Deps } from '../../deps.ts';
import { creditPacks, plans } from './billing-catalogue.ts';

/** Plans and credit packs with the configured prices, and what the card form needs. */
export function getPricing(deps: Pick<Deps, 'config' | 'payments'>): PricingResponse {
  return {
    plans: plans(deps.config),
    creditPacks: creditPacks(deps.config),
    currency: BILLING_CURRENCY,
    paymentProvider: deps.payments.kind,
    publishableKey: deps.payments.publishableKey,
  };
}
