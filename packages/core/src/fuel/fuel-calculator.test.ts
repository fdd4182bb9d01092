import { describe, expect, it } from 'vitest';
import {
  calculateFuelCost,
  describeFuelDisclaimer,
  FUEL_DEFAULTS,
  isFuelCalculatorShown,
  parseFuelInput,
} from './fuel-calculator.ts';

describe('parseFuelInput', () => {
  it("strips '$', ',' and 'kms'", () => {
    expect(parseFuelInput('$1.70')).toBe(1.7);
    expect(parseFuelInput('1,250 kms')).toBe(1250);
    expect(parseFuelInput(' 250KMS ')).toBe(250);
  });
  it('rejects what is not a number', () => {
    expect(parseFuelInput('')).toBeNull();
    expect(parseFuelInput('abc')).toBeNull();
    expect(parseFuelInput('-5')).toBeNull();
    expect(parseFuelInput('1.2.3')).toBeNull();
  });
});

describe('calculateFuelCost', () => {
  it('uses km × L/100 km × price: the defaults cost $42.50 a week', () => {
    // 250 km at 10 L/100 km is 25 L; at $1.70 that is $42.50.
    expect(calculateFuelCost(FUEL_DEFAULTS)).toEqual({
      weeklyCents: 4250,
      monthlyCents: 18417,
      yearlyCents: 221000,
    });
  });
  it('costs nothing for no driving', () => {
    expect(calculateFuelCost({ ...FUEL_DEFAULTS, kmPerWeek: 0 }).yearlyCents).toBe(0);
  });
});

describe('isFuelCalculatorShown', () => {
  it('is hidden for electric cars only', () => {
    expect(isFuelCalculatorShown({ simpleFuel: 'Electric', fuel: 'Electric' })).toBe(false);
    expect(isFuelCalculatorShown({ simpleFuel: 'Hybrid', fuel: 'Hybrid/Petrol' })).toBe(true);
    expect(isFuelCalculatorShown({ simpleFuel: 'PHEV', fuel: 'Petrol - Electric' })).toBe(true);
    expect(isFuelCalculatorShown({ simpleFuel: null, fuel: 'Diesel' })).toBe(true);
  });
  it('is hidden for towed vehicles: caravans and camper trailers', () => {
    const none = { simpleFuel: null, fuel: null };
    expect(isFuelCalculatorShown({ ...none, itemType: 'caravan', body: 'Pop Top' })).toBe(false);
    expect(isFuelCalculatorShown({ ...none, itemType: 'car', body: 'Camper Trailer' })).toBe(false);
    expect(isFuelCalculatorShown({ ...none, itemType: 'car', body: 'Caravan' })).toBe(false);
    expect(
      isFuelCalculatorShown({
        simpleFuel: null,
        fuel: 'Diesel',
        itemType: 'truck',
        body: 'Cab Chassis',
      }),
    ).toBe(true);
    expect(
      isFuelCalculatorShown({
        simpleFuel: null,
        fuel: 'Petrol',
        itemType: 'motorcycle',
        body: 'Naked',
      }),
    ).toBe(true);
  });
});

describe('describeFuelDisclaimer (spec 1 §9, issue 25 §7)', () => {
  it('gives the fuel disclaimer the 5 year, $30,000 comparison-rate basis, once', () => {
    const text = describeFuelDisclaimer('Fuel costs are an estimate only.');
    expect(text).toBe(
      'Fuel costs are an estimate only. Comparison rate based on a secured loan of $30,000 over 5 years.',
    );
    expect(describeFuelDisclaimer(text)).toBe(text);
    expect(describeFuelDisclaimer('')).toBe(
      'Comparison rate based on a secured loan of $30,000 over 5 years.',
    );
  });
});
