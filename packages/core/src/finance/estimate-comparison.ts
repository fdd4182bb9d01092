import { formatPrice } from '../format/price.ts';
import { formatPercent } from './advertised-rate.ts';
import type { CalculatorValues } from './calculator-inputs.ts';
import { getEstimateLoan } from './estimate.ts';
import type { FinanceConfig } from './finance-config.ts';
import type { LoanFees } from './lender-offer.ts';
import { frequencyLabels } from './repayment.ts';

/** The '$/wk' estimate a page shows beside its calculator, and what it was worked out from. */
export interface EstimateReference {
  weeklyDollars: number;
  priceDollars: number;
  comparisonRatePercent: number;
  settings: FinanceConfig['estimate'];
}

/**
 * Reconciles the calculator with the estimate shown on the same page (spec 2 §9): the
 * estimate's basis in dollars, then each figure the calculator uses differently, e.g. 'The
 * $296/wk estimate is for the $57,990 price over 5 years with a $5,799 (10%) deposit and a
 * $15,657 (30%) final payment at 8.99% p.a. (8.99% p.a. comparison rate), with no fees. This
 * calculator differs: 10% p.a. (10.32% p.a. comparison rate), no deposit, no final payment,
 * establishment fees added to the loan.' `values` are the calculator's, within its bounds.
 */
export function describeEstimateDifferences(
  estimate: EstimateReference,
  values: CalculatorValues,
  calculator: LoanFees & { comparisonRatePercent: number },
): string {
  const { settings } = estimate;
  const loan = getEstimateLoan(estimate.priceDollars, settings);
  const deposit = loan.depositCents / 100;
  const balloon = loan.balloonCents / 100;
  const rate = (ratePercent: number, comparison: number) =>
    `${formatPercent(ratePercent)} p.a. (${formatPercent(comparison)} p.a. comparison rate)`;
  const years = (term: number) => `${term} ${term === 1 ? 'year' : 'years'}`;
  const finalPayment =
    balloon > 0
      ? ` and a ${formatPrice(balloon)} (${settings.balloonPercent}%) final payment`
      : ' and no final payment';
  const basis = `The ${formatPrice(estimate.weeklyDollars)}/wk estimate is for the ${formatPrice(estimate.priceDollars)} price over ${years(settings.termYears)} with a ${formatPrice(deposit)} (${settings.depositPercent}%) deposit${finalPayment} at ${rate(settings.ratePercent, estimate.comparisonRatePercent)}, with no fees.`;

  const differs = (a: number, b: number) => Math.abs(a - b) >= 1;
  const differences = [
    differs(values.amount, estimate.priceDollars)
      ? `a ${formatPrice(values.amount)} loan amount`
      : null,
    values.termYears !== settings.termYears ? years(values.termYears) : null,
    Math.abs(values.ratePercent - settings.ratePercent) > 0.001
      ? rate(values.ratePercent, calculator.comparisonRatePercent)
      : null,
    differs(values.deposit, deposit)
      ? values.deposit > 0
        ? `a ${formatPrice(values.deposit)} deposit`
        : 'no deposit'
      : null,
    differs(values.residual, balloon)
      ? values.residual > 0
        ? `a ${formatPrice(values.residual)} final payment`
        : 'no final payment'
      : null,
    calculator.establishmentFeeCents > 0 ? 'establishment fees added to the loan' : null,
    calculator.monthlyFeeCents > 0 ? 'monthly account fees' : null,
    values.frequency !== 'week'
      ? `${frequencyLabels[values.frequency].toLowerCase()} repayments`
      : null,
  ].filter((difference): difference is string => difference !== null);
  return differences.length > 0
    ? `${basis} This calculator differs: ${differences.join(', ')}.`
    : `${basis} This calculator uses the same figures.`;
}
