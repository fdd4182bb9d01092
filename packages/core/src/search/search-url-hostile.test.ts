import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prototypeKeys } from '../testing/prototype-keys.ts';
import { parseSearchUrl, type SearchUrlContext } from './search-url.ts';

const context: SearchUrlContext = {
  makes: { ford: 'Ford', toyota: 'Toyota' },
  models: { ford: { ranger: 'Ranger' }, toyota: { hilux: 'HiLux' } },
  places: {
    'harbour-ford': { facet: 'dealership_slug', value: 'harbour-ford', name: 'Harbour Ford' },
  },
  facets: ['make', 'model', 'body', 'car_type', 'dealership_slug'],
};

/** URL text: the prototype's names (in any case, encoded or not) among slugs and garbage. */
const word = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...prototypeKeys) },
  fc.constantFrom(...prototypeKeys).map((key) => key.toUpperCase()),
  fc.constantFrom(...prototypeKeys).map(encodeURIComponent),
  fc.constantFrom('ford', 'ranger', 'toyota', 'used-cars', 'harbour-ford', '%ZZ', '%00', ''),
  fc.string({ maxLength: 12 }),
);
const paramKey = fc.oneof(
  word.map((name) => `refinementList[${name}][]`),
  word.map((name) => `range[${name}]`),
  word.map((name) => `range[${name}][min]`),
  fc.constantFrom('query', 'page', 'sortBy'),
  word,
);

describe('parseSearchUrl on hostile URLs', () => {
  it('never throws, and only names the context knows become refinements', () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 3 }),
        fc.array(fc.tuple(paramKey, word), { maxLength: 6 }),
        (segments, pairs) => {
          const parsed = parseSearchUrl(segments, new URLSearchParams(pairs), context);
          if (parsed.kind === 'not-found') return;
          const { refinements, ranges } = parsed.state;
          for (const [facet, values] of Object.entries(refinements)) {
            expect(context.facets).toContain(facet);
            for (const value of values) expect(typeof value).toBe('string');
          }
          for (const range of Object.values(ranges)) expect(typeof range).toBe('object');
          expect(Object.getPrototypeOf(refinements)).toBe(Object.prototype);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('answers not found for every prototype name as a make, model or place', () => {
    for (const key of prototypeKeys) {
      expect(parseSearchUrl([key], new URLSearchParams(), context).kind, key).toBe('not-found');
      expect(parseSearchUrl(['ford', key], new URLSearchParams(), context).kind, key).toBe(
        'not-found',
      );
    }
  });

  it('reports a prototype name as a refinement or range as an error, not a crash', () => {
    for (const key of prototypeKeys) {
      const query = new URLSearchParams([
        [`refinementList[${key}][]`, 'x'],
        [`range[${key}]`, '1:2'],
      ]);
      const parsed = parseSearchUrl([], query, context);
      if (/^[a-z_]+$/.test(key)) expect(parsed.kind, key).toBe('invalid');
      else expect(parsed.kind, key).toBe('ok');
    }
  });
});
