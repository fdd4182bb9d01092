import { type Car, carStatuses, hasRealPrice } from '@forecourt/core/car';
import { isListed, matchesFilter } from '@forecourt/core/stock';
import {
  filterArbitrary,
  makeCar,
  makeFilterArbitrary,
  makeSitePolicy,
} from '@forecourt/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SearchDoc, toSearchDoc } from '../search-doc.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchRequest } from './search-request.ts';

const now = new Date('2026-11-22T00:00:00Z');
const location = (id: number) => ({
  location: { id, name: `Yard ${id}`, slug: `yard-${id}`, city: 'Cleveland', state: 'QLD' },
  dealership: null,
});
const options = { policy: makeSitePolicy() };

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
  .map((cars) => cars.map((car) => toSearchDoc(car, location(car.locationId ?? 0))));

const everything: SearchRequest = { hitsPerPage: 100, facets: [] };
const sortedIds = (docs: { id: number }[]) => docs.map((doc) => doc.id).sort((a, b) => a - b);

describe('the compiled filter agrees with the per-document reference', () => {
  it('on random documents and random expressions', () => {
    fc.assert(
      fc.property(docsArbitrary, filterArbitrary, (docs, filter) => {
        const index = createSearchIndex(docs, options);
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
        const index = createSearchIndex(docs, { policy: makeSitePolicy({ stockFilter }) });
        expect(sortedIds(index.search(everything, now).hits)).toEqual(
          sortedIds(docs.filter((doc) => matchesFilter(doc, stockFilter))),
        );
      }),
      { numRuns: 200 },
    );
  });
});

const DAY_MS = 86_400_000;
/** Cars of three dealerships, any status, shown or hidden, sold at any time around `now`. */
const listingCarArbitrary = (id: number): fc.Arbitrary<Car> =>
  fc
    .record({
      make: fc.constantFrom('Ford', 'Kia', 'Toyota'),
      carType: fc.constantFrom('new', 'demo', 'used' as const),
      price: fc.constantFrom(0, 9_990, 25_000, 60_000),
      status: fc.constantFrom(...carStatuses),
      // Any time around now, or within minutes of a whole number of days ago (window edges).
      soldAt: fc.option(
        fc.oneof(
          fc.integer({ min: -8 * DAY_MS, max: DAY_MS }),
          fc
            .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -180_000, max: 180_000 }))
            .map(([days, ms]) => -days * DAY_MS + ms),
        ),
        { freq: 3 },
      ),
      showOnDealerWebsite: fc.boolean(),
      dealershipId: fc.constantFrom(1, 2, 3),
      locationId: fc.constantFrom(3, 7),
    })
    .map(({ soldAt, ...fields }) =>
      makeCar({
        id,
        slug: `car-${id}`,
        ...fields,
        soldAt: soldAt === null ? null : new Date(now.getTime() + soldAt),
      }),
    );
const listingFilter = makeFilterArbitrary(
  ['make', 'car_type', 'price', 'status', 'dealership_id', 'show_on_dealer_website', 'location_id'],
  ['Ford', 'used', 'sold', 'in_stock', '1', '2', 'true', 'false', '25000'],
);

