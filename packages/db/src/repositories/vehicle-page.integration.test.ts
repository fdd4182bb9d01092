import { makeSitePolicy } from '@forecourt/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { cars, dealerships, sites, templates } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { listSimilarCarCandidates, listSiteCarSlugs, listSiteCarsByIds } from './car-lookups.ts';
import { listMarketComparables } from './market-comparables.ts';

describe.each(getTestDatabaseKinds())('vehicle page queries on %s', (kind) => {
  let database: Database;
  const now = new Date('2026-11-22T00:00:00Z');
  const site = makeSitePolicy({ dealershipIds: [1] });

  const car = (
    id: number,
    overrides: Partial<typeof cars.$inferInsert> = {},
  ): typeof cars.$inferInsert => ({
    id,
    slug: `car-${id}`,
    dealershipId: 1,
    year: 2021,
    make: 'Ford',
    model: 'Ranger',
    carType: 'used',
    status: 'in_stock',
    price: 40_000,
    km: 50_000,
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(templates).values({ name: 'default' });
    await db.insert(sites).values({ id: 1, slug: 's', name: 'Site', template: 'default' });
    await db.insert(dealerships).values([
      { id: 1, slug: 'one', name: 'One' },
      { id: 2, slug: 'two', name: 'Two' },
    ]);
    await db
      .insert(cars)
      .values([
        car(1),
        car(2, { model: 'Everest', price: 45_000 }),
        car(3, { price: 48_000, customRank: 5 }),
        car(4, { price: 60_000 }),
        car(5, { status: 'sold' }),
        car(6, { showOnDealerWebsite: false }),
        car(7, { dealershipId: 2, price: 38_000, views: 10 }),
        car(8, { dealershipId: 2, year: 2016 }),
        car(9, { dealershipId: 2, carType: 'new' }),
        car(10, { make: 'Toyota', model: 'Hilux' }),
        car(11, { dealershipId: 2, price: 5 }),
      ]);
  });
  afterAll(() => database.close());

  it('finds similar in-stock cars of the site by make and price window, same model first', async () => {
    const found = await listSimilarCarCandidates(
      database.db,
      site,
      { excludeCarId: 1, make: 'Ford', model: 'Ranger', minPrice: 30_000, maxPrice: 50_000 },
      now,
    );
    expect(found.map((c) => c.id)).toEqual([3, 2]);
  });

  it('finds market comparables across every dealer, same type, near years, real prices, shown', async () => {
    const market = await listMarketComparables(database.db, {
      id: 1,
      make: 'Ford',
      model: 'Ranger',
      year: 2021,
      carType: 'used',
    });
    // Car 6 (40,000) is kept off its dealer's website, car 5 is sold.
    expect(market.map((c) => c.price).sort()).toEqual([38_000, 48_000, 60_000]);
  });

  it('lists only the site cars asked for, in order, and the published slugs', async () => {
    const listed = await listSiteCarsByIds(database.db, site, [4, 7, 1, 999], now);
    expect(listed.map((c) => c.id)).toEqual([4, 1]);
    const slugs = (await listSiteCarSlugs(database.db, site, now)).map((row) => row.slug).sort();
    expect(slugs).toEqual(['car-1', 'car-10', 'car-2', 'car-3', 'car-4']);
  });
});
