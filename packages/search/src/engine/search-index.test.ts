import type { Car } from '@forecourt/core/car';
import { parseFilter } from '@forecourt/core/stock';
import { makeCar, makeSitePolicy } from '@forecourt/core/testing';
import { describe, expect, it } from 'vitest';
import { toSearchDoc } from '../search-doc.ts';
import { createSearchIndex, type IndexOptions } from './search-index.ts';

const now = new Date('2026-11-22T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const location = {
  id: 1,
  name: 'Harbour Ford Cleveland',
  slug: 'cleveland',
  city: 'Cleveland',
  state: 'QLD',
};
const dealership = { id: 1, name: 'Harbour Ford', slug: 'harbour-ford' };
const options: IndexOptions = { policy: makeSitePolicy() };

let nextId = 1;
const car = (overrides: Partial<Car>) => {
  const id = nextId++;
  return makeCar({
    id,
    slug: `car-${id}`,
    customRank: 100 - id,
    createdAt: daysAgo(30 - id),
    ...overrides,
  });
};
const index = (cars: Car[], extra: Partial<IndexOptions> = {}) =>
  createSearchIndex(
    cars.map((c) => toSearchDoc(c, { location, dealership })),
    { ...options, ...extra },
  );
const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id);

describe('visibility', () => {
  it('shows in-stock and coming-soon cars, and sold cars only inside the sold window', () => {
    nextId = 1;
    const cars = [
      car({ status: 'in_stock' }),
      car({ status: 'coming_soon' }),
      car({ status: 'sold', soldAt: daysAgo(1) }),
      car({ status: 'sold', soldAt: daysAgo(4) }),
      car({ status: 'other' }),
      car({ status: 'in_stock', showOnDealerWebsite: false }),
    ];
    const search = index(cars);
    expect(ids(search.search({}, now).hits).sort()).toEqual([1, 2, 3]);
    // A day later the recently sold car has left the window without any rebuild.
    expect(ids(search.search({}, new Date(now.getTime() + 2.5 * 86_400_000)).hits).sort()).toEqual([
      1, 2,
    ]);
  });

  it("applies the site's stock filter", () => {
    nextId = 1;
    const search = index(
      [
        car({ make: 'Ford' }),
        car({ make: 'Kia', carType: 'used' }),
        car({ make: 'Kia', carType: 'new' }),
      ],
      { policy: makeSitePolicy({ stockFilter: parseFilter('make = Ford OR car_type = used') }) },
    );
    expect(ids(search.search({}, now).hits).sort()).toEqual([1, 2]);
  });
});

describe('facet values for search URLs', () => {
  it('come only from the cars the site lists at the time', () => {
    nextId = 1;
    const search = index([
      car({ make: 'Ford' }),
      car({ make: 'Kia', status: 'sold', soldAt: daysAgo(1) }),
      car({ make: 'Ducati', showOnDealerWebsite: false }),
      car({ make: 'Mazda', status: 'sold', soldAt: daysAgo(40) }),
      car({ make: 'Jeep', dealershipId: 9 }),
    ]);
    expect(search.values('make', now).sort()).toEqual(['Ford', 'Kia']);
    search.remove(1);
    expect(search.values('make', now)).toEqual(['Kia']);
    expect(search.values('make', new Date(now.getTime() + 3 * 86_400_000))).toEqual([]);
  });
});

