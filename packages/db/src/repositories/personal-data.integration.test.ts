import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../client.ts';
import {
  cars,
  leadDeliveries,
  leads,
  purchaseJourneys,
  reservations,
  shopperAlertDigests,
  shopperSessions,
  shopperSignInCodes,
  shopperUsers,
  testDriveBookings,
  watchlistCars,
} from '../schema/index.ts';
import { createStockSite, type StockSite } from '../testing/stock-site.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { erasePersonalDataBefore } from './personal-data.ts';
import {
  createShopperSession,
  deleteShopperUser,
  listShopperEnquiries,
} from './shopper-accounts.ts';

const now = new Date('2026-11-27T10:00:00Z');
const cutoff = new Date('2024-11-27T10:00:00Z');
const old = new Date('2024-06-01T01:00:00Z');
const recent = new Date('2026-11-01T01:00:00Z');
let sequence = 0;

function leadRow(siteId: number, createdAt: Date, phone = '+61400000001') {
  sequence += 1;
  return {
    siteId,
    idempotencyKey: `key-${sequence}`,
    form: 'test-drive' as const,
    category: 'Test Drive',
    carId: 1,
    firstName: 'Jo',
    lastName: 'Citizen',
    email: 'jo@example.com',
    phone,
    postcode: '4163',
    message: 'Call me after 5',
    values: { first_name: 'Jo', email: 'jo@example.com' },
    tradeIn: {
      rego: 'ABC123',
      regoState: 'QLD',
      year: 2015,
      make: 'Ford',
      model: 'Focus',
      odometerKm: 120_000,
    } as never,
    attribution: {
      url: 'https://s.example/cars/1',
      source: 'Website' as const,
      userAgent: 'Mozilla/5.0',
      visitedPages: ['/search'],
      linkedQueryParams: { utm_source: 'google', gclid: 'click-1' },
    },
    ipHash: 'hash-of-ip',
    createdAt,
  };
}

function reservationRow(site: StockSite, status: 'held' | 'released', updatedAt: Date) {
  sequence += 1;
  return {
    siteId: site.siteId,
    carId: 1,
    status,
    mode: 'dealer' as const,
    amountCents: 50_000,
    holdHours: 48,
    firstName: 'Jo',
    lastName: 'Citizen',
    email: 'jo@example.com',
    phone: '+61400000001',
    postcode: '4163',
    origin: 'https://s.example',
    client: 'client-hash',
    token: `token-${sequence}`,
    createdAt: updatedAt,
    updatedAt,
  };
}

const personOf = (row: typeof leads.$inferSelect) => ({
  firstName: row.firstName,
  email: row.email,
  phone: row.phone,
  postcode: row.postcode,
  message: row.message,
  values: row.values,
  tradeIn: row.tradeIn,
  ipHash: row.ipHash,
  attribution: row.attribution,
});

