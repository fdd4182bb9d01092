import { isListed, parseStockFilter, toSiteStockRecord } from '@forecourt/core/stock';
import { makeSitePolicy } from '@forecourt/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { cars, dealerships, locations } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import {
  getSiteCar,
  getSiteCarBySlug,
  listSiteCarSlugs,
  listSiteCarsByIds,
} from './car-lookups.ts';
import { listCarsForDealerships, toCar } from './cars.ts';
import { listSiteStock } from './site-stock.ts';

const now = new Date('2026-11-22T10:30:45Z');
const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(now.getTime() - ms);
const ids = (found: { id: number }[]) => found.map((car) => car.id).sort((a, b) => a - b);

describe.each(getTestDatabaseKinds())('the site-scoped car query on %s', (kind) => {
  let database: Database;
  const car = (
    id: number,
    overrides: Partial<typeof cars.$inferInsert> = {},
  ): typeof cars.$inferInsert => ({
    id,
    slug: `car-${id}`,
    dealershipId: 1,
    locationId: 1,
    year: 2021,
    make: 'Ford',
    model: 'Ranger',
    carType: 'used',
    status: 'in_stock',
    price: 40_000,
    km: 50_000,
    ...overrides,
  });
  const site = makeSitePolicy({ dealershipIds: [1] });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(dealerships).values([
      { id: 1, slug: 'harbour', name: 'Harbour' },
      { id: 2, slug: 'elsewhere', name: 'Elsewhere' },
    ]);
    const place = { street: '1 Main St', state: 'QLD', postcode: '4163', lat: -27.5, lng: 153.2 };
    await db.insert(locations).values([
      { id: 1, dealershipId: 1, slug: 'cleveland', name: 'Cleveland', city: 'Cleveland', ...place },
      { id: 2, dealershipId: 1, slug: 'capalaba', name: 'Capalaba', city: 'Capalaba', ...place },
      { id: 3, dealershipId: 2, slug: 'other', name: 'Other', city: 'Cleveland', ...place },
    ]);
    await db.insert(cars).values([
      car(1),
      car(2, { status: 'coming_soon', make: 'Kia', carType: 'new' }),
      car(3, { showOnDealerWebsite: false }),
      car(4, { status: 'sold', soldAt: ago(DAY_MS) }),
      car(5, { status: 'sold', soldAt: ago(4 * DAY_MS) }),
      car(6, { status: 'sold', soldAt: null }),
      car(7, { status: 'other' }),
      car(8, { dealershipId: 2, locationId: 3 }),
      car(9, { make: 'Kia', carType: 'new', locationId: 2 }),
      car(10, { status: 'sold', soldAt: ago(DAY_MS), showOnDealerWebsite: false }),
      // Exactly at the window's edge (3 days before the start of now's minute) and one second in.
      car(11, { status: 'sold', soldAt: new Date('2026-11-19T10:30:00.500Z') }),
      car(12, { status: 'sold', soldAt: new Date('2026-11-19T10:30:01Z') }),
      // Its location belongs to another dealership: the site does not know that place.
      car(13, { locationId: 3 }),
    ]);
  });
  afterAll(() => database.close());

  it('returns in-stock and recently sold cars the site shows, nothing else', async () => {
    expect(ids(await listSiteStock(database.db, site, now))).toEqual([1, 2, 4, 9, 12, 13]);
  });

  it('gives no page, compare, favourite or lead car for a hidden, old sold or foreign car', async () => {
    for (const id of [3, 5, 6, 7, 8, 10, 11]) {
      expect(await getSiteCarBySlug(database.db, site, `car-${id}`, now), `car ${id}`).toBeNull();
      expect(await getSiteCar(database.db, site, id, now), `car ${id}`).toBeNull();
    }
    expect(await getSiteCarBySlug(database.db, site, 'car-4', now)).toMatchObject({ id: 4 });
    const asked = await listSiteCarsByIds(database.db, site, [8, 4, 3, 1, 5, 999], now);
    expect(asked.map((found) => found.id)).toEqual([4, 1]);
    // The other dealership's site sees its own car only.
    expect(
      ids(await listSiteStock(database.db, makeSitePolicy({ dealershipIds: [2] }), now)),
    ).toEqual([8]);
  });

  it("applies the site's stock filter, with places, to every read", async () => {
    const filtered = {
      ...site,
      stockFilter: parseStockFilter("make = Ford AND city = 'Cleveland'"),
    };
    expect(ids(await listSiteStock(database.db, filtered, now))).toEqual([1, 4, 12]);
    expect(await getSiteCarBySlug(database.db, filtered, 'car-9', now)).toBeNull();
    expect(await getSiteCarBySlug(database.db, filtered, 'car-13', now)).toBeNull();
    expect((await listSiteCarSlugs(database.db, filtered, now)).map((row) => row.slug)).toEqual([
      'car-1',
    ]);
    const capalaba = { ...site, stockFilter: parseStockFilter('location_slug = capalaba') };
    expect(ids(await listSiteCarsByIds(database.db, capalaba, [1, 2, 9], now))).toEqual([9]);
  });

  it('moves sold cars out of the window as time passes, and lists none with a 0-day window', async () => {
    const inTwoDays = new Date(now.getTime() + 2 * DAY_MS + 60_000);
    expect(ids(await listSiteStock(database.db, site, inTwoDays))).toEqual([1, 2, 9, 13]);
    const noWindow = { ...site, soldWindowDays: 0 };
    expect(ids(await listSiteStock(database.db, noWindow, now))).toEqual([1, 2, 9, 13]);
    const week = { ...site, soldWindowDays: 7 };
    expect(ids(await listSiteStock(database.db, week, now))).toEqual([1, 2, 4, 5, 9, 11, 12, 13]);
  });
});