describe('refinements and facets', () => {
  nextId = 1;
  const cars = [
    car({ make: 'Ford', model: 'Ranger', simpleBody: 'Ute', carType: 'used', price: 40_000 }),
    car({ make: 'Ford', model: 'Everest', simpleBody: 'SUV', carType: 'new', price: 60_000 }),
    car({ make: 'Kia', model: 'Sportage', simpleBody: 'SUV', carType: 'demo', price: 35_000 }),
    car({ make: 'Toyota', model: 'HiLux', simpleBody: 'Ute', carType: 'used', price: 30_000 }),
  ];
  const search = index(cars);

  it('ORs values within a facet and ANDs facets', () => {
    expect(ids(search.search({ refinements: { make: ['Ford', 'Kia'] } }, now).hits).sort()).toEqual(
      [1, 2, 3],
    );
    expect(
      ids(
        search.search({ refinements: { make: ['Ford', 'Kia'], body: ['SUV'] } }, now).hits,
      ).sort(),
    ).toEqual([2, 3]);
  });

  it('counts a facet without its own refinement, so other values stay selectable', () => {
    const result = search.search({ refinements: { make: ['Ford'], body: ['Ute'] } }, now);
    expect(result.count).toBe(1);
    expect(result.facets.make).toEqual([
      { label: 'Ford', value: 'Ford', count: 1 },
      { label: 'Toyota', value: 'Toyota', count: 1 },
    ]);
    expect(result.facets.body).toEqual([
      { label: 'SUV', value: 'SUV', count: 1 },
      { label: 'Ute', value: 'Ute', count: 1 },
    ]);
  });

  it('orders car types new, demo, used, with the site’s labels', () => {
    const result = index(cars, { carTypeLabels: { used: 'Pre-Owned' } }).search({}, now);
    expect(result.facets.car_type?.map((item) => item.label)).toEqual(['New', 'Demo', 'Pre-Owned']);
  });

  it('keeps a selected value with no matches so it can be cleared', () => {
    const result = search.search({ refinements: { make: ['Holden'] } }, now);
    expect(result.count).toBe(0);
    expect(result.facets.make).toContainEqual({ label: 'Holden', value: 'Holden', count: 0 });
    const withBody = search.search({ refinements: { body: ['Ute'], make: ['Kia'] } }, now);
    expect(withBody.facets.make).toContainEqual({ label: 'Kia', value: 'Kia', count: 0 });
  });

  it('filters ranges inclusively and reports stats without the field’s own range', () => {
    const result = search.search({ ranges: { price: { min: 35_000, max: 40_000 } } }, now);
    expect(ids(result.hits).sort()).toEqual([1, 3]);
    expect(result.stats.price).toEqual({ min: 30_000, max: 60_000 });
    expect(result.stats.km).toEqual({ min: 45_000, max: 45_000 });
  });

  it('hides the certified value false on certified-only sites', () => {
    expect(index(cars, { certifiedOnly: true }).search({}, now).facets.certified).toEqual([]);
    expect(search.search({}, now).facets.certified).toEqual([
      { label: 'Not certified', value: 'false', count: 4 },
    ]);
  });
});

