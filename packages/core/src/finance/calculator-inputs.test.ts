import { describe, expect, it } from 'vitest';
import {
  clampInput,
  describeLoanCap,
  getCalculatorBounds,
  getDefaultCalculatorValues,
  getLoanSliderBounds,
  getPurchasePriceWarning,
  getStepWarning,
  getVehicleCalculatorSetup,
  isOnStep,
  snapToStep,
  storePurchasePrice,
} from './calculator-inputs.ts';
import { financeConfigSchema } from './finance-config.ts';

const config = financeConfigSchema.parse({});
const rule = (id: string) => config.providers.find((candidate) => candidate.id === id) ?? null;

describe('calculator bounds (spec 2 §5)', () => {
  it('starts purchase price at 1,000, or 5,000 for some providers, up to 250,000', () => {
    expect(getCalculatorBounds(config, rule('taurus')).amount).toMatchObject({
      min: 1000,
      max: 250_000,
    });
    expect(getCalculatorBounds(config, rule('360 finance')).amount.min).toBe(5000);
  });
  it('uses each provider’s interest range, 0.5–15 by default, in steps of 0.5', () => {
    expect(getCalculatorBounds(config, null).ratePercent).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(getCalculatorBounds(config, rule('powertorque')).ratePercent).toMatchObject({
      min: 9.95,
      max: 19.95,
    });
    expect(getCalculatorBounds(config, rule('nissan finance')).ratePercent).toMatchObject({
      min: 4,
      max: 20,
    });
  });
  it('limits the term to 1–7 years, or 5 where configured', () => {
    expect(getCalculatorBounds(config, null).termYears).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(getCalculatorBounds({ ...config, maxTermYears: 5 }, null).termYears.max).toBe(5);
  });
  it('runs the vehicle-page loan slider to 100,000, or 105 % of a dearer car where configured', () => {
    expect(getLoanSliderBounds(150_000, config, null)).toEqual({
      min: 1000,
      max: 100_000,
      step: 500,
    });
    expect(getLoanSliderBounds(150_000, { ...config, loanUpTo105Percent: true }, null).max).toBe(
      157_500,
    );
    expect(
      getLoanSliderBounds(50_000, { ...config, loanUpTo105Percent: true }, rule('360 finance')),
    ).toMatchObject({ min: 5000, max: 100_000 });
  });
});

describe('input rules', () => {
  it("warns 'Cannot be less than {min} or more than $250,000' at or beyond a bound", () => {
    const bounds = { min: 5000, max: 250_000 };
    expect(getPurchasePriceWarning(5000, bounds)).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    );
    expect(getPurchasePriceWarning(250_000, bounds)).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    );
    expect(getPurchasePriceWarning(30_000, bounds)).toBeNull();
  });
  it('stores zero or negative prices as 0', () => {
    expect(storePurchasePrice(-5)).toBe(0);
    expect(storePurchasePrice(Number.NaN)).toBe(0);
    expect(storePurchasePrice(12_000)).toBe(12_000);
  });
  it('clamps above the maximum to it, and at or below the minimum to it', () => {
    expect(clampInput(9, { min: 1, max: 7 })).toBe(7);
    expect(clampInput(1, { min: 1, max: 7 })).toBe(1);
    expect(clampInput(-3, { min: 0, max: 250_000 })).toBe(0);
    expect(clampInput(4.5, { min: 1, max: 7 })).toBe(4.5);
  });
});

describe('default values (spec 2 §9)', () => {
  it('uses the price, or 30,000 without one; the lender’s term and rate when it has them', () => {
    expect(getDefaultCalculatorValues(0, config, null, null)).toEqual({
      amount: 30_000,
      termYears: 5,
      ratePercent: 10,
      deposit: 0,
      residual: 0,
      frequency: 'week',
    });
    const lender = {
      financeProvider: 'Taurus',
      interestRatePercent: 9.49,
      comparisonRatePercent: 10.1,
      paymentWeekCents: 15_000,
      paymentMonthCents: null,
      termMonths: 72,
      depositCents: 300_000,
      balloonCents: null,
      establishmentFeesCents: null,
      totalPayableCents: null,
      disclaimer: null,
    };
    expect(
      getDefaultCalculatorValues(42_990, { ...config, monthlyOnly: true }, rule('taurus'), lender),
    ).toEqual({
      amount: 42_990,
      termYears: 6,
      ratePercent: 9.49,
      deposit: 3000,
      residual: 0,
      frequency: 'month',
    });
  });
});

