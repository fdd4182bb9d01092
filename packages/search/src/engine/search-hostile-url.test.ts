import { facetNames, parseSearchUrl, type SearchUrlContext } from '@forecourt/core/search';
import { makeCar, makeSitePolicy, prototypeKeys } from '@forecourt/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchDoc } from '../search-doc.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchRequest } from './search-request.ts';

const now = new Date('2026-11-22T00:00:00Z');
const location = { id: 3, name: 'Yard', slug: 'yard', city: 'Cleveland', state: 'QLD' };
const dealership = { id: 1, name: 'Harbour Ford', slug: 'harbour-ford' };
const docs = [
  makeCar({ id: 1, slug: 'a', make: 'Ford', model: 'Ranger', carType: 'used', locationId: 3 }),
  makeCar({ id: 2, slug: 'b', make: 'Kia', model: 'Sportage', carType: 'new', locationId: 3 }),
].map((car) => toSearchDoc(car, { location, dealership }, null));
const index = createSearchIndex(docs, {
  policy: makeSitePolicy(),
  carTypeLabels: { used: 'Pre-Owned' },
});
const context: SearchUrlContext = {
  makes: { ford: 'Ford', kia: 'Kia' },
  models: { ford: { ranger: 'Ranger' }, kia: { sportage: 'Sportage' } },
  places: {},
  facets: facetNames,
};

const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...prototypeKeys) },
  fc.constantFrom('Ford', 'used', 'true', ''),
  fc.string({ maxLength: 10 }),
);

describe('a search URL full of Object.prototype names, parsed and run', () => {
  it('never throws, and every facet label is text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...facetNames), hostile), { maxLength: 5 }),
        hostile,
        (refinements, query) => {
          const params = new URLSearchParams([
            ['query', query],
            ...refinements.map(([facet, value]) => [`refinementList[${facet}][]`, value]),
          ]);
          const parsed = parseSearchUrl([], params, context);
          if (parsed.kind === 'not-found') return;
          const request: SearchRequest = {
            query: parsed.state.query,
            refinements: parsed.state.refinements as SearchRequest['refinements'],
          };
          const result = index.search(request, now);
          for (const items of Object.values(result.facets))
            for (const item of items ?? []) expect(typeof item.label, item.value).toBe('string');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