describe('sorting and paging', () => {
  nextId = 1;
  const cars = Array.from({ length: 50 }, (_, i) =>
    car({ price: (i % 10) * 1000, km: 1000 * (50 - i) }),
  );
  const search = index(cars);

  it('defaults to custom rank, descending, in pages of 21', () => {
    const result = search.search({}, now);
    expect(result.hits).toHaveLength(21);
    expect(result.pages).toBe(3);
    expect(ids(result.hits).slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids(search.search({ page: 3 }, now).hits)).toEqual(
      Array.from({ length: 8 }, (_, i) => 43 + i),
    );
  });

  it('sorts by price both ways, optionally leaving out unpriced cars when ascending', () => {
    const desc = search
      .search({ sort: 'price-desc', hitsPerPage: 50 }, now)
      .hits.map((hit) => hit.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(search.search({ sort: 'price-asc' }, now).hits[0]?.price).toBe(1000);
    const priced = search.search({ sort: 'price-asc', requirePriceForAscending: true }, now);
    expect(priced.hits[0]?.price).toBe(1000);
    expect(priced.count).toBe(45);
  });

  it("puts cars without a price ('Enquire for price', PREORDER) last, lowest or highest first", () => {
    nextId = 100;
    const mixed = index([
      car({ price: 0 }),
      car({ price: 0, preorder: true }),
      car({ price: 10 }),
      car({ price: 11 }),
      car({ price: 30_000 }),
      car({ price: 12_000 }),
    ]);
    const prices = (sort: 'price-asc' | 'price-desc') =>
      mixed.search({ sort }, now).hits.map((hit) => hit.price);
    // Unpriced cars keep the usual tie order among themselves: newest listing first.
    expect(prices('price-asc')).toEqual([11, 12_000, 30_000, 10, 0, 0]);
    expect(prices('price-desc')).toEqual([30_000, 12_000, 11, 10, 0, 0]);
    expect(ids(mixed.search({ sort: 'price-asc' }, now).hits).slice(3)).toEqual([102, 101, 100]);
  });

  it('gives the sliders’ min and max by default, other range fields when asked', () => {
    expect(Object.keys(search.search({}, now).stats).sort()).toEqual(['km', 'price', 'year']);
    const listed = search.search({ stats: ['created_at_timestamp'] }, now).stats;
    expect(Object.keys(listed)).toEqual(['created_at_timestamp']);
    expect(listed.created_at_timestamp?.max).toBe(Math.floor(daysAgo(30 - 50).getTime() / 1000));
  });

  it('sorts by kilometres and by newest listing', () => {
    expect(search.search({ sort: 'km-asc' }, now).hits[0]?.km).toBe(1000);
    expect(search.search({ sort: 'latest' }, now).hits[0]?.id).toBe(50);
  });
});

describe('sold collapsing', () => {
  it('collapses consecutive sold cars into one unless every hit is sold', () => {
    nextId = 1;
    const sold = { status: 'sold' as const, soldAt: daysAgo(1) };
    const cars = [car({}), car(sold), car(sold), car(sold), car({}), car(sold)];
    const search = index(cars);
    expect(ids(search.search({ collapseSold: true }, now).hits)).toEqual([1, 2, 5, 6]);
    expect(search.search({ collapseSold: true }, now).count).toBe(4);
    expect(ids(search.search({}, now).hits)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      ids(search.search({ collapseSold: true, refinements: { status: ['sold'] } }, now).hits),
    ).toEqual([2, 3, 4, 6]);
  });
});

describe('text', () => {
  it('finds cars by words of their name, stock number and location, with a typo', () => {
    nextId = 1;
    const search = index([
      car({ model: 'Ranger', stockNumber: 'HF10001' }),
      car({ model: 'Everest', stockNumber: 'HF10002' }),
    ]);
    expect(ids(search.search({ query: 'ranger' }, now).hits)).toEqual([1]);
    expect(ids(search.search({ query: 'hf10002' }, now).hits)).toEqual([2]);
    expect(ids(search.search({ query: 'ford cleveland evrest' }, now).hits)).toEqual([2]);
  });
});

describe('patching', () => {
  it('sees inserts, updates, status changes and deletes', () => {
    nextId = 1;
    const search = index([car({ make: 'Ford' })]);
    search.upsert(toSearchDoc(car({ make: 'Kia' }), { location, dealership }));
    expect(search.search({}, now).count).toBe(2);
    search.upsert(
      toSearchDoc(makeCar({ id: 2, slug: 'car-2', make: 'Mazda' }), { location, dealership }),
    );
    expect(
      search
        .search({}, now)
        .facets.make?.map((item) => item.value)
        .sort(),
    ).toEqual(['Ford', 'Mazda']);
    search.upsert(
      toSearchDoc(makeCar({ id: 2, slug: 'car-2', status: 'sold', soldAt: daysAgo(10) }), {
        location,
        dealership,
      }),
    );
    expect(search.search({}, now).count).toBe(1);
    search.remove(1);
    expect(search.search({}, now).count).toBe(0);
    expect(search.size).toBe(1);
  });

  it('grows past its initial capacity', () => {
    nextId = 1;
    const search = index([]);
    for (let i = 0; i < 500; i++) search.upsert(toSearchDoc(car({}), { location, dealership }));
    expect(search.search({}, now).count).toBe(500);
  });
});