describe('loan term steps (spec 2 §5: 1 to 7 years, step 0.5)', () => {
  const term = getCalculatorBounds(config, null).termYears;
  it('names the two steps a value falls between', () => {
    expect(getStepWarning(3.3, term, 'Loan term', 'years')).toBe(
      'Loan term goes in steps of 0.5 years: choose 3 or 3.5',
    );
    expect(getStepWarning(6.9, term, 'Loan term', 'years')).toBe(
      'Loan term goes in steps of 0.5 years: choose 6.5 or 7',
    );
  });
  it('accepts every step, and leaves values outside the bounds to clamping', () => {
    for (let years = 1; years <= 7; years += 0.5) {
      expect(getStepWarning(years, term, 'Loan term', 'years')).toBeNull();
    }
    expect(getStepWarning(12, term, 'Loan term', 'years')).toBeNull();
    expect(getStepWarning(0.3, term, 'Loan term', 'years')).toBeNull();
  });
  it('snaps to the nearest step within the bounds', () => {
    expect(snapToStep(3.3, term)).toBe(3.5);
    expect(snapToStep(3.2, term)).toBe(3);
    expect(snapToStep(12, term)).toBe(7);
    expect(snapToStep(Number.NaN, term)).toBe(1);
    expect(snapToStep(1.7, { min: 1, max: 2, step: 0.1 })).toBe(1.7);
    expect(snapToStep(4.9, { min: 1, max: 5, step: 3 })).toBe(4);
  });
});

describe('the vehicle-page loan capped at the slider maximum (issue 25 §2, spec 2 §5)', () => {
  it('starts a $114,990 car at the $100,000 maximum, and says so', () => {
    const { initial, bounds } = getVehicleCalculatorSetup(114_990, config, rule('taurus'), null);
    expect(bounds.amount).toEqual({ min: 1000, max: 100_000, step: 500 });
    expect(initial.amount).toBe(100_000);
    expect(describeLoanCap(114_990, bounds.amount, 114_990)).toBe(
      "Loans here go up to $100,000, less than this vehicle's $114,990 price: the repayment is for $100,000.",
    );
    // A typed amount over the maximum on a cheaper car.
    expect(describeLoanCap(120_000, bounds.amount, 54_990)).toBe(
      'Loans here go up to $100,000: the repayment is for $100,000.',
    );
    // The box and slider at the maximum: the price is still capped, and the calculator says so.
    expect(describeLoanCap(100_000, bounds.amount, 114_990)).toMatch(/^Loans here go up to/);
    expect(describeLoanCap(80_000, bounds.amount, 114_990)).toBeNull();
    expect(describeLoanCap(100_000, bounds.amount, 100_000)).toBeNull();
  });
  it('keeps the price where the slider reaches 105 % of a dearer car, and below the maximum', () => {
    const wide = { ...config, loanUpTo105Percent: true };
    const { initial, bounds } = getVehicleCalculatorSetup(114_990, wide, rule('taurus'), null);
    expect(bounds.amount.max).toBe(120_740);
    expect(initial.amount).toBe(114_990);
    expect(describeLoanCap(initial.amount, bounds.amount, 114_990)).toBeNull();
    expect(getVehicleCalculatorSetup(54_990, config, null, null).initial.amount).toBe(54_990);
  });
  it('knows which values sit on a step, so a slider can show one that does not', () => {
    const amount = { min: 1000, max: 100_000, step: 500 };
    expect(isOnStep(55_000, amount)).toBe(true);
    expect(isOnStep(54_990, amount)).toBe(false);
    expect(isOnStep(9.5, { min: 0.5, max: 15, step: 0.5 })).toBe(true);
    expect(isOnStep(9.49, { min: 0.5, max: 15, step: 0.5 })).toBe(false);
  });
});
