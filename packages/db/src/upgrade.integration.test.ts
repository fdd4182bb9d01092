import { makeSitePolicy } from '@forecourt/core/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './client.ts';
import { runMigrations } from './migrate.ts';
import {
  deleteShopperUser,
  getLeadWithPlaces,
  getShopperDetails,
  getShopperSession,
  getSiteByDomain,
  getSiteBySlug,
  listSavedSearches,
  listShopperEnquiries,
  listWatchlistCars,
} from './repositories/index.ts';
import { listMigrationTags, migrateToEarlierRelease } from './testing/earlier-schema.ts';
import { createTestDatabase, getTestDatabaseKinds } from './testing/test-database.ts';

const now = new Date('2026-11-27T10:00:00Z');
const tags = listMigrationTags();
/**
 * There are no release tags: 0011 is the schema deployed on 2026-11-24 (before alerts,
 * reservations, journeys, primary domains, passkey challenges and retention), and the one
 * before the newest is the step every upgrade takes last.
 */
const earlierReleases = [...new Set(['0011_saved_searches', tags.at(-2) ?? ''])];
const cases = getTestDatabaseKinds().flatMap((kind) =>
  earlierReleases.map((release) => ({ kind, release })),
);

describe.each(cases)('upgrading $kind from $release', ({ kind, release }) => {
  let database: Database;
  const ids = { site: 1, dealership: 1, location: 1, car: 1, lead: 1, user: 1 };
  const countApplied = async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return row?.n;
  };
  let appliedBefore: number | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind, 'none');
    await migrateToEarlierRelease(database, release);
    appliedBefore = await countApplied();
    // Written as that release wrote it: raw SQL, since today's schema names columns it lacked.
    const { db } = database;
    await db.execute(sql`insert into templates (name) values ('default')`);
    await db.execute(
      sql`insert into sites (id, slug, name, template) values (1, 'harbour', 'Harbour Ford', 'default')`,
    );
    await db.execute(
      sql`insert into site_domains (domain, site_id) values ('www.harbourford.com.au', 1)`,
    );
    await db.execute(
      sql`insert into dealerships (id, slug, name) values (1, 'harbour', 'Harbour')`,
    );
    await db.execute(sql`insert into site_dealerships (site_id, dealership_id) values (1, 1)`);
    await db.execute(sql`
      insert into locations (id, dealership_id, slug, name, street, city, state, postcode, lat, lng)
      values (1, 1, 'harbour-sales', 'Harbour Sales', '1 Main St', 'Cleveland', 'QLD', '4163', -27.5, 153.2)`);
    await db.execute(sql`
      insert into cars (id, slug, dealership_id, year, make, model, car_type, status, price)
      values (1, '2022-ford-ranger-1', 1, 2022, 'Ford', 'Ranger', 'used', 'in_stock', 45990)`);
    await db.execute(sql`
      insert into leads (id, site_id, idempotency_key, form, category, car_id, location_id,
        first_name, last_name, email, phone, values, attribution, test_drive_at, created_at)
      values (1, 1, 'key-1', 'test-drive', 'Test Drive', 1, 1, 'Jo', 'Citizen', 'jo@example.com',
        '+61400000001', '{"first_name":"Jo"}',
        '{"url":"https://harbour/","source":"Website","userAgent":"t","visitedPages":[],"linkedQueryParams":{}}',
        '2026-11-30T00:00:00Z', '2026-11-20T00:00:00Z')`);
    await db.execute(sql`
      insert into lead_deliveries (lead_id, event, channel, target, status)
      values (1, 'new-lead', 'email', 'sales@harbour.example', 'delivered')`);
    await db.execute(sql`
      insert into test_drive_bookings (lead_id, site_id, location_id, starts_at, email, phone)
      values (1, 1, 1, '2026-11-30T00:00:00Z', 'jo@example.com', '+61400000001')`);
    await db.execute(sql`
      insert into shopper_users (id, site_id, phone, first_name, email)
      values (1, 1, '+61400000001', 'Jo', 'jo@example.com')`);
    await db.execute(sql`
      insert into shopper_sessions (token_hash, user_id, site_id, expires_at)
      values ('session-hash', 1, 1, '2026-12-20T00:00:00Z')`);
    await db.execute(sql`insert into watchlist_cars (user_id, car_id) values (1, 1)`);
    await db.execute(sql`
      insert into saved_searches (user_id, site_id, name, path)
      values (1, 1, 'Rangers', '/search/used-cars/ford/ranger')`);

    await runMigrations(database);
  });
  afterAll(() => database.close());

  it('applies every later migration once', async () => {
    expect(appliedBefore).toBe(tags.indexOf(release) + 1);
    expect(await countApplied()).toBe(tags.length);
  });

  it("keeps the earlier release's data, and today's repositories read it", async () => {
    const { db } = database;
    const site = await getSiteBySlug(db, 'harbour');
    expect(site).toMatchObject({
      id: ids.site,
      domains: ['www.harbourford.com.au'],
      primaryDomain: null,
      dealerships: [expect.objectContaining({ id: ids.dealership })],
    });
    expect((await getSiteByDomain(db, 'www.harbourford.com.au'))?.id).toBe(ids.site);

    const lead = await getLeadWithPlaces(db, ids.lead);
    expect(lead?.lead).toMatchObject({ firstName: 'Jo', email: 'jo@example.com', carId: 1 });
    expect(lead?.lead.anonymisedAt).toBeNull();
    expect(await listShopperEnquiries(db, ids.site, '+61400000001')).toEqual([
      expect.objectContaining({ id: ids.lead, category: 'Test Drive' }),
    ]);

    expect(await getShopperSession(db, ids.site, 'session-hash', now)).toMatchObject({
      userId: ids.user,
    });
    expect(await getShopperDetails(db, ids.site, ids.user)).toMatchObject({
      email: 'jo@example.com',
    });
    const policy = makeSitePolicy({ dealershipIds: [ids.dealership] });
    const watched = await listWatchlistCars(db, policy, ids.user, now);
    expect(watched.map(({ car }) => car.id)).toEqual([ids.car]);
    expect((await listSavedSearches(db, ids.site, ids.user)).map((s) => s.name)).toEqual([
      'Rangers',
    ]);
  });

  it("lets today's code act on it: deleting the account takes the person out of the lead", async () => {
    const { db } = database;
    await deleteShopperUser(db, ids.site, ids.user, now);
    const lead = await getLeadWithPlaces(db, ids.lead);
    expect(lead?.lead).toMatchObject({ firstName: '', email: null, anonymisedAt: now });
    const [booking] = await queryRows<{ email: string | null }>(
      db,
      sql`select email from test_drive_bookings where lead_id = ${ids.lead}`,
    );
    expect(booking).toEqual({ email: null });
  });
});

const onPostgres = getTestDatabaseKinds().filter((kind) => kind === 'postgres');

describe.each(onPostgres)('several instances upgrading one %s together', (kind) => {
  it('wait for each other: each migration runs once and every start succeeds', async () => {
    const database = await createTestDatabase(kind, 'none');
    const instances: Database[] = [];
    try {
      await migrateToEarlierRelease(database, '0011_saved_searches');
      for (let i = 0; i < 3; i++) {
        instances.push(
          await openDatabase({ kind: 'postgres', url: database.url ?? '', maxConnections: 2 }),
        );
      }
      await Promise.all(instances.map((instance) => runMigrations(instance)));
      const [applied] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(tags.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.close();
    }
  });
});
