import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../client.ts';
import { callReveals, cars, dealerships, sites, templates } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { pruneAbuseGuards } from './abuse-guards.ts';
import { getCarViews, recordCallReveal, recordCarView } from './vehicle-events.ts';

describe.each(getTestDatabaseKinds())('view and call-reveal counters on %s', (kind) => {
  let database: Database;
  const now = new Date('2026-11-22T09:00:00Z');
  const today = { day: '2026-11-22', visitor: 'visitor-a' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(templates).values({ name: 'default' });
    await db.insert(sites).values({ id: 1, slug: 's', name: 'Site', template: 'default' });
    await db.insert(dealerships).values({ id: 1, slug: 'one', name: 'One' });
    const car: Omit<typeof cars.$inferInsert, 'id' | 'slug'> = {
      dealershipId: 1,
      year: 2021,
      make: 'Ford',
      model: 'Ranger',
      carType: 'used',
      status: 'in_stock',
    };
    await db.insert(cars).values([
      { ...car, id: 1, slug: 'car-1' },
      { ...car, id: 7, slug: 'car-7', views: 10 },
    ]);
  });
  afterAll(() => database.close());

  it('counts a view once per visitor per car per day, on top of the feed count', async () => {
    expect(await recordCarView(database.db, 7, today, now)).toBe(11);
    // Replays, even concurrent ones, count nothing more.
    const replays = await Promise.all(
      Array.from({ length: 8 }, () => recordCarView(database.db, 7, today, now)),
    );
    expect(replays).toEqual(Array(8).fill(11));
    expect(await recordCarView(database.db, 7, { ...today, visitor: 'visitor-b' }, now)).toBe(12);
    expect(await recordCarView(database.db, 7, { day: '2026-11-23', visitor: 'a2' }, now)).toBe(13);
    expect(await recordCarView(database.db, 1, today, now)).toBe(1);
    expect(await getCarViews(database.db, 7)).toBe(13);
    expect(await recordCarView(database.db, 999, today, now)).toBeNull();
  });

  it('records a call reveal once per visitor per car per day', async () => {
    const reveal = { carId: 1, dealershipId: 1, siteId: 1, at: now, ...today };
    expect(await recordCallReveal(database.db, reveal)).toBe(true);
    expect(
      await Promise.all(Array.from({ length: 5 }, () => recordCallReveal(database.db, reveal))),
    ).toEqual(Array(5).fill(false));
    expect(await recordCallReveal(database.db, { ...reveal, carId: 7 })).toBe(true);
    expect(await recordCallReveal(database.db, { ...reveal, visitor: 'visitor-b' })).toBe(true);
    const rows = await database.db.select().from(callReveals);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ carId: 1, dealershipId: 1, siteId: 1, createdAt: now });
  });

  it('forgets who was counted on days before yesterday', async () => {
    await pruneAbuseGuards(database.db, new Date('2026-11-23T09:00:00Z'), now);
    const [row] = await queryRows<{ days: string[] }>(
      database.db,
      sql`select array_agg(distinct day::text order by day::text) as days from vehicle_event_visitors`,
    );
    expect(row?.days).toEqual(['2026-11-23']);
  });
});
