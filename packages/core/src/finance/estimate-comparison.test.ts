import { describe, expect, it } from 'vitest';
import { findRatesWithoutComparison } from './advertised-rate.ts';
import { estimateFinance } from './estimate.ts';
import { describeEstimateTerms } from './estimate-basis.ts';
import { describeEstimateDifferences, type EstimateReference } from './estimate-comparison.ts';
import { financeConfigSchema } from './finance-config.ts';

const settings = financeConfigSchema.parse({}).estimate;
const price = 57_990;
const shown = estimateFinance({ price, status: 'in_stock', reserved: false }, settings);
if (!shown) throw new Error('no estimate');
const estimate: EstimateReference = {
  weeklyDollars: shown.weeklyDollars,
  priceDollars: price,
  comparisonRatePercent: shown.comparisonRatePercent,
  settings,
};
// The estimate's own loan: $5,799 deposit, 30% of the $52,191 rest ($15,657.30) at the end.
const sameBasis = {
  amount: price,
  termYears: 5,
  ratePercent: 8.99,
  deposit: 5_799,
  residual: 15_657.3,
  frequency: 'week' as const,
};
const noFees = { establishmentFeeCents: 0, monthlyFeeCents: 0, comparisonRatePercent: 8.99 };

describe("the estimate's basis, said next to it and reconciled with the calculator (issue 25 §2)", () => {
  it('states the basis in short beside the figure', () => {
    expect(shown.basis).toBe('over 5 years, 10% deposit, 30% final payment');
    expect(describeEstimateTerms({ termYears: 1, depositPercent: 0, balloonPercent: 0 })).toBe(
      'over 1 year, 0% deposit, no final payment',
    );
  });

  it("says so when the calculator's figures are the estimate's", () => {
    expect(describeEstimateDifferences(estimate, sameBasis, noFees)).toBe(
      `The $${shown.weeklyDollars}/wk estimate is for the $57,990 price over 5 years with a $5,799 (10%) deposit and a $15,657 (30%) final payment at 8.99% p.a. (8.99% p.a. comparison rate), with no fees. This calculator uses the same figures.`,
    );
  });

  it('names each figure the calculator uses differently', () => {
    const text = describeEstimateDifferences(
      estimate,
      {
        amount: 57_990,
        termYears: 5,
        ratePercent: 10,
        deposit: 0,
        residual: 0,
        frequency: 'month',
      },
      { establishmentFeeCents: 130_000, monthlyFeeCents: 0, comparisonRatePercent: 11.06 },
    );
    expect(text).toMatch(
      / This calculator differs: 10% p\.a\. \(11\.06% p\.a\. comparison rate\), no deposit, no final payment, establishment fees added to the loan, monthly repayments\.$/,
    );
    expect(findRatesWithoutComparison(text)).toEqual([]);
    expect(
      describeEstimateDifferences(
        { ...estimate, priceDollars: 114_990 },
        { ...sameBasis, amount: 100_000, termYears: 7, deposit: 20_000, residual: 5_000 },
        { establishmentFeeCents: 0, monthlyFeeCents: 800, comparisonRatePercent: 9.6 },
      ),
    ).toMatch(
      /differs: a \$100,000 loan amount, 7 years, a \$20,000 deposit, a \$5,000 final payment, monthly account fees\.$/,
    );
  });
});
