import { describe, expect, it } from 'vitest';
import { answerQuoteRequest, estimateFinance, isEstimateEligible } from './estimate.ts';
import { financeConfigSchema } from './finance-config.ts';

const settings = financeConfigSchema.parse({}).estimate;
const car = { price: 40_000, status: 'in_stock' as const, reserved: false };

describe('finance estimates on cards (spec 2 §4/§5/§9)', () => {
  it('are shown only for cars above $200, in stock, not sold and not reserved', () => {
    expect(isEstimateEligible(car)).toBe(true);
    expect(isEstimateEligible({ ...car, price: 200 })).toBe(false);
    expect(isEstimateEligible({ ...car, status: 'sold' as never })).toBe(false);
    expect(isEstimateEligible({ ...car, reserved: true })).toBe(false);
    expect(isEstimateEligible({ ...car, status: 'coming_soon' })).toBe(true);
  });
  it('use 5 years, a 10 % deposit and a 30 % final payment; monthly is weekly × 4.33', () => {
    const estimate = estimateFinance(car, settings);
    // $40,000 − $4,000 deposit = $36,000 at 8.99% over 260 weeks with a $10,800 balloon:
    // (36000 − 10800·(1+r)^−260)·r / (1 − (1+r)^−260), r = 0.0899/52 → $139.09 → $139; × 4.33 = $602.
    expect(estimate).toMatchObject({
      weeklyDollars: 139,
      monthlyDollars: 602,
      ratePercent: 8.99,
      comparisonRatePercent: 8.99,
    });
    expect(estimate?.basis).toContain('10% deposit');
  });
  it('are switched off by config', () =>
    expect(estimateFinance(car, { ...settings, enabled: false })).toBeNull());
});

describe('answerQuoteRequest', () => {
  it('answers the youx-shaped request locally, dearer for weaker credit and older cars', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const great = answerQuoteRequest(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 40_000, loanTerm: 5, year: 2024 },
      settings,
      now,
    );
    const fair = answerQuoteRequest(
      { selfAssessedCreditScore: 'FAIR', purchasePrice: 40_000, loanTerm: 5, year: 2016 },
      settings,
      now,
    );
    expect(great).toEqual({
      weeklyRepaymentAmount: 139,
      advertisedRate: 8.99,
      comparisonRate: 8.99,
    });
    expect(fair?.advertisedRate).toBe(12.74);
    expect(fair?.weeklyRepaymentAmount).toBeGreaterThan(139);
  });
});
