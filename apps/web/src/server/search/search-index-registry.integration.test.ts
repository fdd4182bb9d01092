import { makeSitePolicy } from '@forecourt/core/testing';
import { type Database, openDatabase, schema } from '@forecourt/db';
import { seedDemo } from '@forecourt/db/demo/seed-demo';
import type { TestDatabase } from '@forecourt/db/testing/test-database';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import type { SearchIndex } from '@forecourt/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IndexedSite,
  type OnIndexBuilt,
  SearchIndexRegistry,
} from './search-index-registry.ts';

const now = new Date();
const site: IndexedSite = {
  id: 1,
  slug: 'harbour-ford',
  dealerships: [{ id: 1, name: 'Harbour Ford', slug: 'harbour-ford' }],
  policy: makeSitePolicy({ dealershipIds: [1] }),
  config: { search: { certifiedOnly: false }, cars: { carTypeLabels: {} } },
};

/** Poll until `check` holds; the freshness budget is one second. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

describe.each(getTestDatabaseKinds())('search freshness across two app instances on %s', (kind) => {
  let database: TestDatabase;
  let second: Database;
  let instances: SearchIndexRegistry[];
  let indexes: SearchIndex[];
  const builds: Parameters<OnIndexBuilt>[0][] = [];
  const ids = (index: SearchIndex, refinements = {}) =>
    index.search({ refinements, hitsPerPage: 100, facets: [] }, now).hits.map((hit) => hit.id);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemo(database, { now, cars: 120 });
    // A second instance: its own connection(s) to the same database. PGlite lives in one
    // process, so there both instances share it, as two registries would in one server.
    second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
    instances = [
      new SearchIndexRegistry(database, undefined, (built) => builds.push(built)),
      new SearchIndexRegistry(second),
    ];
    indexes = await Promise.all(instances.map((registry) => registry.get(site)));
  });
  afterAll(async () => {
    await Promise.all(instances.map((registry) => registry.close()));
    if (second !== database) await second.close();
    await database.close();
  });

  it('tells what each build held and took (the index metrics)', () => {
    expect(builds).toHaveLength(1);
    expect(builds[0]).toMatchObject({ site: 'harbour-ford', cars: indexes[0]?.size });
    expect(builds[0]?.seconds).toBeGreaterThan(0);
    expect(builds[0]?.seconds).toBeLessThan(60);
  });

  it('both see an inserted car within a second', async () => {
    await database.db.insert(schema.cars).values({
      id: 9001,
      slug: 'fresh-ranger-9001',
      dealershipId: 1,
      locationId: 1,
      year: 2026,
      make: 'Ford',
      model: 'Ranger',
      carType: 'new',
      status: 'in_stock',
      price: 55_990,
    });
    for (const index of indexes) await within(1000, () => ids(index).includes(9001));
  });

  it('both see a price update and a status change, and a delete', async () => {
    await second.db
      .update(schema.cars)
      .set({ price: 49_990, model: 'Everest' })
      .where(eq(schema.cars.id, 9001));
    for (const index of indexes)
      await within(1000, () => ids(index, { model: ['Everest'] }).includes(9001));
    expect(indexes[0]?.get(9001)?.hit.price).toBe(49_990);

    await database.db
      .update(schema.cars)
      .set({ status: 'sold', soldAt: new Date(now.getTime() - 10 * 86_400_000) })
      .where(eq(schema.cars.id, 9001));
    for (const index of indexes) await within(1000, () => !ids(index).includes(9001));

    await database.db
      .update(schema.cars)
      .set({ status: 'in_stock', soldAt: null })
      .where(eq(schema.cars.id, 9001));
    for (const index of indexes) await within(1000, () => ids(index).includes(9001));

    await second.db.delete(schema.cars).where(eq(schema.cars.id, 9001));
    for (const index of indexes)
      await within(
        1000,
        () => indexes.every((i) => i.get(9001) === null) && !ids(index).includes(9001),
      );
  });

  it("moves a car out of the site's index when it moves to another dealership", async () => {
    const [car] = await database.db
      .select({ id: schema.cars.id })
      .from(schema.cars)
      .where(eq(schema.cars.dealershipId, 1))
      .limit(1);
    const id = car?.id ?? 0;
    await database.db.update(schema.cars).set({ dealershipId: 2 }).where(eq(schema.cars.id, id));
    for (const index of indexes) await within(1000, () => index.get(id) === null);
  });
});
