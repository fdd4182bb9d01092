import { describe, expect, it } from 'vitest';
import { readSearchAnswer } from './search-answer.ts';

describe('readSearchAnswer', () => {
  it('reads the count, car-type counts and price range, and drops the rest', () => {
    expect(
      readSearchAnswer({
        hits: [{ id: 1 }],
        count: 12,
        facets: { car_type: [{ label: 'Used', value: 'used', count: 12 }], make: [] },
        stats: { price: { min: 9_990, max: 45_000 }, year: { min: 2010, max: 2024 } },
        page: 1,
      }),
    ).toEqual({
      count: 12,
      facets: { car_type: [{ count: 12 }] },
      stats: { price: { min: 9_990, max: 45_000 } },
    });
    expect(readSearchAnswer({ count: 0, facets: {}, stats: {} })).toEqual({
      count: 0,
      facets: {},
      stats: {},
    });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { ok: false, message: 'Invalid search', messages: ['x'] },
      { count: '3', facets: {}, stats: {} },
      { count: 3, stats: {} },
      { count: 3, facets: { car_type: [{ count: 'x' }] }, stats: {} },
      { count: 3, facets: {}, stats: { price: { min: 1 } } },
    ]) {
      expect(() => readSearchAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
