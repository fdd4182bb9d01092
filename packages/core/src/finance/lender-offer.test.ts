import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinanceLender } from '../car/car.ts';
import { financeConfigSchema } from './finance-config.ts';
import {
  getComparisonRateFor,
  getProviderRule,
  getSiteLoanFees,
  type LoanFees,
  toLenderOffer,
} from './lender-offer.ts';

const config = financeConfigSchema.parse({});
const taurus = config.providers.find((rule) => rule.id === 'taurus');
if (!taurus) throw new Error('no Taurus rule');

const lender = (overrides: Partial<FinanceLender>): FinanceLender => ({
  financeProvider: 'Taurus',
  interestRatePercent: 8.99,
  comparisonRatePercent: 8.99,
  paymentWeekCents: null,
  paymentMonthCents: null,
  termMonths: 60,
  depositCents: null,
  balloonCents: null,
  establishmentFeesCents: 0,
  totalPayableCents: null,
  disclaimer: null,
  ...overrides,
});

/**
 * The comparison rate worked out independently (National Credit Code basis): the annual rate,
 * compounded monthly, at which 60 monthly outgoings — the repayment of $30,000 plus the
 * establishment fee, found by simulating the balance, plus the monthly fee — are worth $30,000
 * today. Newton's method on the present value, summed period by period.
 */
function referenceComparisonRate(ratePercent: number, fees: LoanFees): number {
  const months = 60;
  const financed = 3_000_000 + fees.establishmentFeeCents;
  const r = ratePercent / 1200;
  let low = 0;
  let high = financed;
  for (let step = 0; step < 100; step++) {
    const payment = (low + high) / 2;
    let balance = financed;
    for (let month = 0; month < months; month++) balance = balance * (1 + r) - payment;
    if (balance > 0) low = payment;
    else high = payment;
  }
  const outgoing = (low + high) / 2 + fees.monthlyFeeCents;
  const presentValue = (i: number) => {
    let sum = 0;
    for (let month = 1; month <= months; month++) sum += outgoing / (1 + i) ** month;
    return sum - 3_000_000;
  };
  let i = Math.max(r, 0.001);
  for (let step = 0; step < 50; step++) {
    const slope = (presentValue(i + 1e-7) - presentValue(i)) / 1e-7;
    i -= presentValue(i) / slope;
  }
  return i * 1200;
}

describe("a lender offer's comparison rate, computed once (issue 25 §2)", () => {
  it('comes from the rate and fees, matching the independent reference', () => {
    // The X-Trail's offer: 8.99% p.a. with a $990 establishment fee.
    const offer = toLenderOffer(
      lender({ establishmentFeesCents: 99_000, comparisonRatePercent: 9.5 }),
      taurus,
      57_990,
      { establishmentFeeCents: 130_000, monthlyFeeCents: 0 },
    );
    const expected = referenceComparisonRate(8.99, {
      establishmentFeeCents: 99_000,
      monthlyFeeCents: 0,
    });
    expect(offer.comparisonRatePercent).toBe(Math.round(expected * 100) / 100);
    expect(offer.comparisonRatePercent).toBe(10.39);
    expect(offer).toMatchObject({ ratePercent: 8.99, establishmentFeeCents: 99_000 });
    // The lender's own fee counts; without one, the site's (Taurus: $1,300).
    const siteFee = toLenderOffer(
      lender({ establishmentFeesCents: null }),
      taurus,
      57_990,
      getSiteLoanFees(config, getProviderRule(config)),
    );
    expect(siteFee.establishmentFeeCents).toBe(130_000);
    expect(siteFee.comparisonRatePercent).toBe(
      Math.round(
        referenceComparisonRate(8.99, { establishmentFeeCents: 130_000, monthlyFeeCents: 0 }) * 100,
      ) / 100,
    );
  });

  it("is never below the lender's own figure, and the calculator reads the same number", () => {
    // The demo X-Trail: 8.99% p.a., no fees, the lender says 9.99%.
    const offer = toLenderOffer(
      lender({ comparisonRatePercent: 9.99 }),
      taurus,
      60_500,
      getSiteLoanFees(config, null),
    );
    expect(offer.comparisonRatePercent).toBe(9.99);
    expect(offer.unstatedCostPercent).toBe(1);
    // What the calculator shows at the offer's rate and fees: the same 9.99%.
    expect(getComparisonRateFor(offer.ratePercent, offer, offer.unstatedCostPercent)).toBe(9.99);
    // At a higher rate it goes up, never down to the bare rate.
    expect(getComparisonRateFor(9.49, offer, offer.unstatedCostPercent)).toBe(10.49);
  });

  it('holds for any rate, fees and lender figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000 }).map((basis) => basis / 100),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_500 }).map((basis) => basis / 100),
        (ratePercent, establishmentFeeCents, monthlyFeeCents, stated) => {
          const offer = toLenderOffer(
            lender({
              interestRatePercent: ratePercent,
              comparisonRatePercent: stated,
              establishmentFeesCents: establishmentFeeCents,
            }),
            taurus,
            40_000,
            { establishmentFeeCents: 0, monthlyFeeCents },
          );
          const fromFees = referenceComparisonRate(ratePercent, {
            establishmentFeeCents,
            monthlyFeeCents,
          });
          expect(offer.comparisonRatePercent).toBeGreaterThanOrEqual(stated);
          expect(offer.comparisonRatePercent).toBeGreaterThanOrEqual(
            Math.round(fromFees * 100) / 100 - 0.005,
          );
          expect(offer.comparisonRatePercent).toBeCloseTo(Math.max(stated, fromFees), 1);
          expect(getComparisonRateFor(offer.ratePercent, offer, offer.unstatedCostPercent)).toBe(
            offer.comparisonRatePercent,
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
