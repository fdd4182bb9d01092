import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getVehicleCalculatorSetup } from './calculator-inputs.ts';
import { estimateFinance, getEstimateLoan } from './estimate.ts';
import { financeConfigSchema } from './finance-config.ts';
import { quoteFinance } from './quote.ts';
import {
  calculateExactRepaymentCents,
  type Frequency,
  frequencies,
  getPeriodCount,
  type LoanInput,
  roundRepaymentCents,
} from './repayment.ts';

const loan = (overrides: Partial<LoanInput>): LoanInput => ({
  priceCents: 3_000_000,
  depositCents: 0,
  establishmentFeesCents: 0,
  balloonCents: 0,
  ratePercent: 8,
  termYears: 5,
  frequency: 'month',
  ...overrides,
});

describe('calculateExactRepaymentCents: worked examples', () => {
  it('matches published calculators', () => {
    // $30,000 at 8% p.a. over 5 years, monthly: $608.29 (e.g. MoneySmart's car loan calculator).
    expect(calculateExactRepaymentCents(loan({})) / 100).toBeCloseTo(608.29, 2);
    // Same loan weekly: $140.08; fortnightly: $280.34.
    expect(calculateExactRepaymentCents(loan({ frequency: 'week' })) / 100).toBeCloseTo(140.08, 2);
    expect(calculateExactRepaymentCents(loan({ frequency: 'fortnight' })) / 100).toBeCloseTo(
      280.34,
      2,
    );
    // $40,000 at 7% over 5 years with a 30% ($12,000) balloon: $624.43 a month.
    expect(
      calculateExactRepaymentCents(
        loan({ priceCents: 4_000_000, ratePercent: 7, balloonCents: 1_200_000 }),
      ) / 100,
    ).toBeCloseTo(624.43, 2);
  });
  it('takes deposit off and establishment fees on the amount financed', () => {
    const plain = calculateExactRepaymentCents(loan({ priceCents: 2_800_000 }));
    expect(
      calculateExactRepaymentCents(
        loan({ depositCents: 500_000, establishmentFeesCents: 300_000 }),
      ),
    ).toBeCloseTo(plain, 6);
  });
  it('divides evenly at zero interest', () => {
    expect(
      calculateExactRepaymentCents(loan({ priceCents: 2_500_000, ratePercent: 0, termYears: 3 })) /
        100,
    ).toBeCloseTo(694.44, 2);
  });
});

describe('rounding rules', () => {
  it('rounds to the nearest dollar, or up', () => {
    expect(roundRepaymentCents(60_829, 'nearest', 60, 3_000_000, 0)).toBe(60_800);
    expect(roundRepaymentCents(60_829, 'up', 60, 3_000_000, 0)).toBe(60_900);
    expect(roundRepaymentCents(60_800, 'up', 60, 3_000_000, 0)).toBe(60_800);
  });
  it('rounds down unless the repayments would then total less than the amount financed', () => {
    expect(roundRepaymentCents(60_829, 'floor-unless-short', 60, 3_000_000, 0)).toBe(60_800);
    // 0 % loan of $1,000 over 3 payments: $333 × 3 = $999 falls short, so $334.
    expect(roundRepaymentCents(33_333, 'floor-unless-short', 3, 100_000, 0)).toBe(33_400);
  });
});

