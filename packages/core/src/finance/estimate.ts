import { type Car, isInStock } from '../car/car.ts';
import type { AdvertisedRate } from './advertised-rate.ts';
import { calculateComparisonRatePercent } from './comparison-rate.ts';
import { describeEstimateTerms } from './estimate-basis.ts';
import type { FinanceConfig } from './finance-config.ts';
import { quoteFinance } from './quote.ts';
import type { QuoteAnswer } from './quote-answer.ts';
import type { LoanInput } from './repayment.ts';

/** Weeks in a month for showing a weekly estimate monthly (spec 2 §9). */
export const WEEKS_PER_MONTH = 4.33;

/** Estimates are shown only for cars above $200, in stock, not sold, not reserved (spec 2 §4/§5). */
export function isEstimateEligible(car: Pick<Car, 'price' | 'status' | 'reserved'>): boolean {
  return car.price > 200 && isInStock(car) && !car.reserved;
}

export interface FinanceEstimate extends AdvertisedRate {
  /** Whole dollars a week. */
  weeklyDollars: number;
  /** Whole dollars a month: weekly × 4.33. */
  monthlyDollars: number;
  /** Its basis, said next to it: 'over 5 years, 10% deposit, 30% final payment'. */
  basis: string;
}

/**
 * The loan an estimate is for (spec 2 §9): the price, a deposit of depositPercent of it, and a
 * final payment of balloonPercent of the rest, over termYears at the sample rate, weekly.
 */
export function getEstimateLoan(
  priceDollars: number,
  settings: FinanceConfig['estimate'],
): LoanInput {
  const priceCents = priceDollars * 100;
  const depositCents = Math.round((priceCents * settings.depositPercent) / 100);
  return {
    priceCents,
    depositCents,
    establishmentFeesCents: 0,
    balloonCents: Math.round(((priceCents - depositCents) * settings.balloonPercent) / 100),
    ratePercent: settings.ratePercent,
    termYears: settings.termYears,
    frequency: 'week',
  };
}

/**
 * The '$/wk at {rate}% p.a.' estimate (spec 2 §9): 5 years, 10 % deposit, 30 % final payment,
 * the site's sample rate; null when not eligible or not worth advertising.
 */
export function estimateFinance(
  car: Pick<Car, 'price' | 'status' | 'reserved'>,
  settings: FinanceConfig['estimate'],
): FinanceEstimate | null {
  if (!settings.enabled || !isEstimateEligible(car)) return null;
  const quote = quoteFinance(getEstimateLoan(car.price, settings), { rounding: 'nearest' });
  if (quote.kind !== 'repayment' || quote.repaymentCents <= 0) return null;
  const weeklyDollars = quote.repaymentCents / 100;
  return {
    weeklyDollars,
    monthlyDollars: Math.round(weeklyDollars * WEEKS_PER_MONTH),
    ratePercent: settings.ratePercent,
    comparisonRatePercent: calculateComparisonRatePercent({
      ratePercent: settings.ratePercent,
      establishmentFeeCents: 0,
      monthlyFeeCents: 0,
    }),
    basis: describeEstimateTerms(settings),
  };
}

/** The youx-style quote request (spec 2 §7) answered locally. */
export interface QuoteRequest {
  selfAssessedCreditScore: 'GREAT' | 'GOOD' | 'FAIR' | 'POOR';
  purchasePrice: number;
  loanTerm: number;
  year: number;
  vin?: string | null;
  nvic?: string | null;
}

/** Sample rate margin by self-assessed credit: better credit, better rate. */
const creditMarginPercent = { GREAT: 0, GOOD: 1, FAIR: 2.5, POOR: 5 } as const;

/**
 * The rate a quote offers: the site's sample rate plus a margin for weaker credit, and a
 * quarter of a point a year for cars past five years old (older cars cost more to finance).
 */
export function getQuoteRatePercent(
  credit: QuoteRequest['selfAssessedCreditScore'],
  carYear: number,
  baseRatePercent: number,
  now: Date,
): number {
  const age = Math.max(0, now.getUTCFullYear() - carYear);
  return Number(
    (baseRatePercent + creditMarginPercent[credit] + Math.max(0, age - 5) * 0.25).toFixed(2),
  );
}

export function answerQuoteRequest(
  request: QuoteRequest,
  settings: FinanceConfig['estimate'],
  now: Date,
): QuoteAnswer | null {
  const ratePercent = getQuoteRatePercent(
    request.selfAssessedCreditScore,
    request.year,
    settings.ratePercent,
    now,
  );
  const estimate = estimateFinance(
    { price: Math.round(request.purchasePrice), status: 'in_stock', reserved: false },
    { ...settings, enabled: true, ratePercent, termYears: request.loanTerm },
  );
  if (!estimate) return null;
  return {
    weeklyRepaymentAmount: estimate.weeklyDollars,
    advertisedRate: estimate.ratePercent,
    comparisonRate: estimate.comparisonRatePercent,
  };
}
