import { describe, expect, it } from 'vitest';
import { readPriceComparisonAnswer } from './price-comparison-answer.ts';

const comparison = {
  fill: 0.4,
  listing_price: 20_000,
  market_range_min: 18_000,
  market_range_max: 23_000,
  confidence: 0.8,
  description: 'Compared with 12 similar listings.',
};

describe('readPriceComparisonAnswer', () => {
  it('reads a comparison, and null for an answer without one', () => {
    expect(readPriceComparisonAnswer(comparison)).toEqual(comparison);
    expect(readPriceComparisonAnswer({})).toBeNull();
    const { confidence: _dropped, ...partial } = comparison;
    expect(readPriceComparisonAnswer(partial)).toBeNull();
    expect(readPriceComparisonAnswer({ ...comparison, fill: '0.4' })).toBeNull();
  });

  it('refuses what is not an answer', () => {
    for (const body of [null, 'x', [comparison], 5]) {
      expect(() => readPriceComparisonAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