describe.each(getTestDatabaseKinds())('personal data retention on %s', (kind) => {
  let database: Database & { url: string | null };
  let site: StockSite;
  let other: StockSite;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await createStockSite(database.db, 'harbour');
    other = await createStockSite(database.db, 'valley');
    await database.db.insert(cars).values({
      id: 1,
      slug: 'car-1',
      dealershipId: site.dealershipIds[0] ?? 0,
      year: 2022,
      make: 'Ford',
      model: 'Ranger',
      carType: 'used',
      status: 'in_stock',
    });
  });
  afterAll(() => database.close());

  it('anonymises what is past the period, keeps the counts, and does it once', async () => {
    const { db } = database;
    const [oldLead, newLead, otherSiteLead] = await db
      .insert(leads)
      .values([leadRow(site.siteId, old), leadRow(site.siteId, recent), leadRow(other.siteId, old)])
      .returning();
    if (!oldLead || !newLead || !otherSiteLead) throw new Error('inserted');
    const [location] = await queryRows<{ id: number }>(
      db,
      sql`select id from locations where slug = 'harbour-north'`,
    );
    await db.insert(testDriveBookings).values({
      leadId: oldLead.id,
      siteId: site.siteId,
      locationId: location?.id ?? 0,
      startsAt: old,
      confirmToken: 'confirm-1',
      email: 'jo@example.com',
      phone: '+61400000001',
      client: 'client-hash',
    });
    await db.insert(leadDeliveries).values([
      { leadId: oldLead.id, event: 'new-lead', channel: 'email', target: 'sales@dealer.example' },
      {
        leadId: oldLead.id,
        event: 'booking-confirmation',
        channel: 'email',
        target: 'jo@example.com',
      },
    ]);
    const [held, ended, endedRecently] = await db
      .insert(reservations)
      .values([
        reservationRow(site, 'held', old),
        reservationRow(site, 'released', old),
        reservationRow(site, 'released', recent),
      ])
      .returning();
    const [idle, active] = await db
      .insert(shopperUsers)
      .values([
        { siteId: site.siteId, phone: '+61400000002', lastSignedInAt: old },
        { siteId: site.siteId, phone: '+61400000003', lastSignedInAt: recent },
      ])
      .returning();
    if (!held || !ended || !endedRecently || !idle || !active) throw new Error('inserted');
    await db.insert(watchlistCars).values({ userId: idle.id, carId: 1 });
    await db.insert(purchaseJourneys).values([
      { siteId: site.siteId, carId: 1, userId: active.id, updatedAt: old },
      { siteId: site.siteId, carId: 1, browserKeyHash: 'b', updatedAt: recent },
    ]);
    await db.insert(shopperAlertDigests).values([
      { userId: active.id, siteId: site.siteId, day: '2024-06-01', content: {}, createdAt: old },
      { userId: active.id, siteId: site.siteId, day: '2026-11-01', content: {}, createdAt: recent },
    ]);
    await db.insert(shopperSignInCodes).values([
      { siteId: site.siteId, phone: '+61400000009', expiresAt: old },
      { siteId: site.siteId, phone: '+61400000008', expiresAt: recent },
    ]);
    const perDay = () =>
      queryRows<{ day: string; n: number }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
            from leads where site_id = ${site.siteId} group by 1 order by 1`,
      );
    const countsBefore = await perDay();

    expect(await erasePersonalDataBefore(db, site.siteId, cutoff, now)).toEqual({
      leads: 1,
      reservations: 1,
      accounts: 1,
      journeys: 1,
      digests: 1,
      signInCodes: 1,
    });

    const rows = await db.select().from(leads).orderBy(leads.id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const anonymised = byId.get(oldLead.id);
    expect(anonymised && personOf(anonymised)).toEqual({
      firstName: '',
      email: null,
      phone: null,
      postcode: null,
      message: null,
      values: {},
      tradeIn: null,
      ipHash: null,
      attribution: {
        url: '',
        source: 'Website',
        userAgent: '',
        visitedPages: [],
        linkedQueryParams: { utm_source: 'google' },
      },
    });
    expect(anonymised).toMatchObject({ form: 'test-drive', carId: 1, anonymisedAt: now });
    for (const kept of [newLead, otherSiteLead]) {
      const row = byId.get(kept.id);
      expect(row && personOf(row)).toEqual(personOf(kept));
      expect(row?.anonymisedAt).toBeNull();
    }
    expect(await perDay()).toEqual(countsBefore);

    const [booking] = await db.select().from(testDriveBookings);
    expect(booking).toMatchObject({ email: null, phone: null, client: null, confirmToken: null });
    const deliveries = await db.select().from(leadDeliveries);
    expect(deliveries.map((delivery) => delivery.target)).toEqual(['sales@dealer.example']);

    const reservationRows = new Map(
      (await db.select().from(reservations)).map((row) => [row.id, row]),
    );
    expect(reservationRows.get(ended.id)).toMatchObject({ email: '', phone: '', firstName: '' });
    expect(reservationRows.get(held.id)).toMatchObject({ email: 'jo@example.com' });
    expect(reservationRows.get(endedRecently.id)).toMatchObject({ email: 'jo@example.com' });

    const users = await db.select({ id: shopperUsers.id }).from(shopperUsers);
    expect(users.map((user) => user.id)).toEqual([active.id]);
    expect(await db.select().from(watchlistCars)).toEqual([]);
    expect((await db.select().from(purchaseJourneys)).map((row) => row.browserKeyHash)).toEqual([
      'b',
    ]);
    expect((await db.select().from(shopperAlertDigests)).map((row) => row.day)).toEqual([
      '2026-11-01',
    ]);
    expect((await db.select().from(shopperSignInCodes)).map((row) => row.phone)).toEqual([
      '+61400000008',
    ]);

    expect(await erasePersonalDataBefore(db, site.siteId, cutoff, now)).toEqual({
      leads: 0,
      reservations: 0,
      accounts: 0,
      journeys: 0,
      digests: 0,
      signInCodes: 0,
    });
  });

  it('anonymises each lead once when several instances sweep at the same time', async () => {
    const many = Array.from({ length: 450 }, () => leadRow(other.siteId, old));
    await database.db.insert(leads).values(many);
    // A second instance has its own connections (PGlite: one process owns the folder).
    const second =
      database.url === null
        ? null
        : await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 3 });
    try {
      const sweeps = await Promise.all([
        erasePersonalDataBefore(database.db, other.siteId, cutoff, now),
        erasePersonalDataBefore((second ?? database).db, other.siteId, cutoff, now),
        erasePersonalDataBefore(database.db, other.siteId, cutoff, now),
      ]);
      // 450 new ones and the one the first test left on this site.
      expect(sweeps.reduce((sum, outcome) => sum + outcome.leads, 0)).toBe(451);
    } finally {
      await second?.close();
    }
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from leads where site_id = ${other.siteId} and anonymised_at is null`,
    );
    expect(left?.n).toBe(0);
  });

  it("takes the person out of a deleting shopper's leads: their verified phone, their site", async () => {
    const { db } = database;
    const phone = '+61411111111';
    const [user] = await db
      .insert(shopperUsers)
      .values({ siteId: site.siteId, phone, email: 'shared@example.com' })
      .returning();
    if (!user) throw new Error('inserted');
    const [theirs, someoneElses, sameNumberElsewhere] = await db
      .insert(leads)
      .values([
        leadRow(site.siteId, recent, phone),
        { ...leadRow(site.siteId, recent, '+61422222222'), email: 'shared@example.com' },
        leadRow(other.siteId, recent, phone),
      ])
      .returning();
    const [reservation] = await db
      .insert(reservations)
      .values({ ...reservationRow(site, 'released', recent), phone: '', userId: user.id })
      .returning();
    if (!theirs || !someoneElses || !sameNumberElsewhere || !reservation) {
      throw new Error('inserted');
    }
    expect(await listShopperEnquiries(db, site.siteId, phone)).toHaveLength(1);

    await deleteShopperUser(db, site.siteId, user.id, now);

    const rows = new Map((await db.select().from(leads)).map((row) => [row.id, row]));
    expect(rows.get(theirs.id)).toMatchObject({ firstName: '', phone: null, anonymisedAt: now });
    // The email in an account's details is not verified: it names nobody's leads.
    expect(rows.get(someoneElses.id)).toMatchObject({ firstName: 'Jo', anonymisedAt: null });
    expect(rows.get(sameNumberElsewhere.id)).toMatchObject({ phone, anonymisedAt: null });
    const [kept] = await db.select().from(reservations).where(eq(reservations.id, reservation.id));
    expect(kept).toMatchObject({ email: '', firstName: '', userId: null, anonymisedAt: now });
    expect(await db.select().from(shopperUsers).where(eq(shopperUsers.id, user.id))).toEqual([]);
    expect(await listShopperEnquiries(db, site.siteId, phone)).toEqual([]);
  });

  it('keeps an account whose session is still live, however long ago it signed in', async () => {
    const { db } = database;
    const [user] = await db
      .insert(shopperUsers)
      .values({ siteId: other.siteId, phone: '+61444444444', lastSignedInAt: old })
      .returning();
    if (!user) throw new Error('inserted');
    await db.insert(shopperSessions).values({
      tokenHash: 'live-session',
      userId: user.id,
      siteId: other.siteId,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    expect(await erasePersonalDataBefore(db, other.siteId, cutoff, now)).toMatchObject({
      accounts: 0,
    });
    await db.delete(shopperSessions).where(eq(shopperSessions.userId, user.id));
    expect(await erasePersonalDataBefore(db, other.siteId, cutoff, now)).toMatchObject({
      accounts: 1,
    });
  });

  it('counts a sign-in as use, so an account in use is never past the period', async () => {
    const { db } = database;
    const [user] = await db
      .insert(shopperUsers)
      .values({ siteId: site.siteId, phone: '+61433333333', lastSignedInAt: old })
      .returning();
    if (!user) throw new Error('inserted');
    await createShopperSession(db, {
      tokenHash: 'session-hash',
      userId: user.id,
      siteId: site.siteId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await erasePersonalDataBefore(db, site.siteId, new Date(Date.now() - 60_000), now);
    const [kept] = await db.select().from(shopperUsers).where(eq(shopperUsers.id, user.id));
    expect(kept?.lastSignedInAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
