import type { FinanceLender } from '../car/car.ts';
import {
  calculateExactRepaymentCents,
  frequencies,
  getAmountFinancedCents,
  getPeriodCount,
  type LoanInput,
  MIN_ADVERTISED_REPAYMENT_CENTS,
  type RoundingRule,
  roundRepaymentCents,
} from './repayment.ts';

export type FinanceQuote =
  | {
      kind: 'repayment';
      /** Whole dollars, in cents. */
      repaymentCents: number;
      amountFinancedCents: number;
      periods: number;
      /** periods × repayment + other fees (spec 2 §9), cents; the balloon is shown on its own. */
      totalRepaymentsCents: number;
      balloonCents: number;
      /** True when the lender's own advertised repayment was used. */
      fromLender: boolean;
    }
  | { kind: 'enquire' };

export interface QuoteOptions {
  rounding: RoundingRule;
  /** Fees paid outside the loan over its life (e.g. account-keeping), cents. */
  otherFeesCents?: number;
  /** A lender's advertised offer for this car: its repayment wins when the inputs match its own. */
  lender?: FinanceLender | null;
  /** The price the lender's repayments are for, cents: another amount is never the lender's. */
  lenderPriceCents?: number;
}

/**
 * Spec 2 §9: the lender's repayment is used when the inputs are the lender's own, within 0.1 —
 * its rate, term, deposit and balloon, and the price its repayments are for.
 */
function lenderRepaymentCents(input: LoanInput, options: QuoteOptions): number | null {
  const { lender, lenderPriceCents } = options;
  if (!lender || lender.interestRatePercent === null) return null;
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.1;
  const termYears = lender.termMonths !== null ? lender.termMonths / 12 : null;
  const matches =
    (lenderPriceCents === undefined || near(input.priceCents / 100, lenderPriceCents / 100)) &&
    near(input.ratePercent, lender.interestRatePercent) &&
    (termYears === null || near(input.termYears, termYears)) &&
    (lender.depositCents === null || near(input.depositCents / 100, lender.depositCents / 100)) &&
    (lender.balloonCents === null || near(input.balloonCents / 100, lender.balloonCents / 100));
  if (!matches) return null;
  if (input.frequency === 'week') return lender.paymentWeekCents;
  if (input.frequency === 'month') return lender.paymentMonthCents;
  return null;
}

/** The repayment a shopper sees for a loan, or 'Enquire for Finance'. */
export function quoteFinance(input: LoanInput, options: QuoteOptions): FinanceQuote {
  const periods = getPeriodCount(input);
  const financed = getAmountFinancedCents(input);
  const supplied = lenderRepaymentCents(input, options);
  const repaymentCents =
    supplied ??
    roundRepaymentCents(
      calculateExactRepaymentCents(input),
      options.rounding,
      periods,
      financed,
      input.balloonCents,
    );
  if (repaymentCents <= MIN_ADVERTISED_REPAYMENT_CENTS || periods <= 0) return { kind: 'enquire' };
  return {
    kind: 'repayment',
    repaymentCents,
    amountFinancedCents: financed,
    periods,
    totalRepaymentsCents: periods * repaymentCents + (options.otherFeesCents ?? 0),
    balloonCents: input.balloonCents,
    fromLender: supplied !== null,
  };
}

export { frequencies };
