import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSlug } from '../text/slug.ts';
import { emptySearchState, type SearchState } from './search-state.ts';
import { buildSearchUrl, parseSearchUrl, type SearchPlace } from './search-url.ts';
import { buildSearchUrlContext } from './search-url-context.ts';

const facets = ['make', 'model', 'dealership_slug', 'location_slug'];

/** Names as dealers and catalogues spell them, and the awkward cases a slug must survive. */
const fragments = [
  'Škoda',
  'Citroën',
  'CX-3²',
  'Mercedes-Benz',
  'Mercedes Benz',
  'Alfa Romeo',
  'Straße',
  'Ærø',
  'ﬁat',
  '½',
  '日産',
  'Used Cars',
  'used-cars',
  'constructor',
  '__proto__',
  '&',
  ' ',
  '-',
  '.',
  'Ford',
  'FORD',
  'Ranger',
  'Harbour',
  '(NSW)',
  "O'Brien",
  'İ',
];
const name = fc.oneof(
  fc
    .array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);

function roundTrip(
  refinements: Record<string, string[]>,
  context: ReturnType<typeof buildSearchUrlContext>,
) {
  const state: SearchState = { ...emptySearchState, refinements };
  const url = new URL(buildSearchUrl(state, context), 'http://site.test');
  const parsed = parseSearchUrl(
    url.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent),
    url.searchParams,
    context,
  );
  expect(parsed.kind, url.href).toBe('ok');
  return parsed.kind === 'ok' ? parsed.state.refinements : {};
}

describe('buildSearchUrlContext', () => {
  it('gives every make, model and place a URL that parses back to the same name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, name), { maxLength: 8 }),
        fc.array(name, { maxLength: 4 }),
        (makeModels, placeNames) => {
          const places = placeNames.map(
            (placeName, index): SearchPlace => ({
              facet: index % 2 ? 'location_slug' : 'dealership_slug',
              value: toSlug(placeName) || `place-${index}`,
              name: placeName,
            }),
          );
          const context = buildSearchUrlContext({ makeModels, places, facets });
          for (const [make, model] of makeModels) {
            const trimmed = (value: string) => value.trim() !== '' && value.trim() === value;
            if (!trimmed(make)) continue;
            expect(roundTrip({ make: [make] }, context)).toEqual({ make: [make] });
            if (trimmed(model))
              expect(roundTrip({ make: [make], model: [model] }, context)).toEqual({
                make: [make],
                model: [model],
              });
          }
          for (const place of places)
            expect(roundTrip({ [place.facet]: [place.value] }, context)).toEqual({
              [place.facet]: [place.value],
            });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('puts accented and superscripted names in the path by the one slug', () => {
    const context = buildSearchUrlContext({
      makeModels: [
        ['Škoda', 'Octavia'],
        ['Mazda', 'CX-3²'],
      ],
      places: [],
      facets,
    });
    const url = (make: string, model: string) =>
      buildSearchUrl(
        { ...emptySearchState, refinements: { make: [make], model: [model] } },
        context,
      );
    expect(url('Škoda', 'Octavia')).toBe('/search/skoda/octavia');
    expect(url('Mazda', 'CX-3²')).toBe('/search/mazda/cx-32');
  });

  it('keeps car-type paths, and makes before places, for the names that own them', () => {
    const context = buildSearchUrlContext({
      makeModels: [
        ['Used Cars', 'X'],
        ['Ford', 'Ranger'],
        ['FORD', 'Everest'],
      ],
      places: [{ facet: 'dealership_slug', value: 'ford', name: 'Ford' }],
      facets,
    });
    expect(context.makes).toEqual({ ford: 'Ford' });
    expect(context.models).toEqual({ ford: { ranger: 'Ranger' } });
    expect(context.places).toEqual({});
  });
});
