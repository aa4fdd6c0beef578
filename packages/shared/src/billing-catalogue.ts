// The billing catalogue: subscription plans and one-time credit packs. The server serves it at
// GET /api/billing/pricing (prices may be overridden by configuration there), charges from it and
// grants credits from it, so the pages and the charges can never disagree. Prices are in US dollars.

import { PROPERTIES_PER_ACCOUNT_MAX } from './schemas/property-schema.ts';

export const PLAN_IDS = ['free', 'starter', 'professional', 'agency'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;
export const PAID_PLAN_IDS = ['starter', 'professional', 'agency'] as const satisfies readonly PaidPlanId[];

export const BILLING_CURRENCY = 'usd';

export type Plan = {
  id: PlanId;
  name: string;
  /** Dollars per month. */
  price: number;
  description: string;
  monthlyCredits: number;
  features: string[];
  popular: boolean;
  /** The provider's recurring price; empty for the free plan. */
  stripePriceId: string;
};

export type CreditPack = {
  id: string;
  name: string;
  /** Dollars, once. */
  price: number;
  creditCount: number;
  bonusCredits: number;
  bestValue: boolean;
};

const SHARED_FEATURES = [
  'Every AI generation type',
  'AI Detect for listing PDFs',
  'Follow-up suggestions on every response',
  `Up to ${PROPERTIES_PER_ACCOUNT_MAX.toLocaleString('en-US')} properties, with CSV import`,
  'Credits never expire',
];

// Every plan has the same features; they differ in monthly credits and support. The price per credit
// falls as the plan grows: 19¢, 16.3¢, 13.3¢.
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    description: 'Try every feature with the credits you get when you verify your email.',
    monthlyCredits: 0,
    features: [...SHARED_FEATURES, 'Community support'],
    popular: false,
    stripePriceId: '',
  },
  {
    id: 'starter',
    name: 'Starter',
    price: 19,
    description: 'For agents with a few listings a month.',
    monthlyCredits: 100,
    features: ['100 credits every month', ...SHARED_FEATURES, 'Email support'],
    popular: false,
    stripePriceId: 'price_starter_monthly',
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 49,
    description: 'For busy agents who market every listing.',
    monthlyCredits: 300,
    features: ['300 credits every month', ...SHARED_FEATURES, 'Priority email support'],
    popular: true,
    stripePriceId: 'price_professional_monthly',
  },
  {
    id: 'agency',
    name: 'Agency',
    price: 199,
    description: 'For teams and brokerages with many listings.',
    monthlyCredits: 1500,
    features: ['1,500 credits every month', ...SHARED_FEATURES, 'Priority support with a named contact'],
    popular: false,
    stripePriceId: 'price_agency_monthly',
  },
];

// Packs never expire and get cheaper per credit with size: 27.3¢, 23.6¢, 16.5¢ per credit.
export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'pack_50', name: 'Small Pack', price: 15, creditCount: 50, bonusCredits: 5, bestValue: false },
  { id: 'pack_150', name: 'Medium Pack', price: 39, creditCount: 150, bonusCredits: 15, bestValue: false },
  { id: 'pack_500', name: 'Large Pack', price: 99, creditCount: 500, bonusCredits: 100, bestValue: true },
];

/** Rank for upgrade and downgrade: free < starter < professional < agency. */
export function planRank(id: PlanId): number {
  return PLAN_IDS.indexOf(id);
}

export function packTotalCredits(pack: Pick<CreditPack, 'creditCount' | 'bonusCredits'>): number {
  return pack.creditCount + pack.bonusCredits;
}

/** Dollars to the smallest currency unit, without floating-point drift (19.99 → 1999). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
