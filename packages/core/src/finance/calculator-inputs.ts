import type { FinanceLender } from '../car/car.ts';
import { formatPrice } from '../format/price.ts';
import type { FinanceConfig } from './finance-config.ts';
import type { ProviderRule } from './providers.ts';
import type { Frequency } from './repayment.ts';

export interface Bounds {
  min: number;
  max: number;
  step: number;
}

/** Calculator inputs in dollars, years and percent (spec 2 §3 Calculator inputs). */
export interface CalculatorValues {
  amount: number;
  termYears: number;
  ratePercent: number;
  deposit: number;
  residual: number;
  frequency: Frequency;
}

/** The slider and box limits of the full calculator panel (spec 2 §5 Finance calculator inputs). */
export function getCalculatorBounds(
  config: FinanceConfig,
  rule: ProviderRule | null,
): Record<'amount' | 'termYears' | 'ratePercent' | 'deposit' | 'residual', Bounds> {
  const [rateMin, rateMax] = rule?.interestRange ?? [0.5, 15];
  return {
    amount: { min: rule?.loanMin ?? 1000, max: config.purchasePriceMax, step: 500 },
    termYears: { min: 1, max: config.maxTermYears, step: 0.5 },
    ratePercent: { min: rateMin, max: rateMax, step: 0.5 },
    deposit: { min: 0, max: config.purchasePriceMax, step: 0.5 },
    residual: { min: 0, max: config.purchasePriceMax, step: 0.5 },
  };
}

/** The vehicle-page loan slider: min 1,000 (5,000 for some providers), max 100,000 or 105 % of a dearer car, step 500. */
export function getLoanSliderBounds(
  price: number,
  config: FinanceConfig,
  rule: ProviderRule | null,
): Bounds {
  const max =
    config.loanUpTo105Percent && price > config.loanAmountMax
      ? Math.round(price * 1.05)
      : config.loanAmountMax;
  return { min: rule?.loanMin ?? 1000, max, step: 500 };
}

/** The vehicle-page loan amount a price starts at: the price, within the slider's bounds. */
export function capLoanAmount(priceDollars: number, bounds: Pick<Bounds, 'min' | 'max'>): number {
  return clampInput(priceDollars, bounds);
}

/**
 * Said beside the vehicle-page loan amount when the slider's maximum caps it (spec 2 §5): an
 * amount typed above it, or a dearer car's loan at it, e.g. 'Loans here go up to $100,000, less
 * than this vehicle's $114,990 price: the repayment is for $100,000.' Null otherwise.
 */
export function describeLoanCap(
  requestedDollars: number,
  bounds: Pick<Bounds, 'max'>,
  priceDollars: number,
): string | null {
  const capped =
    requestedDollars > bounds.max || (requestedDollars === bounds.max && priceDollars > bounds.max);
  if (!capped) return null;
  const max = formatPrice(bounds.max);
  const price =
    priceDollars > bounds.max
      ? `, less than this vehicle's ${formatPrice(priceDollars)} price`
      : '';
  return `Loans here go up to ${max}${price}: the repayment is for ${max}.`;
}

/** The purchase-price warning at or beyond a bound, e.g. 'Cannot be less than $5,000 or more than $250,000'. */
export function getPurchasePriceWarning(
  value: number,
  bounds: Pick<Bounds, 'min' | 'max'>,
): string | null {
  if (value > bounds.min && value < bounds.max) return null;
  return `Cannot be less than ${formatPrice(bounds.min)} or more than ${formatPrice(bounds.max)}`;
}

/** Zero, negative or unreadable purchase prices are stored as 0 (spec 2 §5). */
export function storePurchasePrice(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Term, interest, deposit and residual: above the maximum becomes the maximum; at or below the minimum, the minimum. */
export function clampInput(value: number, bounds: Pick<Bounds, 'min' | 'max'>): number {
  if (!Number.isFinite(value) || value <= bounds.min) return bounds.min;
  return Math.min(value, bounds.max);
}

/** The value moved to the nearest step counted from the minimum, within the bounds. */
export function snapToStep(value: number, bounds: Bounds): number {
  const clamped = clampInput(value, bounds);
  const steps = Math.round((clamped - bounds.min) / bounds.step);
  return Math.min(bounds.max, roundToStepPrecision(bounds.min + steps * bounds.step, bounds.step));
}

/**
 * The message for a value between steps, naming the two it falls between:
 * 'Loan term goes in steps of 0.5 years: choose 3 or 3.5'. Null on a step or outside the bounds
 * (those are clamped instead).
 */
export function getStepWarning(
  value: number,
  bounds: Bounds,
  label: string,
  unit: string,
): string | null {
  if (!Number.isFinite(value) || value <= bounds.min || value >= bounds.max) return null;
  if (isOnStep(value, bounds)) return null;
  const steps = (value - bounds.min) / bounds.step;
  const below = roundToStepPrecision(bounds.min + Math.floor(steps) * bounds.step, bounds.step);
  const above = Math.min(bounds.max, roundToStepPrecision(below + bounds.step, bounds.step));
  return `${label} goes in steps of ${bounds.step} ${unit}: choose ${below} or ${above}`;
}

/** Whether a value is one of the bounds' steps counted from the minimum (9.5 is, 9.49 is not). */
export function isOnStep(value: number, bounds: Bounds): boolean {
  const steps = (value - bounds.min) / bounds.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Drops floating-point noise (1 + 5 × 0.1 = 1.5000000000000002) at the step's decimals. */
function roundToStepPrecision(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

/**
 * Starting values (spec 2 §9): the car's price (or the configured amount when it has none),
 * the lender's term and rate when it advertises one, else the provider's and the site's.
 */
export function getDefaultCalculatorValues(
  price: number,
  config: FinanceConfig,
  rule: ProviderRule | null,
  lender: FinanceLender | null,
): CalculatorValues {
  return {
    amount: price > 0 ? price : config.defaultLoanAmount,
    termYears: lender?.termMonths
      ? lender.termMonths / 12
      : (rule?.defaultTermYears ?? config.defaultTermYears),
    ratePercent: lender?.interestRatePercent ?? config.defaultInterestPercent,
    deposit: lender?.depositCents ? lender.depositCents / 100 : 0,
    residual: lender?.balloonCents ? lender.balloonCents / 100 : 0,
    frequency: config.monthlyOnly ? 'month' : 'week',
  };
}

/**
 * The vehicle page's calculator (spec 2 §5, §9): the car-page loan slider's bounds, and starting
 * values whose loan amount is the car's price within them — a dearer car starts at the maximum,
 * so the box, the slider and the repayment are for one figure.
 */
export function getVehicleCalculatorSetup(
  priceDollars: number,
  config: FinanceConfig,
  rule: ProviderRule | null,
  lender: FinanceLender | null,
): {
  bounds: Record<'amount' | 'termYears' | 'ratePercent' | 'deposit' | 'residual', Bounds>;
  initial: CalculatorValues;
} {
  const amount = getLoanSliderBounds(priceDollars, config, rule);
  const start = getDefaultCalculatorValues(priceDollars, config, rule, lender);
  return {
    bounds: { ...getCalculatorBounds(config, rule), amount },
    initial: { ...start, amount: capLoanAmount(start.amount, amount) },
  };
}
