import {
  CREDIT_PACKS,
  type CreditPack,
  type PaidPlanId,
  PLANS,
  type Plan,
  toCents,
} from '@ai-realty/shared/billing-catalogue';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

// The catalogue with the prices and Stripe Price ids of the configuration (BILLING_PRICES,
// STRIPE_PRICE_IDS): the pricing page, the charges and the credit grants all read it from here.

export function plans(config: Config): Plan[] {
  return PLANS.map((p) => ({
    ...p,
    price: config.BILLING_PRICES[p.id] ?? p.price,
    stripePriceId: p.id === 'free' ? '' : (config.STRIPE_PRICE_IDS[p.id] ?? p.stripePriceId),
  }));
}

export function creditPacks(config: Config): CreditPack[] {
  return CREDIT_PACKS.map((p) => ({ ...p, price: config.BILLING_PRICES[p.id] ?? p.price }));
}

export type PaidPlan = Plan & { id: PaidPlanId; amountCents: number };

export function paidPlan(config: Config, id: PaidPlanId): PaidPlan {
  const plan = plans(config).find((p) => p.id === id);
  if (!plan || plan.id === 'free') throw new AppError('VALIDATION_ERROR', 'Unknown plan', 400);
  return { ...plan, id: plan.id, amountCents: toCents(plan.price) };
}

/** The plan a provider price belongs to, e.g. from a webhook. */
export function planOfPrice(config: Config, priceId: string): PaidPlan | undefined {
  const plan = plans(config).find((p) => p.id !== 'free' && p.stripePriceId === priceId);
  return plan ? paidPlan(config, plan.id as PaidPlanId) : undefined;
}

export function packBySize(config: Config, creditCount: number): CreditPack {
  const pack = creditPacks(config).find((p) => p.creditCount === creditCount);
  if (!pack) {
    throw new AppError('VALIDATION_ERROR', 'No credit pack of that size', 400, {
      fields: { packSize: 'No credit pack of that size' },
    });
  }
  return pack;
}
