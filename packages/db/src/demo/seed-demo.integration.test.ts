import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../client.ts';
import { listSites } from '../repositories/sites.ts';
import { cars } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { isDatabaseEmpty, resetDemo, seedDemo } from './seed-demo.ts';

describe.each(getTestDatabaseKinds())('seedDemo on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('fills an empty database with the four demo sites, and later inserts still get fresh ids', async () => {
    expect(await isDatabaseEmpty(database)).toBe(true);
    const counts = await seedDemo(database, { now: new Date('2026-11-22T00:00:00Z'), cars: 300 });
    expect(counts.cars).toBe(300);
    expect(await isDatabaseEmpty(database)).toBe(false);
    expect((await listSites(database.db)).map((site) => site.slug).sort()).toEqual([
      'harbour-ford',
      'outback-caravans',
      'redline-moto',
      'southern-cross',
    ]);
    const [inserted] = await database.db
      .insert(cars)
      .values({
        slug: 'extra',
        dealershipId: 1,
        year: 2024,
        make: 'Ford',
        model: 'Puma',
        carType: 'new',
        status: 'in_stock',
      })
      .returning({ id: cars.id });
    expect(inserted?.id).toBe(301);
  });

  it('resets to empty', async () => {
    await resetDemo(database);
    expect(await isDatabaseEmpty(database)).toBe(true);
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from cars`,
    );
    expect(row?.count).toBe(0);
  });
});
