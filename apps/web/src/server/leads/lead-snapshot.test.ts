import { buildSearchUrl, buildSearchUrlContext, emptySearchState } from '@forecourt/core/search';
import { makeCar } from '@forecourt/core/testing';
import { describe, expect, it } from 'vitest';
import { toCarSnapshot } from './lead-snapshot.ts';

describe('toCarSnapshot', () => {
  it("carries the make slug the site's search URL uses, accents and all", () => {
    for (const make of ['Škoda', 'Citroën', 'Mercedes-Benz']) {
      const car = makeCar({ make, model: 'Octavia' });
      const snapshot = toCarSnapshot(car, { dealerships: [] }, 'https://example.test');
      const context = buildSearchUrlContext({
        makeModels: [[car.make, car.model]],
        places: [],
        facets: [],
      });
      const url = buildSearchUrl({ ...emptySearchState, refinements: { make: [make] } }, context);
      expect(url).toBe(`/search/${snapshot.manufacturerSlug}`);
    }
  });
});
