import { describe, expect, it } from 'vitest';
import {
  calculateBudget,
  clampBudgetAmount,
  describeBudgetResult,
  getBudgetPriceRange,
  pickBudgetBodies,
  toBudgetBodyType,
} from './budget.ts';
import { getSalesThisMonth } from './sales-counter.ts';

describe('budget finder (spec 2 §2/§4/§5/§9)', () => {
  it('budget = repayment × 12 or 52 × 5 years + deposit', () => {
    expect(calculateBudget(600, 'month', 2000)).toBe(38_000);
    expect(calculateBudget(200, 'week', 2000)).toBe(54_000);
  });
  it('clamps amounts to 0–1,000,000 and reads non-numbers as 0', () => {
    expect(clampBudgetAmount('$1,500')).toBe(1500);
    expect(clampBudgetAmount('lots')).toBe(0);
    expect(clampBudgetAmount(-20)).toBe(0);
    expect(clampBudgetAmount(5_000_000)).toBe(1_000_000);
  });
  it('maps body names to their images, truck to lightTruck (or ute)', () => {
    expect(toBudgetBodyType('People Mover', 'lightTruck')).toBe('peopleMover');
    expect(toBudgetBodyType('SUV', 'lightTruck')).toBe('suv');
    expect(toBudgetBodyType('Truck', 'lightTruck')).toBe('lightTruck');
    expect(toBudgetBodyType('Truck', 'ute')).toBe('ute');
    expect(toBudgetBodyType('Spaceship', 'ute')).toBeNull();
  });
  it('offers four bodies, most stock first, then by name', () => {
    const bodies = [
      { value: 'Ute', count: 5 },
      { value: 'SUV', count: 9 },
      { value: 'Van', count: 5 },
      { value: 'Sedan', count: 1 },
      { value: 'Hatch', count: 5 },
    ];
    expect(pickBudgetBodies(bodies, 4).map((body) => body.value)).toEqual([
      'SUV',
      'Hatch',
      'Ute',
      'Van',
    ]);
  });
  it("reads '{n} {type}s Found', or disabled '0 {type}s Found' below the cheapest car", () => {
    expect(describeBudgetResult(12, 40_000, 9_990, { singular: 'Car', plural: 'Cars' })).toEqual({
      label: '12 Cars Found',
      disabled: false,
      note: null,
    });
    expect(describeBudgetResult(0, 5_000, 9_990, { singular: 'Car', plural: 'Cars' })).toEqual({
      label: '0 Cars Found',
      disabled: true,
      note: 'No Cars found for this budget',
    });
  });
  it('searches the chosen price range capped by the budget, above $1,000', () => {
    expect(getBudgetPriceRange({ min: 5_000, max: 250_000 }, 38_000)).toEqual({
      min: 5_000,
      max: 38_000,
    });
    expect(getBudgetPriceRange({ min: 0, max: 30_000 }, 38_000)).toEqual({
      min: 1001,
      max: 30_000,
    });
    expect(getBudgetPriceRange({ min: 5_000, max: 250_000 }, 5_000)).toEqual({
      min: 5_000,
      max: 5_000,
    });
  });
  it('has no range to search when the budget is below the lowest price', () => {
    expect(getBudgetPriceRange({ min: 5_000, max: 250_000 }, 2_600)).toBeNull();
    expect(getBudgetPriceRange({ min: 0, max: 250_000 }, 1_000)).toBeNull();
  });
});

describe('getSalesThisMonth (spec 2 §9)', () => {
  it('counts 192 a day plus one per 450 seconds today, in Brisbane time', () => {
    // 22 Nov 2026 03:00 in Brisbane is 21 Nov 17:00 UTC: 21 × 192 + 3 × 3600 / 450 = 4056.
    expect(getSalesThisMonth(new Date('2026-11-21T17:00:00Z'))).toBe(4056);
    // The first second of a month in Brisbane starts again at 0.
    expect(getSalesThisMonth(new Date('2026-11-30T14:00:00Z'))).toBe(0);
  });
});