describe("the index admits exactly what core's isListed admits", () => {
  // 1,000 runs over whole indexes: seconds alone, over the 5 s default when the machine is busy.
  it('over random cars, policies, stock filters and times', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 30 })
          .chain((n) =>
            fc.tuple(...Array.from({ length: n }, (_, i) => listingCarArbitrary(i + 1))),
          ),
        fc.subarray([1, 2, 3]),
        fc.integer({ min: 0, max: 5 }),
        fc.option(listingFilter, { freq: 2 }),
        // Several searches of one index: far apart, or seconds apart across minute boundaries.
        fc.array(
          fc.oneof(
            fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }),
            fc.integer({ min: -180_000, max: 180_000 }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (cars, dealershipIds, soldWindowDays, stockFilter, offsets) => {
          const policy = makeSitePolicy({ dealershipIds, soldWindowDays, stockFilter });
          const docs = cars.map((car) => toSearchDoc(car, location(car.locationId ?? 0)));
          const index = createSearchIndex(docs, { policy });
          for (const offset of offsets) {
            const at = new Date(now.getTime() + offset);
            expect(sortedIds(index.search(everything, at).hits)).toEqual(
              sortedIds(docs.filter((doc) => isListed(doc, policy, at))),
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
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
            (car): Operation => ({ kind: 'upsert', doc: toSearchDoc(car, location(3)) }),
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
        const patched = createSearchIndex([], options);
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
        const fresh = createSearchIndex([...expected.values()], options);
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

describe('price sorts agree with the reference order', () => {
  /** Prices around the placeholder edge (10 and under is no price), with ties, and listing times with ties. */
  const pricedCar = (id: number): fc.Arbitrary<Car> =>
    fc
      .record({
        price: fc.constantFrom(0, 1, 10, 11, 9_990, 25_000, 25_000, 60_000),
        preorder: fc.boolean(),
        createdAt: fc
          .integer({ min: 0, max: 4 })
          .map((day) => new Date(now.getTime() - day * DAY_MS)),
      })
      .map((fields) => makeCar({ id, slug: `car-${id}`, ...fields }));
  /** The rule stated plainly: real prices in order, then unpriced cars; ties newest first, then highest id. */
  const reference = (cars: Car[], descending: boolean) =>
    [...cars]
      .sort(
        (a, b) =>
          Number(!hasRealPrice(a.price)) - Number(!hasRealPrice(b.price)) ||
          (hasRealPrice(a.price) ? (descending ? b.price - a.price : a.price - b.price) : 0) ||
          b.createdAt.getTime() - a.createdAt.getTime() ||
          b.id - a.id,
      )
      .map((car) => car.id);

  it("'Enquire for price' and PREORDER cars come last, lowest or highest price first", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 30 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => pricedCar(i + 1)))),
        (cars) => {
          const index = createSearchIndex(
            cars.map((car) => toSearchDoc(car, location(3))),
            options,
          );
          for (const descending of [false, true]) {
            const sort = descending ? 'price-desc' : 'price-asc';
            expect(index.search({ ...everything, sort }, now).hits.map((hit) => hit.id)).toEqual(
              reference(cars, descending),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('spec 1 §3 subscription_price and created_at_timestamp refine as ranges', () => {
  const datedCar = (id: number): fc.Arbitrary<Car> =>
    fc
      .record({
        subscriptionPrice: fc.option(fc.constantFrom(99, 149, 199, 249), { freq: 2 }),
        createdAt: fc
          .integer({ min: 0, max: 6 })
          .map((day) => new Date(now.getTime() - day * DAY_MS)),
      })
      .map((fields) => makeCar({ id, slug: `car-${id}`, ...fields }));
  const bound = fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined });
  const dayBound = fc.option(
    fc.integer({ min: 0, max: 7 }).map((day) => Math.floor((now.getTime() - day * DAY_MS) / 1000)),
    { nil: undefined },
  );
  const inside = (value: number | null, range: { min?: number; max?: number }) =>
    value !== null &&
    (range.min === undefined || value >= range.min) &&
    (range.max === undefined || value <= range.max);

  it('match exactly the cars whose value is inside both ends, with stats over the others', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 25 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => datedCar(i + 1)))),
        fc.record({ min: bound, max: bound }),
        fc.record({ min: dayBound, max: dayBound }),
        (cars, subscription, listed) => {
          const index = createSearchIndex(
            cars.map((car) => toSearchDoc(car, location(3))),
            options,
          );
          const ranges = { subscription_price: subscription, created_at_timestamp: listed };
          const answer = index.search(
            { ...everything, ranges, stats: ['subscription_price', 'created_at_timestamp'] },
            now,
          );
          const seconds = (car: Car) => Math.floor(car.createdAt.getTime() / 1000);
          const active = (range: { min?: number; max?: number }) =>
            range.min !== undefined || range.max !== undefined;
          const expected = cars.filter(
            (car) =>
              (!active(subscription) || inside(car.subscriptionPrice, subscription)) &&
              (!active(listed) || inside(seconds(car), listed)),
          );
          expect(sortedIds(answer.hits)).toEqual(sortedIds(expected));
          // Each field's stats ignore its own range (what its slider would span).
          const others = cars.filter((car) => !active(listed) || inside(seconds(car), listed));
          const prices = others.flatMap((car) => car.subscriptionPrice ?? []);
          expect(answer.stats.subscription_price ?? null).toEqual(
            prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
