import { describe, expect, it } from 'vitest';
import { estimateMarket, type MarketCar } from './comparables.ts';
import {
  comparePrice,
  getDealLabel,
  getGaugeBand,
  getGaugePosition,
  isPriceComparisonShown,
} from './price-comparison.ts';

/** A constructed market: n cars like the subject, prices spread evenly around `centre`. */
function market(n: number, centre: number, spread: number, year = 2021, km = 40_000): MarketCar[] {
  return Array.from({ length: n }, (_, i) => ({
    year,
    km,
    price: centre - spread + (2 * spread * i) / Math.max(1, n - 1),
  }));
}

describe('estimateMarket on constructed markets', () => {
  const subject = { year: 2021, km: 40_000 };

  it('finds the range of identical comparables', () => {
    const estimate = estimateMarket(subject, market(21, 30_000, 2_000));
    expect(estimate?.low).toBeGreaterThanOrEqual(28_000);
    expect(estimate?.low).toBeLessThan(28_600);
    expect(estimate?.high).toBeGreaterThan(31_400);
    expect(estimate?.median).toBe(30_000);
  });

  it('adjusts older and higher-km comparables up to the subject', () => {
    const older = estimateMarket(subject, market(10, 30_000, 0, 2020, 60_000));
    expect(older?.median).toBeGreaterThan(30_000);
    const newer = estimateMarket(subject, market(10, 30_000, 0, 2022, 20_000));
    expect(newer?.median).toBeLessThan(30_000);
  });

  it('is more confident with more, and closer, comparables', () => {
    const few = estimateMarket(subject, market(2, 30_000, 1_000))?.confidence ?? 0;
    const many = estimateMarket(subject, market(30, 30_000, 1_000))?.confidence ?? 0;
    const distant =
      estimateMarket(subject, market(30, 30_000, 1_000, 2018, 120_000))?.confidence ?? 0;
    expect(many).toBeGreaterThan(few);
    expect(many).toBeGreaterThan(distant);
    expect(few).toBeLessThanOrEqual(0.5);
    expect(many).toBeGreaterThan(0.8);
  });

  it('ignores comparables too many years apart, and has no estimate without any', () => {
    expect(estimateMarket(subject, market(5, 30_000, 0, 2010))).toBeNull();
    expect(estimateMarket(subject, [])).toBeNull();
  });
});

describe('comparePrice and the panel rules', () => {
  const estimate = {
    low: 28_000,
    median: 30_000,
    high: 32_000,
    confidence: 0.9,
    comparableCount: 12,
  };

  it('fills by where the price sits: bottom of the range is 1, top is 0', () => {
    expect(comparePrice(28_000, estimate, 'Ford Ranger').fill).toBe(1);
    expect(comparePrice(32_000, estimate, 'Ford Ranger').fill).toBe(0);
    expect(comparePrice(29_000, estimate, 'Ford Ranger').fill).toBe(0.75);
  });

  it('is hidden with low confidence, a missing field, or a price above the market', () => {
    const result = comparePrice(29_000, estimate, 'Ford Ranger');
    expect(isPriceComparisonShown(result)).toBe(true);
    expect(isPriceComparisonShown({ ...result, confidence: 0.2 })).toBe(false);
    expect(isPriceComparisonShown({ ...result, market_range_min: undefined })).toBe(false);
    expect(isPriceComparisonShown(comparePrice(33_000, estimate, 'Ford Ranger'))).toBe(false);
    expect(isPriceComparisonShown(null)).toBe(false);
  });

  it('bands the gauge at 0.3 and 0.6 and labels at 0.65', () => {
    expect([0.29, 0.3, 0.59, 0.6].map(getGaugeBand)).toEqual(['low', 'mid', 'mid', 'high']);
    expect([0.64, 0.65].map(getDealLabel)).toEqual(['Good Deal', 'Great Deal']);
  });

  it('places the listing on a low-to-high gauge: the cheapest at the left', () => {
    const range = {
      low: 20_000,
      high: 30_000,
      median: 25_000,
      confidence: 0.8,
      comparableCount: 12,
    };
    const at = (price: number) => getGaugePosition(comparePrice(price, range, 'Ford Ranger').fill);
    expect(at(20_000)).toBe(0);
    expect(at(22_500)).toBeCloseTo(0.25);
    expect(at(30_000)).toBe(1);
    expect(at(35_000)).toBe(1);
    expect(at(15_000)).toBe(0);
  });
});
