/** Repayment frequencies and their periods per year (spec 2 §3/§9). */
export const frequencies = { week: 52, fortnight: 26, month: 12 } as const;
export type Frequency = keyof typeof frequencies;
export const frequencyLabels: Record<Frequency, string> = {
  week: 'Weekly',
  fortnight: 'Fortnightly',
  month: 'Monthly',
};
export const frequencySuffixes: Record<Frequency, string> = {
  week: 'wk',
  fortnight: 'fn',
  month: 'mo',
};

/**
 * Whole dollars: to the nearest dollar, always up, or (for one lender) down unless rounding
 * down would make the repayments total less than the amount financed, then up (spec 2 §9
 * "ceil or floor by comparison with price"; our reading, documented in docs/finance.md).
 */
export type RoundingRule = 'nearest' | 'up' | 'floor-unless-short';

export interface LoanInput {
  /** Vehicle price, whole cents. */
  priceCents: number;
  /** Deposit or trade-in, whole cents. */
  depositCents: number;
  /** Establishment fees added to the amount financed, whole cents. */
  establishmentFeesCents: number;
  /** Balloon (residual) due with the last repayment, whole cents. */
  balloonCents: number;
  /** Nominal annual interest rate, percent. */
  ratePercent: number;
  termYears: number;
  frequency: Frequency;
}

/** Amount financed: price − deposit + establishment fees, in cents (never below zero). */
export function getAmountFinancedCents(
  input: Pick<LoanInput, 'priceCents' | 'depositCents' | 'establishmentFeesCents'>,
): number {
  return Math.max(0, input.priceCents - input.depositCents + input.establishmentFeesCents);
}

export function getPeriodCount(input: Pick<LoanInput, 'termYears' | 'frequency'>): number {
  return Math.round(frequencies[input.frequency] * input.termYears);
}

/**
 * The exact (unrounded) repayment in cents: a standard amortising loan whose balloon is paid
 * with the last repayment, so the balloon's present value is taken off the amount financed:
 * PMT = (P − B·(1+r)^−n) · r / (1 − (1+r)^−n), with r the rate per period; (P − B)/n at 0 %.
 */
export function calculateExactRepaymentCents(input: LoanInput): number {
  const principal = getAmountFinancedCents(input);
  const n = getPeriodCount(input);
  if (n <= 0) return 0;
  const r = input.ratePercent / 100 / frequencies[input.frequency];
  // Below about 1e-9 per period the closed form loses all precision; the loan is interest-free.
  if (r < 1e-9) return (principal - input.balloonCents) / n;
  const discount = (1 + r) ** -n;
  return ((principal - input.balloonCents * discount) * r) / (1 - discount);
}

/** Round an exact repayment to whole dollars by a lender's rule; cents in, cents out. */
export function roundRepaymentCents(
  exactCents: number,
  rule: RoundingRule,
  periods: number,
  financedCents: number,
  balloonCents: number,
): number {
  if (rule === 'up') return Math.ceil(exactCents / 100 - 1e-9) * 100;
  if (rule === 'nearest') return Math.round(exactCents / 100) * 100;
  const down = Math.floor(exactCents / 100 + 1e-9) * 100;
  return down * periods + balloonCents < financedCents ? down + 100 : down;
}

/** Repayments of 25 dollars or less read 'Enquire for Finance', with blank totals (spec 2 §5). */
export const MIN_ADVERTISED_REPAYMENT_CENTS = 2_500;
