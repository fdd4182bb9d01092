import { describe, expect, it } from 'vitest';
import { estimateMarket } from '../market/comparables.ts';
import { tradeInConfigSchema } from './trade-in-config.ts';
import { getConditionAdjustmentPercent, valueTradeIn } from './trade-in-offer.ts';

const config = tradeInConfigSchema.parse({});
const now = new Date('2025-07-01T00:00:00Z');
const vehicle = { year: 2021, make: 'Ford', model: 'Ranger', km: 60_000 };
const market = Array.from({ length: 12 }, (_, index) => ({
  year: 2020 + (index % 3),
  km: 40_000 + index * 5_000,
  price: 40_000 + index * 500,
}));
const best = {
  accident_history: 'no',
  mechanical_issues: 'none',
  body_condition: 'good',
  service_history: 'full',
  keys: 'two',
};

describe('valueTradeIn', () => {
  it('offers a range below the market, rounded down to $100, with its basis', () => {
    const valuation = valueTradeIn(vehicle, best, market, config, now);
    expect(valuation.kind).toBe('offer');
    if (valuation.kind !== 'offer') return;
    expect(valuation.lowDollars % 100).toBe(0);
    expect(valuation.highDollars).toBeGreaterThanOrEqual(valuation.lowDollars);
    const estimate = estimateMarket(vehicle, market);
    expect(valuation.highDollars).toBeLessThanOrEqual(Math.floor((estimate?.high ?? 0) * 0.88));
    expect(valuation.lowDollars).toBeGreaterThan(Math.floor((estimate?.low ?? 0) * 0.88) - 100);
    expect(valuation.basis).toContain('12 comparable Ford Ranger listings');
    expect(valuation.basis).toContain('less 12% for reconditioning');
  });

  it('offers less for a car in worse condition', () => {
    const good = valueTradeIn(vehicle, best, market, config, now);
    const worse = valueTradeIn(
      vehicle,
      { ...best, accident_history: 'unrepaired' },
      market,
      config,
      now,
    );
    if (good.kind !== 'offer' || worse.kind !== 'offer') throw new Error('expected offers');
    expect(worse.highDollars).toBeLessThan(good.highDollars);
    expect(worse.conditionAdjustmentPercent).toBe(-20);
  });

  it('gives no online estimate over 7 years old or over 100,000 km', () => {
    expect(valueTradeIn({ ...vehicle, year: 2017 }, best, market, config, now)).toMatchObject({
      kind: 'no-estimate',
      reason: 'too-old',
    });
    expect(valueTradeIn({ ...vehicle, year: 2018 }, best, market, config, now).kind).toBe('offer');
    expect(valueTradeIn({ ...vehicle, km: 100_001 }, best, market, config, now)).toMatchObject({
      kind: 'no-estimate',
      reason: 'too-many-km',
      message:
        "We can't give an online estimate for vehicles over 100,000 km. Our buyer will call you with a valuation.",
    });
  });

  it('gives no online estimate for a car typed in, and says why', () => {
    const typed = valueTradeIn({ ...vehicle, listed: false }, best, market, config, now);
    expect(typed).toEqual({
      kind: 'no-estimate',
      reason: 'not-listed',
      message:
        "We can't give an online estimate for a vehicle that isn't in our list. Our buyer will call you with a valuation.",
    });
    expect(valueTradeIn({ ...vehicle, listed: true }, best, market, config, now).kind).toBe(
      'offer',
    );
  });

  it('gives no online estimate for a listed make and model with no comparables, and says why', () => {
    expect(valueTradeIn({ ...vehicle, make: 'Audi', model: 'Q5' }, best, [], config, now)).toEqual({
      kind: 'no-estimate',
      reason: 'not-enough-data',
      message:
        "We don't have enough recent sales data for this vehicle to value it online. Our buyer will call you with a valuation.",
    });
  });

  it('gives no online estimate when the market is too thin', () => {
    expect(valueTradeIn(vehicle, best, market.slice(0, 2), config, now).kind).toBe('no-estimate');
  });
});

describe('getConditionAdjustmentPercent', () => {
  it('adds the answers’ adjustments and ignores unknown answers', () => {
    expect(
      getConditionAdjustmentPercent(config, { body_condition: 'poor', keys: 'one', other: 'x' }),
    ).toBe(-17);
    expect(getConditionAdjustmentPercent(config, { body_condition: 'made-up' })).toBe(0);
  });
});
