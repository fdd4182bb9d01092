import { describe, expect, it } from 'vitest';
import type { FacetValue } from './facet-store.ts';
import { formatFacet } from './format-facets.ts';

const values = (...names: string[]): FacetValue[] =>
  names.map((value, id) => ({ id, value, bits: undefined as never }));

describe('formatFacet ordering (spec 1 §9)', () => {
  it('orders series duo, city, sport, then any other series by count', () => {
    const series = values('Sport', 'Tour', 'City', 'Duo', 'Limited');
    const counts = Int32Array.from([9, 2, 5, 1, 4]);
    expect(formatFacet('series', series, counts, [], {}).map((item) => item.value)).toEqual([
      'Duo',
      'City',
      'Sport',
      'Limited',
      'Tour',
    ]);
  });
  it('orders car types new, demo, used', () => {
    const types = values('used', 'new', 'demo');
    const counts = Int32Array.from([30, 5, 2]);
    expect(formatFacet('car_type', types, counts, [], {}).map((item) => item.value)).toEqual([
      'new',
      'demo',
      'used',
    ]);
  });
});
