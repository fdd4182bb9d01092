import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRatesWithoutComparison } from '../finance/advertised-rate.ts';
import { financeConfigSchema } from '../finance/finance-config.ts';
import {
  calculateExactRepaymentCents,
  MIN_ADVERTISED_REPAYMENT_CENTS,
} from '../finance/repayment.ts';
import {
  describeJourneyFinance,
  describeJourneyForDealer,
  describeJourneyHandover,
  quoteJourneyFinance,
} from './journey-quote.ts';

const settings = financeConfigSchema.parse({}).estimate;
const now = new Date('2026-11-26T00:00:00Z');
const finance = (deposit: string, term = '5', credit = 'GOOD') => ({
  payment: 'finance',
  finance_deposit: deposit,
  finance_term: term,
  finance_credit: credit,
});

describe('pricing the finance answer', () => {
  it('is cash unless the shopper chose finance with a known credit history', () => {
    expect(quoteJourneyFinance({ payment: 'cash' }, 30_000, 2024, settings, now)).toEqual({
      kind: 'cash',
    });
    expect(quoteJourneyFinance(undefined, 30_000, 2024, settings, now)).toEqual({ kind: 'cash' });
    expect(
      quoteJourneyFinance(
        { ...finance('0'), finance_credit: 'toString' },
        30_000,
        2024,
        settings,
        now,
      ),
    ).toEqual({ kind: 'cash' });
  });

  it('lends what is left after the deposit, at the sample rate plus the credit and age margins', () => {
    const quote = quoteJourneyFinance(finance('5000', '4', 'FAIR'), 35_000, 2018, settings, now);
    expect(quote).toMatchObject({
      kind: 'finance',
      amountFinancedDollars: 30_000,
      termYears: 4,
      // 8.99 + 2.5 (fair credit) + 0.75 (eight years old: three past five at 0.25)
      ratePercent: 12.24,
    });
  });

  it('repays the amount financed: the weekly repayment is the annuity formula’s, rounded to the dollar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 200_000 }),
        fc.integer({ min: 0, max: 4_000 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('GREAT', 'GOOD', 'FAIR', 'POOR'),
        (price, deposit, term, credit) => {
          const quote = quoteJourneyFinance(
            finance(String(deposit), String(term), credit),
            price,
            2025,
            settings,
            now,
          );
          if (quote.kind !== 'finance') throw new Error('expected finance');
          expect(quote.amountFinancedDollars).toBe(price - deposit);
          const exact = calculateExactRepaymentCents({
            priceCents: price * 100,
            depositCents: deposit * 100,
            establishmentFeesCents: 0,
            balloonCents: 0,
            ratePercent: quote.ratePercent,
            termYears: term,
            frequency: 'week',
          });
          // Loans repaid under $25 a week are not quoted (spec 2 §9's 'Enquire for Finance').
          if (exact <= MIN_ADVERTISED_REPAYMENT_CENTS - 50) expect(quote.weeklyDollars).toBeNull();
          else if (quote.weeklyDollars !== null)
            expect(Math.abs(quote.weeklyDollars * 100 - exact)).toBeLessThanOrEqual(50);
          else expect(exact).toBeLessThanOrEqual(MIN_ADVERTISED_REPAYMENT_CENTS + 50);
          expect(quote.comparisonRatePercent).toBeGreaterThanOrEqual(quote.ratePercent);
        },
      ),
    );
  });

  it('never lends a negative amount', () => {
    const quote = quoteJourneyFinance(finance('90000'), 30_000, 2024, settings, now);
    expect(quote).toMatchObject({
      kind: 'finance',
      depositDollars: 30_000,
      amountFinancedDollars: 0,
      weeklyDollars: null,
    });
  });
});

describe('the journey in words', () => {
  it('never shows a rate without its comparison rate', () => {
    const quote = quoteJourneyFinance(finance('2000'), 30_000, 2024, settings, now);
    const text = describeJourneyFinance(quote);
    expect(text).toMatch(
      /^Finance: \$28,000 over 5 years after a \$2,000 deposit, about \$\d+ a week at 9\.99% p\.a\. \(\d+(\.\d+)?% p\.a\. comparison rate\)/,
    );
    expect(findRatesWithoutComparison(text)).toEqual([]);
  });

  it('tells the dealer the trade-in, finance, handover and total', () => {
    const lines = describeJourneyForDealer({
      carPriceDollars: 30_000,
      totalDollars: 30_450,
      finance: { kind: 'cash' },
      handover: { kind: 'delivery', postcode: '4000', priceDollars: 450, placeName: 'Brisbane' },
      tradeIn: {
        rego: 'ABC123',
        regoState: 'QLD',
        year: 2016,
        make: 'Toyota',
        model: 'Corolla',
        badge: null,
        km: 98_000,
        adjustmentAnswers: {},
        underFinance: false,
        preferredContactMethod: 'Phone',
        valuation: {
          kind: 'offer',
          lowDollars: 9_000,
          highDollars: 10_500,
          basis: '',
          comparableCount: 12,
          conditionAdjustmentPercent: 0,
          reconditioningMarginPercent: 10,
        },
      },
    });
    expect(lines).toEqual([
      'Online purchase journey:',
      'Trade-in: 2016 Toyota Corolla, 98,000 km; offer $9,000 to $10,500, subject to inspection',
      'Cash, or finance the shopper arranges',
      'Delivery to Brisbane 4000: $450',
      'Car and delivery: $30,450',
    ]);
    expect(describeJourneyHandover({ kind: 'pickup', locationName: 'Harbour Ford' })).toBe(
      'Pickup from Harbour Ford',
    );
  });
});
