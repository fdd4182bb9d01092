import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../client.ts';
import {
  dealerships,
  leadDeliveries,
  leads,
  locations,
  siteDomains,
  sites,
  templates,
} from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { pruneAbuseGuards } from './abuse-guards.ts';
import { claimDueDeliveries, markDeliveryDone, markDeliveryFailed } from './lead-outbox.ts';
import { toLead } from './lead-view.ts';
import {
  acceptTradeInOffer,
  getLeadWithPlaces,
  listRecentLeads,
  SlotTakenError,
  type StoreLeadInput,
  storeLead,
} from './leads.ts';
import {
  confirmTestDrive,
  getTestDriveHold,
  listBookedTestDrives,
  type TestDriveBookingInput,
} from './test-drive-bookings.ts';

const now = new Date('2025-07-01T00:00:00Z');
let keySequence = 0;

function leadInput(
  overrides: Partial<StoreLeadInput> = {},
  key = `key-${++keySequence}-aaaaaaaaaaaa`,
): StoreLeadInput {
  return {
    lead: {
      siteId: 1,
      idempotencyKey: key,
      form: 'contact',
      category: 'General Enquiry',
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com',
      values: { name: 'Jo' },
      attribution: {
        url: 'https://s/contact',
        source: 'Website',
        userAgent: 'test',
        visitedPages: [],
        linkedQueryParams: {},
      },
      createdAt: now,
    },
    deliveries: [
      { channel: 'email', target: 'sales@dealer.example', secret: null },
      { channel: 'webhook', target: 'https://hooks.example/lead', secret: 'a-very-long-secret' },
    ],
    deliverSpam: false,
    captcha: null,
    booking: null,
    ...overrides,
  };
}

let tokenSequence = 0;

/** A booking of `startsAt` at location 1, confirmed at once unless `holdUntil` is given. */
function bookingInput(
  startsAt: Date,
  overrides: Partial<TestDriveBookingInput> = {},
): TestDriveBookingInput {
  return {
    locationId: 1,
    startsAt,
    holdUntil: null,
    confirmToken: null,
    confirmUrl: null,
    email: null,
    phone: null,
    client: null,
    limits: { perContact: 100, perClient: 100 },
    ...overrides,
  };
}

