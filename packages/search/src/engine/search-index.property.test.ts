import type { Car } from '@forecourt/core/car/car';
import { makeCar } from '@forecourt/core/testing/car-fixture';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../filter/match-filter.ts';
import { filterArbitrary } from '../filter/parse-filter.test.ts';
import { type SearchDoc, toSearchDoc } from '../search-doc.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchRequest } from './search-request.ts';

const now = new Date('2026-11-22T00:00:00Z');
const location = (id: number) => ({
  id,
  name: `Yard ${id}`,
  slug: `yard-${id}`,
  city: 'Cleveland',
  state: 'QLD',
});

const carArbitrary = (id: number): fc.Arbitrary<Car> =>
  fc
    .record({
      make: fc.constantFrom('Ford', 'ford', 'Kia', "O'Brien", '10000'),
      model: fc.constantFrom('Ranger', 'Sportage', ''),
      price: fc.constantFrom(0, 9_999, 10_000, 25_000, 50_000),
      km: fc.integer({ min: 0, max: 200_000 }),
      carType: fc.constantFrom('new', 'demo', 'used' as const),
      tag: fc.constantFrom(null, 'Runout Sale', 'Test Drive Only'),
      locationId: fc.constantFrom(3, 7, 9),
    })
    .map((fields) => makeCar({ id, slug: `car-${id}`, ...fields }));

const docsArbitrary = fc
  .integer({ min: 0, max: 25 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => carArbitrary(i + 1))))
  .map((cars) => cars.map((car) => toSearchDoc(car, location(car.locationId ?? 0), null)));

const everything: SearchRequest = { hitsPerPage: 100, facets: [] };
const sortedIds = (docs: { id: number }[]) => docs.map((doc) => doc.id).sort((a, b) => a - b);

describe('the compiled filter agrees with the per-document reference', () => {
  it('on random documents and random expressions', () => {
    fc.assert(
      fc.property(docsArbitrary, filterArbitrary, (docs, filter) => {
        const index = createSearchIndex(docs, { soldWindowDays: 3, stockFilter: null });
        const fromIndex = sortedIds(index.search({ ...everything, filter }, now).hits);
        const reference = sortedIds(docs.filter((doc) => matchesFilter(doc, filter)));
        expect(fromIndex).toEqual(reference);
      }),
      { numRuns: 400 },
    );
  });

  it('as a stock filter too', () => {
    fc.assert(
      fc.property(docsArbitrary, filterArbitrary, (docs, stockFilter) => {
        const index = createSearchIndex(docs, { soldWindowDays: 3, stockFilter });
        expect(sortedIds(index.search(everything, now).hits)).toEqual(
          sortedIds(docs.filter((doc) => matchesFilter(doc, stockFilter))),
        );
      }),
      { numRuns: 200 },
    );
  });
});

type Operation = { kind: 'upsert'; doc: SearchDoc } | { kind: 'remove'; id: number };

/** Case variants of one value ('Ford', 'ford') merge, shown as first seen: compare regardless of case. */
function caseless(response: object): string {
  const { ms: _ms, ...rest } = response as { ms: number };
  return JSON.stringify(rest, (key, value) =>
    typeof value === 'string' && (key === 'label' || key === 'value') ? value.toLowerCase() : value,
  );
}

describe('a patched index answers like a freshly built one', () => {
  const operations = fc.array(
    fc.oneof(
      fc
        .integer({ min: 1, max: 12 })
        .chain((id) =>
          carArbitrary(id).map(
            (car): Operation => ({ kind: 'upsert', doc: toSearchDoc(car, location(3), null) }),
          ),
        ),
      fc.integer({ min: 1, max: 12 }).map((id): Operation => ({ kind: 'remove', id })),
    ),
    { maxLength: 60 },
  );
  const requests: SearchRequest[] = [
    { ...everything, facets: undefined },
    { ...everything, refinements: { make: ['Ford'] }, sort: 'price-asc', facets: undefined },
    { ...everything, query: 'ranger', ranges: { km: { max: 100_000 } }, facets: undefined },
  ];

  it('after random inserts, updates and deletes', () => {
    fc.assert(
      fc.property(operations, (ops) => {
        const patched = createSearchIndex([], { soldWindowDays: 3, stockFilter: null });
        const expected = new Map<number, SearchDoc>();
        for (const op of ops) {
          if (op.kind === 'upsert') {
            patched.upsert(op.doc);
            expected.set(op.doc.id, op.doc);
          } else {
            patched.remove(op.id);
            expected.delete(op.id);
          }
        }
        const fresh = createSearchIndex([...expected.values()], {
          soldWindowDays: 3,
          stockFilter: null,
        });
        for (const request of requests) {
          const patchedAnswer = JSON.parse(caseless(patched.search(request, now)));
          const freshAnswer = JSON.parse(caseless(fresh.search(request, now)));
          for (const key of Object.keys(freshAnswer))
            expect([key, patchedAnswer[key]]).toEqual([key, freshAnswer[key]]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