describe('quoteFinance', () => {
  it("totals periods × repayment plus other fees, and flags 'Enquire for Finance' at $25 or less", () => {
    const quote = quoteFinance(loan({}), { rounding: 'nearest', otherFeesCents: 48_000 });
    expect(quote).toMatchObject({
      kind: 'repayment',
      repaymentCents: 60_800,
      periods: 60,
      totalRepaymentsCents: 60 * 60_800 + 48_000,
    });
    // $1,000 over 5 years is $20 a month: too little to advertise.
    expect(quoteFinance(loan({ priceCents: 100_000 }), { rounding: 'nearest' })).toEqual({
      kind: 'enquire',
    });
    expect(
      quoteFinance(loan({ priceCents: 5_000, frequency: 'week' }), { rounding: 'up' }),
    ).toEqual({ kind: 'enquire' });
  });
  it("uses the lender's own repayment when the inputs match its defaults within 0.1", () => {
    const lender = {
      financeProvider: 'Taurus',
      interestRatePercent: 8,
      comparisonRatePercent: 8.9,
      paymentWeekCents: 14_500,
      paymentMonthCents: 62_800,
      termMonths: 60,
      depositCents: 0,
      balloonCents: 0,
      establishmentFeesCents: 0,
      totalPayableCents: null,
      disclaimer: null,
    };
    expect(
      quoteFinance(loan({ ratePercent: 8.05 }), { rounding: 'nearest', lender }),
    ).toMatchObject({ repaymentCents: 62_800, fromLender: true });
    // 8.2 % is more than 0.1 from the lender's 8 %: our own sum, $611.10 → $611.
    expect(quoteFinance(loan({ ratePercent: 8.2 }), { rounding: 'nearest', lender })).toMatchObject(
      { repaymentCents: 61_100, fromLender: false },
    );
    expect(
      quoteFinance(loan({ frequency: 'week' }), { rounding: 'nearest', lender }),
    ).toMatchObject({ repaymentCents: 14_500 });
  });
});

const loanArbitrary = fc
  .record({
    priceCents: fc.integer({ min: 100_000, max: 25_000_000 }),
    depositCents: fc.integer({ min: 0, max: 5_000_000 }),
    establishmentFeesCents: fc.integer({ min: 0, max: 200_000 }),
    balloonPercent: fc.integer({ min: 0, max: 40 }),
    ratePercent: fc.double({ min: 0, max: 20, noNaN: true }),
    termYears: fc.constantFrom(1, 1.5, 2, 3, 4, 5, 6, 7),
    frequency: fc.constantFrom<Frequency>('week', 'fortnight', 'month'),
  })
  .map(({ balloonPercent, ...rest }) => {
    const financed = Math.max(0, rest.priceCents - rest.depositCents + rest.establishmentFeesCents);
    return { ...rest, balloonCents: Math.floor((financed * balloonPercent) / 100) };
  });