describe.each(getTestDatabaseKinds())(
  'the site-scoped query agrees with isListed on %s',
  (kind) => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await seedDemo(database, { now, cars: 300 });
    });
    afterAll(() => database.close());

    it('on the demo stock, for several filters, windows and times', async () => {
      const { db } = database;
      const all = (await db.select().from(cars)).map(toCar);
      const locationRows = await db.select().from(locations);
      const dealershipRows = await db.select().from(dealerships);
      const filters = [
        '',
        'car_type = used',
        'km < 40000 OR car_type != used',
        "dealership_slug != 'southern-cross-ballarat'",
        'price 20000 TO 60000 AND NOT status = sold',
        'weekly_price < 150',
        'tag EXISTS OR city IN [Dubbo, Toowoomba]',
      ];
      for (const dealershipIds of [[1], [2, 3, 4], dealershipRows.map((row) => row.id)]) {
        for (const stockFilter of filters) {
          for (const [soldWindowDays, at] of [
            [3, now],
            [0, now],
            [10, new Date(now.getTime() + 5 * DAY_MS)],
          ] as const) {
            const policy = makeSitePolicy({
              dealershipIds,
              soldWindowDays,
              stockFilter: parseStockFilter(stockFilter),
            });
            const expected = all.filter((candidate) => {
              const location = locationRows.find(
                (row) =>
                  row.id === candidate.locationId && dealershipIds.includes(row.dealershipId),
              );
              const dealership = dealershipRows.find((row) => row.id === candidate.dealershipId);
              const place = {
                location: location ?? null,
                dealership: dealership ?? null,
              };
              return isListed(toSiteStockRecord(candidate, place, policy), policy, at);
            });
            const found = await listSiteStock(db, policy, at);
            expect(ids(found), `${dealershipIds} ${stockFilter} ${soldWindowDays}`).toEqual(
              ids(expected),
            );
            // What favourites, compare and alerts look up by id, asked about every car at once.
            const byIds = await listSiteCarsByIds(db, policy, ids(all), at);
            expect(ids(byIds), `by id: ${dealershipIds} ${stockFilter}`).toEqual(ids(expected));
            // What a vehicle page looks up, one car at a time, for every car (e2e asks the
            // running app about a sample of them).
            if (dealershipIds.length > 1 && soldWindowDays === 3 && stockFilter === '') {
              const listed = new Set(ids(expected));
              for (const candidate of all) {
                const page = await getSiteCarBySlug(db, policy, candidate.slug, at);
                expect(page?.id, `${candidate.slug} ${dealershipIds} ${stockFilter}`).toBe(
                  listed.has(candidate.id) ? candidate.id : undefined,
                );
              }
            }
          }
        }
      }
      // The demo data exercises every branch of the rule.
      const policy = makeSitePolicy({ dealershipIds: dealershipRows.map((row) => row.id) });
      const everyCar = await listCarsForDealerships(db, policy.dealershipIds);
      expect(everyCar.some((candidate) => !candidate.showOnDealerWebsite)).toBe(true);
      expect(everyCar.some((candidate) => candidate.status === 'sold')).toBe(true);
    });
  },
);
