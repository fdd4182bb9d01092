import { makeSitePolicy } from '@forecourt/core/testing';
import { listCarsForDealerships, schema } from '@forecourt/db';
import type { TestDatabase } from '@forecourt/db/testing/test-database';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { createSearchIndex, type SortKey, toSearchDoc } from '@forecourt/search';
import { and, asc, desc, gte, isNotNull, lte, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const now = new Date('2026-11-22T00:00:00Z');
const DAY_MS = 86_400_000;
const { cars, dealerships } = schema;

/**
 * PostgreSQL is the reference for the engine's orders and ranges: the same cars, ordered by SQL. Spec 1
 * §4 / issue 25 §5: cars without a real price (10 dollars or less: 'Enquire for price', PREORDER)
 * come last in both price sorts; ties go to the newest listing (whole seconds), then the id.
 */
describe.each(getTestDatabaseKinds())('the engine against PostgreSQL on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(dealerships).values({ id: 1, slug: 'one', name: 'One' });
  });
  afterAll(() => database.close());

  const sqlOrder = async (sort: Extract<SortKey, 'price-asc' | 'price-desc'>) => {
    // The builder has no boolean, case or epoch expressions: one-line SQL fragments.
    const unpriced = sql`${cars.price} <= 10`;
    const realPrice = sql`case when ${cars.price} > 10 then ${cars.price} end`;
    const listedSecond = sql`floor(extract(epoch from ${cars.createdAt}))`;
    const rows = await database.db
      .select({ id: cars.id })
      .from(cars)
      .orderBy(
        asc(unpriced),
        sort === 'price-asc' ? asc(realPrice) : desc(realPrice),
        desc(listedSecond),
        desc(cars.id),
      );
    return rows.map((row) => row.id);
  };

  it('agrees on random stock with placeholder prices, ties and preorders', async () => {
    const stock = fc.array(
      fc.record({
        price: fc.constantFrom(0, 1, 10, 11, 9_990, 25_000, 25_000, 60_000),
        preorder: fc.boolean(),
        day: fc.integer({ min: 0, max: 3 }),
      }),
      { maxLength: 25 },
    );
    await fc.assert(
      fc.asyncProperty(stock, async (rows) => {
        await database.db.delete(cars);
        if (rows.length > 0)
          await database.db.insert(cars).values(
            rows.map((row, i) => ({
              id: i + 1,
              slug: `car-${i + 1}`,
              dealershipId: 1,
              year: 2024,
              make: 'Ford',
              model: 'Ranger',
              carType: 'new' as const,
              status: 'in_stock' as const,
              price: row.price,
              preorder: row.preorder,
              createdAt: new Date(now.getTime() - row.day * DAY_MS),
            })),
          );
        const docs = (await listCarsForDealerships(database.db, [1])).map((car) =>
          toSearchDoc(car, { location: null, dealership: null }),
        );
        const index = createSearchIndex(docs, { policy: makeSitePolicy({ dealershipIds: [1] }) });
        for (const sort of ['price-asc', 'price-desc'] as const) {
          const fromIndex = index
            .search({ sort, hitsPerPage: 100, facets: [] }, now)
            .hits.map((hit) => hit.id);
          expect(fromIndex, sort).toEqual(await sqlOrder(sort));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('agrees on subscription_price and created_at_timestamp ranges (spec 1 §3)', async () => {
    const stock = fc.array(
      fc.record({
        subscriptionPrice: fc.option(fc.constantFrom(99, 149, 199), { nil: null }),
        day: fc.integer({ min: 0, max: 5 }),
      }),
      { maxLength: 20 },
    );
    const bound = fc.option(fc.integer({ min: 50, max: 250 }), { nil: undefined });
    const dayBound = fc.option(
      fc
        .integer({ min: 0, max: 6 })
        .map((day) => Math.floor((now.getTime() - day * DAY_MS) / 1000)),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        stock,
        fc.record({ min: bound, max: bound }),
        fc.record({ min: dayBound, max: dayBound }),
        async (rows, subscription, listed) => {
          await database.db.delete(cars);
          if (rows.length > 0)
            await database.db.insert(cars).values(
              rows.map((row, i) => ({
                id: i + 1,
                slug: `car-${i + 1}`,
                dealershipId: 1,
                year: 2024,
                make: 'Kia',
                model: 'EV9',
                carType: 'new' as const,
                status: 'in_stock' as const,
                price: 90_000,
                subscriptionPrice: row.subscriptionPrice,
                createdAt: new Date(now.getTime() - row.day * DAY_MS),
              })),
            );
          const docs = (await listCarsForDealerships(database.db, [1])).map((car) =>
            toSearchDoc(car, { location: null, dealership: null }),
          );
          const index = createSearchIndex(docs, { policy: makeSitePolicy({ dealershipIds: [1] }) });
          const fromIndex = index
            .search(
              {
                ranges: { subscription_price: subscription, created_at_timestamp: listed },
                hitsPerPage: 100,
                facets: [],
              },
              now,
            )
            .hits.map((hit) => hit.id)
            .sort((a, b) => a - b);
          const listedSecond = sql<number>`floor(extract(epoch from ${cars.createdAt}))`;
          const active = (range: { min?: number; max?: number }) =>
            range.min !== undefined || range.max !== undefined;
          const rowsFound = await database.db
            .select({ id: cars.id })
            .from(cars)
            .where(
              and(
                active(subscription) ? isNotNull(cars.subscriptionPrice) : undefined,
                subscription.min !== undefined
                  ? gte(cars.subscriptionPrice, subscription.min)
                  : undefined,
                subscription.max !== undefined
                  ? lte(cars.subscriptionPrice, subscription.max)
                  : undefined,
                listed.min !== undefined ? gte(listedSecond, listed.min) : undefined,
                listed.max !== undefined ? lte(listedSecond, listed.max) : undefined,
              ),
            )
            .orderBy(asc(cars.id));
          expect(fromIndex).toEqual(rowsFound.map((row) => row.id));
        },
      ),
      { numRuns: 30 },
    );
  });
});