describe('properties against an independent check', () => {
  it('paying the exact repayment every period leaves exactly the balloon owing', () => {
    fc.assert(
      fc.property(loanArbitrary, (input) => {
        const payment = calculateExactRepaymentCents(input);
        const r = input.ratePercent / 100 / frequencies[input.frequency];
        let balance = Math.max(
          0,
          input.priceCents - input.depositCents + input.establishmentFeesCents,
        );
        for (let period = 0; period < getPeriodCount(input); period++)
          balance = balance * (1 + r) - payment;
        expect(Math.abs(balance - input.balloonCents)).toBeLessThan(
          1e-4 * Math.max(1, balance, input.priceCents),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('costs more at a higher rate and less with a bigger deposit or a longer term', () => {
    fc.assert(
      fc.property(loanArbitrary, (input) => {
        const base = calculateExactRepaymentCents(input);
        expect(
          calculateExactRepaymentCents({ ...input, ratePercent: input.ratePercent + 1 }),
        ).toBeGreaterThanOrEqual(base - 1e-9);
        expect(
          calculateExactRepaymentCents({ ...input, depositCents: input.depositCents + 100_000 }),
        ).toBeLessThanOrEqual(base + 1e-9);
        expect(
          calculateExactRepaymentCents({ ...input, termYears: input.termYears + 1 }),
        ).toBeLessThanOrEqual(base + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds to whole dollars within a dollar of the exact repayment, with no drift', () => {
    fc.assert(
      fc.property(
        loanArbitrary,
        fc.constantFrom('nearest', 'up', 'floor-unless-short' as const),
        (input, rounding) => {
          const quote = quoteFinance(input, { rounding });
          if (quote.kind === 'enquire') return;
          expect(quote.repaymentCents % 100).toBe(0);
          expect(
            Math.abs(quote.repaymentCents - calculateExactRepaymentCents(input)),
          ).toBeLessThanOrEqual(100);
          expect(Number.isInteger(quote.totalRepaymentsCents)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * The reference annuity, found without the closed form: the payment that, paid every period,
 * leaves exactly the balloon owing (bisection on the payment over a simulated balance).
 */
function referenceRepaymentCents(input: LoanInput): number {
  const principal = Math.max(
    0,
    input.priceCents - input.depositCents + input.establishmentFeesCents,
  );
  const r = input.ratePercent / 100 / frequencies[input.frequency];
  const n = getPeriodCount(input);
  const owing = (payment: number) => {
    let balance = principal;
    for (let period = 0; period < n; period++) balance = balance * (1 + r) - payment;
    return balance;
  };
  let low = 0;
  let high = principal + 1;
  for (let step = 0; step < 100; step++) {
    const middle = (low + high) / 2;
    if (owing(middle) > input.balloonCents) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

describe('issue 25 §2: the figures a vehicle page shows, against the reference annuity', () => {
  const config = financeConfigSchema.parse({});
  const taurus = config.providers.find((rule) => rule.id === 'taurus') ?? null;

  it('quotes the loan the box and slider show: the price, capped at the slider maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 300_000 }),
        fc.boolean(),
        fc.constantFrom<Frequency>('week', 'fortnight', 'month'),
        (price, upTo105, frequency) => {
          const site = { ...config, loanUpTo105Percent: upTo105 };
          const { initial, bounds } = getVehicleCalculatorSetup(price, site, taurus, null);
          const expectedAmount = Math.min(
            price,
            upTo105 && price > 100_000 ? Math.round(price * 1.05) : 100_000,
          );
          expect(initial.amount).toBe(expectedAmount);
          expect(initial.amount).toBeLessThanOrEqual(bounds.amount.max);
          const loan: LoanInput = {
            priceCents: initial.amount * 100,
            depositCents: 0,
            establishmentFeesCents: 130_000,
            balloonCents: 0,
            ratePercent: initial.ratePercent,
            termYears: initial.termYears,
            frequency,
          };
          const quote = quoteFinance(loan, { rounding: 'nearest' });
          const reference = Math.round(referenceRepaymentCents(loan) / 100) * 100;
          // $25 or less reads 'Enquire for Finance' (spec 2 §5).
          expect(quote.kind).toBe(reference > 2_500 ? 'repayment' : 'enquire');
          if (quote.kind !== 'repayment') return;
          expect(quote.amountFinancedCents).toBe(expectedAmount * 100 + 130_000);
          expect(quote.repaymentCents).toBe(reference);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("uses a lender's own repayment only for the price it was advertised for", () => {
    const lender = {
      financeProvider: 'Angle',
      interestRatePercent: 9.49,
      comparisonRatePercent: 9.89,
      paymentWeekCents: 50_027,
      paymentMonthCents: null,
      termMonths: 60,
      depositCents: 1_149_900,
      balloonCents: 0,
      establishmentFeesCents: 0,
      totalPayableCents: null,
      disclaimer: null,
    };
    const input = (priceCents: number): LoanInput => ({
      priceCents,
      depositCents: 1_149_900,
      establishmentFeesCents: 0,
      balloonCents: 0,
      ratePercent: 9.49,
      termYears: 5,
      frequency: 'week',
    });
    const options = { rounding: 'up' as const, lender, lenderPriceCents: 11_499_000 };
    expect(quoteFinance(input(11_499_000), options)).toMatchObject({
      repaymentCents: 50_027,
      fromLender: true,
    });
    // Capped at $100,000, the loan is not the lender's: the repayment is the reference annuity's.
    const capped = quoteFinance(input(10_000_000), options);
    expect(capped).toMatchObject({ fromLender: false });
    expect(capped.kind === 'repayment' ? capped.repaymentCents : null).toBe(
      Math.ceil(referenceRepaymentCents(input(10_000_000)) / 100) * 100,
    );
  });

  it("repays the estimate's figure when the calculator has the estimate's basis", () => {
    const settings = config.estimate;
    fc.assert(
      fc.property(fc.integer({ min: 201, max: 250_000 }), (price) => {
        const estimate = estimateFinance({ price, status: 'in_stock', reserved: false }, settings);
        const loan = getEstimateLoan(price, settings);
        // Spec 2 §9: 10 % deposit, 30 % of the rest as a final payment, 5 years, weekly.
        expect(loan.depositCents).toBe(Math.round(price * 10));
        expect(loan.balloonCents).toBe(Math.round((price * 100 - loan.depositCents) * 0.3));
        const reference = Math.round(referenceRepaymentCents(loan) / 100);
        expect(estimate?.weeklyDollars ?? null).toBe(reference > 25 ? reference : null);
      }),
      { numRuns: 200 },
    );
  });
});
