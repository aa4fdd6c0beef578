import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, PLANS, packTotalCredits, planRank, toCents } from './billing-catalogue.ts';

describe('billing catalogue', () => {
  it('has the four plans in rank order with the monthly credits of the product', () => {
    expect(PLANS.map((p) => [p.id, p.monthlyCredits])).toEqual([
      ['free', 0],
      ['starter', 100],
      ['professional', 300],
      ['agency', 1500],
    ]);
    expect(PLANS.map((p) => planRank(p.id))).toEqual([0, 1, 2, 3]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['professional']);
  });

  it('makes a credit cheaper as the plan or the pack grows', () => {
    const paid = PLANS.filter((p) => p.price > 0).map((p) => p.price / p.monthlyCredits);
    expect([...paid].sort((a, b) => b - a)).toEqual(paid);
    const packs = CREDIT_PACKS.map((p) => p.price / packTotalCredits(p));
    expect([...packs].sort((a, b) => b - a)).toEqual(packs);
    expect(CREDIT_PACKS.length).toBeGreaterThanOrEqual(3);
    expect(CREDIT_PACKS.every((p) => p.bonusCredits > 0)).toBe(true);
    expect(CREDIT_PACKS.filter((p) => p.bestValue)).toHaveLength(1);
  });

  it('converts dollars to cents without floating-point drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(199)).toBe(19900);
  });
});