/** Store a lead that must be stored (not rate-limited). */
async function store(db: Parameters<typeof storeLead>[0], input: StoreLeadInput) {
  const result = await storeLead(db, input);
  if (result.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result;
}

describe.each(getTestDatabaseKinds())('leads and the outbox on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(templates).values({ name: 'default' });
    await db.insert(sites).values({ id: 1, slug: 's', name: 'Site', template: 'default' });
    await db.insert(dealerships).values({ id: 1, slug: 'one', name: 'One' });
    await db.insert(locations).values({
      id: 1,
      dealershipId: 1,
      slug: 'one-sales',
      name: 'One Sales',
      street: '1 Main St',
      city: 'Cleveland',
      state: 'QLD',
      postcode: '4163',
      lat: -27.5,
      lng: 153.2,
    });
  });
  afterAll(() => database.close());

  it('stores a lead with its delivery jobs in one transaction', async () => {
    const stored = await store(database.db, leadInput());
    expect(stored).toMatchObject({ created: true, spam: false });
    const jobs = await database.db
      .select()
      .from(leadDeliveries)
      .where(sql`lead_id = ${stored.leadId}`);
    expect(jobs.map((job) => [job.channel, job.status, job.attempts])).toEqual([
      ['email', 'pending', 0],
      ['webhook', 'pending', 0],
    ]);
  });

  it("gives a lead without a car its site's canonical origin: primary domain, scheme and port", async () => {
    const stored = await store(database.db, leadInput());
    const address = { rootDomain: 'forecourt.example', scheme: 'https', port: 8443 } as const;
    const read = async () => {
      const found = await getLeadWithPlaces(database.db, stored.leadId);
      if (!found) throw new Error('lead not found');
      return toLead(found, address).siteUrl;
    };
    expect(await read()).toBe('https://s.forecourt.example:8443');
    await database.db
      .insert(siteDomains)
      .values({ siteId: 1, domain: 'www.s.example', primary: true });
    try {
      expect(await read()).toBe('https://www.s.example:8443');
    } finally {
      await database.db.delete(siteDomains).where(sql`domain = 'www.s.example'`);
    }
  });

  it('stores one lead for any number of retries with the same key, even concurrent ones', async () => {
    const input = leadInput();
    const results = await Promise.all(Array.from({ length: 6 }, () => store(database.db, input)));
    expect(new Set(results.map((result) => result.leadId)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from lead_deliveries where lead_id = ${results[0]?.leadId ?? 0}`,
    );
    expect(Number(row?.count)).toBe(2);
  });

  it('flags a replayed captcha as spam, keeps the lead and queues no delivery', async () => {
    const captcha = { signature: 'sig-1', expiresAt: new Date(now.getTime() + 60_000) };
    expect((await store(database.db, leadInput({ captcha }))).spam).toBe(false);
    const replay = await store(database.db, leadInput({ captcha }));
    expect(replay).toMatchObject({ created: true, spam: true });
    const [row] = await database.db.select().from(leads).where(sql`id = ${replay.leadId}`);
    expect(row?.spamReasons).toEqual(['captcha-replayed']);
    const jobs = await database.db
      .select()
      .from(leadDeliveries)
      .where(sql`lead_id = ${replay.leadId}`);
    expect(jobs).toEqual([]);
  });

  it('lets exactly one of two racing bookings of a slot win, rolling the loser back', async () => {
    const booking = bookingInput(new Date('2025-07-03T00:00:00Z'));
    const results = await Promise.allSettled([
      store(database.db, leadInput({ booking })),
      store(database.db, leadInput({ booking })),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(SlotTakenError);
    const booked = await listBookedTestDrives(
      database.db,
      1,
      new Date('2025-07-03T00:00:00Z'),
      new Date('2025-07-04T00:00:00Z'),
      now,
    );
    expect(booked.map((date) => date.toISOString())).toEqual(['2025-07-03T00:00:00.000Z']);
    const [count] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from leads where test_drive_at is null and id not in (select lead_id from test_drive_bookings) and form = 'test-drive'`,
    );
    expect(Number(count?.count)).toBe(0);
  });

  it('claims each due job once across competing relays, and retries or dead-letters it', async () => {
    await database.db.delete(leadDeliveries);
    for (let index = 0; index < 5; index += 1) await store(database.db, leadInput());
    const claims = await Promise.all([
      claimDueDeliveries(database.db, { now, limit: 6, leaseMs: 60_000 }),
      claimDueDeliveries(database.db, { now, limit: 6, leaseMs: 60_000 }),
      claimDueDeliveries(database.db, { now, limit: 6, leaseMs: 60_000 }),
    ]);
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(await claimDueDeliveries(database.db, { now, limit: 10, leaseMs: 60_000 })).toEqual([]);

    const [first, second] = claims.flat();
    await markDeliveryDone(database.db, first?.id ?? 0, now);
    await markDeliveryFailed(
      database.db,
      second?.id ?? 0,
      'HTTP 500',
      new Date(now.getTime() + 1000),
    );
    const later = await claimDueDeliveries(database.db, {
      now: new Date(now.getTime() + 61_000),
      limit: 20,
      leaseMs: 60_000,
    });
    expect(later.map((job) => job.id)).toContain(second?.id);
    expect(later.map((job) => job.id)).not.toContain(first?.id);
    expect(later.find((job) => job.id === second?.id)?.attempts).toBe(2);
    await markDeliveryFailed(database.db, second?.id ?? 0, 'HTTP 500', null);
    const [dead] = await database.db
      .select()
      .from(leadDeliveries)
      .where(sql`id = ${second?.id ?? 0}`);
    expect(dead).toMatchObject({ status: 'dead', lastError: 'HTTP 500' });
  });

  it('records an accepted trade-in offer once and queues the notification', async () => {
    const input = leadInput();
    input.lead.form = 'trade-in';
    input.lead.tradeIn = {
      rego: 'ABC123',
      regoState: 'QLD',
      year: 2021,
      make: 'Ford',
      model: 'Ranger',
      badge: null,
      km: 50_000,
      adjustmentAnswers: {},
      underFinance: false,
      preferredContactMethod: 'Phone',
      valuation: {
        kind: 'offer',
        lowDollars: 30_000,
        highDollars: 32_000,
        basis: 'test',
        comparableCount: 5,
        conditionAdjustmentPercent: 0,
        reconditioningMarginPercent: 12,
      },
    };
    const { leadId } = await store(database.db, input);
    const accept = (idempotencyKey: string) =>
      acceptTradeInOffer(database.db, {
        siteId: 1,
        leadId,
        idempotencyKey,
        now,
      });
    expect(await accept('wrong-key-aaaaaaaaaa')).toBe('not-found');
    expect(await accept(input.lead.idempotencyKey)).toBe('accepted');
    expect(await accept(input.lead.idempotencyKey)).toBe('already-accepted');
    const jobs = await database.db
      .select()
      .from(leadDeliveries)
      .where(sql`lead_id = ${leadId} and event = 'offer-accepted'`);
    expect(jobs.map((job) => job.channel)).toEqual(['email', 'webhook']);
    const [listed] = await listRecentLeads(database.db, 1, 1);
    expect(listed?.offerAccepted).toBe(true);
  });

  it('stores nothing over a rate limit, never counts a retry, and prunes old windows', async () => {
    const window = new Date('2025-07-01T00:00:00Z');
    const rateLimits = [{ key: 'ip:limit-test', windowStart: window, max: 2 }];
    const first = leadInput({ rateLimits });
    expect((await storeLead(database.db, first)).kind).toBe('stored');
    expect((await storeLead(database.db, first)).kind).toBe('stored');
    expect((await storeLead(database.db, leadInput({ rateLimits }))).kind).toBe('stored');
    expect(await storeLead(database.db, leadInput({ rateLimits }))).toEqual({
      kind: 'limited',
      keys: ['ip:limit-test'],
    });
    await pruneAbuseGuards(database.db, new Date('2025-07-02T00:00:00Z'), now);
    expect((await storeLead(database.db, leadInput({ rateLimits }))).kind).toBe('stored');
  });

  it('counts suspected spam and genuine leads apart, and a refused lead nowhere', async () => {
    const window = new Date('2025-07-01T00:00:00Z');
    const rateLimits = [
      { key: 'client:a', windowStart: window, max: 1 },
      { key: 'site:split', windowStart: window, max: 2 },
      { key: 'spam:split', windowStart: window, max: 1, spam: true },
    ];
    const spam = () => {
      const input = leadInput({ rateLimits });
      input.lead.spam = true;
      return input;
    };
    expect((await storeLead(database.db, spam())).kind).toBe('stored');
    expect(await storeLead(database.db, spam())).toEqual({ kind: 'limited', keys: ['spam:split'] });
    // A replayed captcha is spam too, before it is counted.
    const captcha = { signature: 'sig-split', expiresAt: new Date(now.getTime() + 60_000) };
    expect((await storeLead(database.db, leadInput({ rateLimits, captcha }))).kind).toBe('stored');
    expect(await storeLead(database.db, leadInput({ rateLimits, captcha }))).toEqual({
      kind: 'limited',
      keys: ['spam:split'],
    });
    // client:a is spent; its refused leads did not count against the site.
    expect(await storeLead(database.db, leadInput({ rateLimits }))).toEqual({
      kind: 'limited',
      keys: ['client:a'],
    });
    const other = [{ ...rateLimits[0], key: 'client:b' }, rateLimits[1], rateLimits[2]];
    expect(
      (await storeLead(database.db, leadInput({ rateLimits: other as typeof rateLimits }))).kind,
    ).toBe('stored');
    const [site] = await queryRows<{ count: number }>(
      database.db,
      sql`select count from rate_limit_counters where key = 'site:split'`,
    );
    expect(Number(site?.count)).toBe(2);
  });

  it('holds a booking until it is confirmed, frees the slot when the hold lapses, and emails the link', async () => {
    const startsAt = new Date('2025-07-05T00:00:00Z');
    const holdUntil = new Date(now.getTime() + 60 * 60_000);
    const token = `confirm-token-${++tokenSequence}`.padEnd(32, 'x');
    const held = await store(
      database.db,
      leadInput({
        booking: bookingInput(startsAt, {
          holdUntil,
          confirmToken: token,
          confirmUrl: `https://s.example/book-test-drive/confirm?token=${token}`,
          email: 'jo@example.com',
        }),
      }),
    );
    const jobs = await database.db
      .select()
      .from(leadDeliveries)
      .where(sql`lead_id = ${held.leadId}`);
    expect(jobs.map((job) => [job.event, job.channel, job.target])).toEqual([
      ['new-lead', 'email', 'sales@dealer.example'],
      ['new-lead', 'webhook', 'https://hooks.example/lead'],
      ['booking-confirmation', 'email', 'jo@example.com'],
    ]);
    expect(jobs[2]?.secret).toContain(token);
    const day = (at: Date) =>
      listBookedTestDrives(database.db, 1, startsAt, new Date('2025-07-06T00:00:00Z'), at);
    expect(await day(now)).toHaveLength(1);
    // Once the hold lapses the slot is free again, and another shopper can take it.
    const later = new Date(holdUntil.getTime() + 1000);
    expect(await day(later)).toHaveLength(0);
    expect(await confirmTestDrive(database.db, 1, token, later)).toBe('expired');
    const next = leadInput({ booking: bookingInput(startsAt) });
    next.lead.createdAt = later;
    await store(database.db, next);
    expect(await day(later)).toHaveLength(1);
    expect((await getTestDriveHold(database.db, 1, token, later))?.status).toBe('expired');

    // Confirmed within its hold, a booking keeps its slot for good.
    const other = new Date('2025-07-05T01:00:00Z');
    const token2 = `confirm-token-${++tokenSequence}`.padEnd(32, 'x');
    await store(
      database.db,
      leadInput({ booking: bookingInput(other, { holdUntil, confirmToken: token2 }) }),
    );
    expect(await confirmTestDrive(database.db, 2, token2, now)).toBe('not-found');
    expect(await confirmTestDrive(database.db, 1, token2, now)).toBe('confirmed');
    expect(await confirmTestDrive(database.db, 1, token2, later)).toBe('already-confirmed');
    expect(
      (await listBookedTestDrives(database.db, 1, other, new Date('2025-07-06T00:00:00Z'), later))
        .length,
    ).toBe(1);
  });

  it('limits upcoming bookings per contact and per client, and never books for spam', async () => {
    const slot = (hour: number) => new Date(Date.UTC(2025, 6, 10, hour));
    const limits = { perContact: 2, perClient: 3 };
    const book = (hour: number, who: Partial<TestDriveBookingInput>, spam = false) => {
      const input = leadInput({ booking: bookingInput(slot(hour), { limits, ...who }) });
      input.lead.spam = spam;
      return storeLead(database.db, input);
    };
    const jo = { email: 'jo@example.com', phone: '+61412345678', client: 'client-1' };
    expect((await book(0, jo)).kind).toBe('stored');
    expect((await book(1, { ...jo, email: 'other@example.com' })).kind).toBe('stored');
    // The same phone, with any email, is the same contact.
    expect(await book(2, { ...jo, email: 'third@example.com' })).toEqual({
      kind: 'booking-limited',
    });
    // A different contact from the same client: its third booking, then the client is full.
    expect(
      (await book(3, { email: 'ann@example.com', phone: null, client: 'client-1' })).kind,
    ).toBe('stored');
    expect(await book(4, { email: 'bo@example.com', phone: null, client: 'client-1' })).toEqual({
      kind: 'booking-limited',
    });
    // Concurrent bookings from one contact cannot both pass the count.
    const racers = await Promise.all(
      [5, 6, 7].map((hour) => book(hour, { email: 'cy@example.com', client: `c-${hour}` })),
    );
    expect(racers.filter((result) => result.kind === 'stored')).toHaveLength(2);
    // Spam is stored, flagged, and takes no slot.
    const spam = await book(8, { email: 'spam@example.com', client: 'client-9' }, true);
    expect(spam).toMatchObject({ kind: 'stored', spam: true });
    const taken = await listBookedTestDrives(database.db, 1, slot(8), slot(9), now);
    expect(taken).toEqual([]);
  });
});
