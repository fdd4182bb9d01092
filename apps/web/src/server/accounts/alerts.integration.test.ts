import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { facetNames } from '@forecourt/core/search';
import {
  claimDueDeliveries,
  type Database,
  listLocationsForDealerships,
  queryRows,
  saveWatchlistCar,
  schema,
  setShopperAlerts,
} from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import type { SearchIndex } from '@forecourt/search';
import { startSmtpSink } from '@forecourt/testing/receivers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../leads/delivery/mailer.ts';
import { createLeadRelay } from '../leads/relay.ts';
import { seedLeadTestSite, TEST_ADDRESS, TEST_SECRET } from '../leads/testing/lead-test-site.ts';
import { SearchIndexRegistry } from '../search/search-index-registry.ts';
import type { Site } from '../site.ts';
import { type AlertSite, createSavedSearchMatcher, runAlertPass } from './alert-pass.ts';
import { UNSUBSCRIBE_MESSAGES, unsubscribeFromAlerts } from './alert-unsubscribe.ts';
import { changeShopperDetails, DETAILS_MESSAGES } from './shopper-details-change.ts';
import { createSpoolSmsSender } from './sms-sender.ts';

const quiet = { info() {}, warn() {}, error() {} };
const LEASE_MS = 60_000;
// 09:00 in Sydney on three days running.
const day1 = new Date('2026-11-23T22:00:00Z');
const day2 = new Date('2026-11-24T22:00:00Z');
const day3 = new Date('2026-11-25T22:00:00Z');
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** Poll until `check` holds (the search index follows the database by notification). */
async function eventually(check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 5_000) throw new Error('not seen within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(getTestDatabaseKinds())('shopper alerts on %s', (kind) => {
  let database: Database;
  let site: Site;
  let alertSite: AlertSite;
  let registry: SearchIndexRegistry;
  let index: SearchIndex;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let smsDir: string;
  let userId: number;
  let clock = day1;

  const alertLog: Record<string, unknown>[] = [];
  const pass = (now: Date) =>
    runAlertPass(
      {
        db: database.db,
        secret: TEST_SECRET,
        now,
        log: { info: (fields) => alertLog.push(fields) },
      },
      alertSite,
      createSavedSearchMatcher(
        index,
        {
          makes: { ford: 'Ford' },
          models: { ford: { ranger: 'Ranger' } },
          places: {},
          facets: facetNames,
        },
        site,
        now,
      ),
    );

  const mailers: Mailer[] = [];
  function relay() {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Alerts <alerts@forecourt.test>',
      spoolDir: tmpdir(),
    });
    mailers.push(mailer);
    return createLeadRelay(
      database,
      {
        mailer,
        sms: createSpoolSmsSender({ spoolDir: smsDir, log: () => {} }),
        fetch,
        now: () => clock,
        timeoutMs: 5000,
      },
      {
        batchSize: 10,
        leaseMs: LEASE_MS,
        pollMs: 50,
        gatherMs: 10,
        retryBaseMs: 1000,
        retryMaxMs: 60_000,
        address: TEST_ADDRESS,
      },
      quiet,
    );
  }

  const digests = () =>
    queryRows<{ id: number; day: string; content: { subject: string; text: string } }>(
      database.db,
      sql`select id, day::text as day, content from shopper_alert_digests order by id`,
    );
  const jobsOf = (digestId: number) =>
    queryRows<{ channel: string; target: string }>(
      database.db,
      sql`select channel, target from lead_deliveries where digest_id = ${digestId} order by channel`,
    );
  const mailTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
  const smsFiles = async () => (await readdir(smsDir)).filter((name) => name.endsWith('.json'));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    smsDir = await mkdtemp(join(tmpdir(), 'forecourt-alert-sms-'));
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, {
      features: { watchlist: true, garage: true, alerts: { channels: ['email', 'sms'] } },
    });
    // A Queensland dealer (the seeded location is in QLD, its email sales@harbour.example).
    alertSite = {
      ...site,
      locations: await listLocationsForDealerships(database.db, site.dealershipIds),
    };
    const [user] = await database.db
      .insert(schema.shopperUsers)
      .values({
        siteId: site.id,
        phone: '+61412345678',
        email: 'sam@example.com',
        // Where the shopper's request said they signed in: links never go there.
        origin: 'https://harbour.example',
      })
      .returning({ id: schema.shopperUsers.id });
    userId = user?.id ?? 0;
    registry = new SearchIndexRegistry(database);
    index = await registry.get(site);
    expect(await saveWatchlistCar(database.db, site.policy, userId, 1, day1)).toBe(true);
    await database.db
      .insert(schema.savedSearches)
      .values({ userId, siteId: site.id, name: 'Rangers', path: '/search/ford/ranger' });
  });
  afterAll(async () => {
    await registry.close();
    await database.close();
    // A mailer keeps its pooled SMTP connections open; the sink's close waits up to 30 s for them.
    for (const mailer of mailers) mailer.close();
    await smtp.close();
  });

  it('sends nothing for what the shopper already knew when they saved it', async () => {
    expect(await pass(day1)).toEqual({ news: 0, digests: 0 });
    expect(await pass(later(day1, 60_000))).toEqual({ news: 0, digests: 0 });
    expect(await digests()).toEqual([]);
  });

  it('a price drop on a watched car makes exactly one digest, delivered once across a relay crash', async () => {
    await database.db
      .update(schema.cars)
      .set({ price: 40_000, updatedAt: day1 })
      .where(eq(schema.cars.id, 1));
    clock = later(day1, 5 * 60_000);
    alertLog.length = 0;
    expect(await pass(clock)).toEqual({ news: 1, digests: 1 });
    // Another pass (or another instance) finds nothing new and makes no second digest.
    expect(await pass(later(clock, 1000))).toEqual({ news: 0, digests: 0 });
    const [digest] = await digests();
    // Its outcome is logged once; the relay logs each of its deliveries.
    expect(alertLog).toEqual([
      { siteId: site.id, userId, items: 1, digestId: digest?.id, outcome: 'queued' },
    ]);
    expect(digest?.content.subject).toBe(
      'Price drop on the 2020 Ford Ranger Wildtrak at Harbour Motors',
    );
    expect(digest?.content.text).toContain('is now $40,000 (was $42,000).');
    // Links are built on the site's canonical origin (configuration), not the shopper's.
    expect(site.origin).toBe('http://harbour.localhost:3000');
    expect(digest?.content.text).toContain(`${site.origin}/cars/ford-ranger-1`);
    expect(digest?.content.text).not.toContain('harbour.example/');
    expect(await jobsOf(digest?.id ?? 0)).toEqual([
      { channel: 'email', target: 'sam@example.com' },
      { channel: 'sms', target: '+61412345678' },
    ]);

    // A relay claims the digest's jobs and dies before delivering them.
    const claimed = await claimDueDeliveries(database.db, {
      now: clock,
      limit: 10,
      leaseMs: LEASE_MS,
    });
    expect(claimed.map((job) => job.digestId)).toEqual([digest?.id, digest?.id]);
    const survivor = relay();
    expect(await survivor.runOnce()).toBe(0);
    // After the lease, the next relay delivers each once.
    clock = later(clock, LEASE_MS + 1000);
    expect(await survivor.runOnce()).toBe(2);
    expect(await survivor.runOnce()).toBe(0);
    await survivor.stop();
    const [mail, ...more] = mailTo('sam@example.com');
    expect(more).toEqual([]);
    expect(mail?.raw).toMatch(/^Subject: Price drop on the 2020 Ford Ranger Wildtrak/m);
    // From the dealer by name (the platform's address), replies to the dealer's own address.
    expect(mail?.raw).toMatch(/^From: Harbour Motors <alerts@forecourt\.test>$/m);
    expect(mail?.raw).toMatch(/^Reply-To: sales@harbour\.example$/m);
    // The header names the address that acts on a one-click POST; the body's link asks first.
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/harbour\.localhost:3000\/api\/alerts\/unsubscribe\?u=\d+&c=email&t=[\w-]{32}>/m,
    );
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(digest?.content.text).toMatch(
      /Stop these emails: http:\/\/harbour\.localhost:3000\/alerts\/unsubscribe\?u=/,
    );
    const [text] = await smsFiles();
    const sms = JSON.parse(await readFile(join(smsDir, text ?? ''), 'utf8')) as {
      to: string;
      text: string;
    };
    expect(sms.to).toBe('+61412345678');
    expect(sms.text).toMatch(
      /^Harbour Motors: Price drop: 2020 Ford Ranger Wildtrak is now \$40,000/,
    );
    expect(await smsFiles()).toHaveLength(1);
  });

  it('a new car matching a saved search waits for the next day, then makes exactly one digest', async () => {
    await database.db.insert(schema.cars).values({
      id: 40,
      slug: 'ford-ranger-40',
      dealershipId: 1,
      locationId: 1,
      year: 2024,
      make: 'Ford',
      model: 'Ranger',
      badge: 'Raptor',
      carType: 'used',
      status: 'in_stock',
      price: 79_990,
      km: 5_000,
      createdAt: later(day1, 3_600_000),
    });
    await eventually(() =>
      index.search({ hitsPerPage: 100, facets: [] }, day2).hits.some((hit) => hit.id === 40),
    );
    // Later the same day: the news is recorded but today's digest has gone.
    expect(await pass(later(day1, 2 * 3_600_000))).toEqual({ news: 1, digests: 0 });
    expect(await digests()).toHaveLength(1);
    clock = day2;
    expect(await pass(day2)).toEqual({ news: 0, digests: 1 });
    expect(await pass(later(day2, 1000))).toEqual({ news: 0, digests: 0 });
    const [, second] = await digests();
    expect(second?.day).toBe('2026-11-25');
    expect(second?.content.subject).toBe("A new car matches 'Rangers' at Harbour Motors");
    expect(second?.content.text).toContain(
      "New match for 'Rangers': 2024 Ford Ranger Raptor, $79,990.",
    );
    const delivering = relay();
    expect(await delivering.runOnce()).toBe(2);
    await delivering.stop();
    expect(mailTo('sam@example.com')).toHaveLength(2);
  });

  it("the one-click address in a digest's header stops the next digest on its channel, and only a signed link works", async () => {
    const [, mail] = mailTo('sam@example.com');
    const link = new URL(/^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail?.raw ?? '')?.[1] ?? '');
    // The API route, which acts on a POST as the route handler does with this query (the e2e
    // suite posts to it in the built app).
    expect(link.pathname).toBe('/api/alerts/unsubscribe');
    const query = link.searchParams;
    const forged = new URLSearchParams(query);
    forged.set('u', String(userId + 1));
    expect(await unsubscribeFromAlerts(database.db, TEST_SECRET, site.id, forged)).toEqual({
      status: 400,
      message: UNSUBSCRIBE_MESSAGES.invalid,
    });
    // Another site's check refuses this site's link.
    expect((await unsubscribeFromAlerts(database.db, TEST_SECRET, 2, query)).status).toBe(400);
    expect(await unsubscribeFromAlerts(database.db, TEST_SECRET, site.id, query)).toEqual({
      status: 200,
      message: UNSUBSCRIBE_MESSAGES.email,
    });

    // The watched car sells: news, but the next digest goes by SMS only.
    await database.db
      .update(schema.cars)
      .set({ status: 'sold', soldAt: day3 })
      .where(eq(schema.cars.id, 1));
    clock = day3;
    expect(await pass(day3)).toEqual({ news: 1, digests: 1 });
    const [, , third] = await digests();
    expect(third?.content.subject).toBe('The 2020 Ford Ranger Wildtrak at Harbour Motors has sold');
    expect(await jobsOf(third?.id ?? 0)).toEqual([{ channel: 'sms', target: '+61412345678' }]);
    const delivering = relay();
    expect(await delivering.runOnce()).toBe(1);
    await delivering.stop();
    expect(mailTo('sam@example.com')).toHaveLength(2);
    expect(await smsFiles()).toHaveLength(3);
  });

  it("My Garage's details form saves details and alert switches for the session's shopper only", async () => {
    const target = { id: site.id, alertChannels: site.config.features.alerts.channels };
    const session = { userId, siteId: site.id, phone: '+61412345678' };
    const body = {
      name: 'Sam',
      last_name: '',
      email: 'SAM@example.com',
      postcode: '4163',
      email_alerts: true,
      sms_alerts: false,
    };
    expect(await changeShopperDetails(database.db, target, null, body)).toMatchObject({
      status: 401,
    });
    expect(
      await changeShopperDetails(database.db, target, session, {
        ...body,
        email: 'nope',
        postcode: '41',
      }),
    ).toEqual({
      status: 400,
      body: {
        ok: false,
        message: 'Please fix the following errors:',
        errors: {
          email: 'Please enter a valid email address.',
          postcode: 'Invalid postcode. Please enter a 4-digit number.',
        },
      },
    });
    // A session of another site cannot reach this shopper.
    expect(
      await changeShopperDetails(
        database.db,
        { ...target, id: 2 },
        { ...session, siteId: 2 },
        body,
      ),
    ).toMatchObject({ status: 401 });
    expect(await changeShopperDetails(database.db, target, session, body)).toEqual({
      status: 200,
      body: { ok: true, message: DETAILS_MESSAGES.saved },
    });
    const [row] = await database.db
      .select()
      .from(schema.shopperUsers)
      .where(eq(schema.shopperUsers.id, userId));
    expect(row).toMatchObject({
      firstName: 'Sam',
      lastName: null,
      email: 'sam@example.com',
      postcode: '4163',
      emailAlerts: true,
      smsAlerts: false,
    });
  });

  // A Queensland day: 23:30 in Brisbane is already tomorrow in Sydney.
  const brisbane = (date: string, time: string) => new Date(`${date}T${time}:00+10:00`);
  const setPrice = (carId: number, price: number) =>
    database.db.update(schema.cars).set({ price }).where(eq(schema.cars.id, carId));
  const pendingItems = () =>
    queryRows<{ id: number }>(
      database.db,
      sql`select id from shopper_alert_items where digest_id is null and user_id = ${userId}`,
    );

  it("counts the one-digest day in the site's own zone: a Queensland dealer's day ends at midnight in Brisbane", async () => {
    expect(await saveWatchlistCar(database.db, site.policy, userId, 2, day3)).toBe(true);
    await setPrice(2, 42_000);
    const lateEvening = brisbane('2026-11-27', '23:30');
    expect(await pass(lateEvening)).toEqual({ news: 1, digests: 1 });
    await setPrice(2, 41_500);
    // An hour later it is the 28th in Brisbane: a new day, so a new digest.
    expect(await pass(brisbane('2026-11-28', '00:30'))).toEqual({ news: 1, digests: 1 });
    const days = (await digests()).slice(-2).map((digest) => digest.day);
    expect(days).toEqual(['2026-11-27', '2026-11-28']);

    // A site may still name its zone.
    const sydney = {
      ...alertSite,
      config: {
        features: {
          ...alertSite.config.features,
          alerts: { ...alertSite.config.features.alerts, timeZone: 'Australia/Sydney' },
        },
      },
    };
    await setPrice(2, 41_000);
    // Named: Sydney's day, which is the 29th already at 23:30 on the 28th in Brisbane.
    expect(
      await runAlertPass(
        { db: database.db, secret: TEST_SECRET, now: brisbane('2026-11-28', '23:30') },
        sydney,
        async () => [],
      ),
    ).toEqual({ news: 1, digests: 1 });
    expect((await digests()).at(-1)?.day).toBe('2026-11-29');
  });

  it('turning alerts back on tells the backlog once per car, from the price last told', async () => {
    expect(await saveWatchlistCar(database.db, site.policy, userId, 3, day3)).toBe(true);
    expect(await saveWatchlistCar(database.db, site.policy, userId, 4, day3)).toBe(true);
    for (const channel of ['email', 'sms'] as const) {
      await setShopperAlerts(database.db, { siteId: site.id, userId, channel, on: false });
    }
    // Alerts off: two drops of car 3 and, for car 4, a drop, a quiet rise and a smaller drop.
    await setPrice(3, 42_990);
    await setPrice(4, 43_990);
    expect(await pass(brisbane('2026-11-30', '09:00'))).toEqual({ news: 2, digests: 0 });
    await setPrice(3, 41_990);
    await setPrice(4, 46_000);
    expect(await pass(brisbane('2026-12-01', '09:00'))).toEqual({ news: 1, digests: 0 });
    await setPrice(4, 45_000);
    expect(await pass(brisbane('2026-12-02', '09:00'))).toEqual({ news: 1, digests: 0 });
    expect((await pendingItems()).length).toBe(4);

    await setShopperAlerts(database.db, { siteId: site.id, userId, channel: 'email', on: true });
    expect(await pass(brisbane('2026-12-03', '09:00'))).toEqual({ news: 0, digests: 1 });
    const latest = (await digests()).at(-1);
    expect(latest?.content.subject).toBe(
      'Price drop on the 2022 Ford Ranger Wildtrak at Harbour Motors',
    );
    const lines = (latest?.content.text ?? '')
      .split('\n')
      .filter((line) => /^Price drop: /.test(line));
    // Car 3 as one change from $43,400; car 4 ended dearer than before its first drop: no news.
    expect(lines).toEqual(['Price drop: 2022 Ford Ranger Wildtrak is now $41,990 (was $43,400).']);
    expect(await pendingItems()).toEqual([]);

    // News that merges to nothing is dropped, not kept waiting.
    await setPrice(4, 44_000);
    expect(await pass(brisbane('2026-12-04', '09:00'))).toEqual({ news: 1, digests: 1 });
    await setShopperAlerts(database.db, { siteId: site.id, userId, channel: 'email', on: false });
    await setPrice(4, 43_000);
    expect(await pass(brisbane('2026-12-05', '09:00'))).toEqual({ news: 1, digests: 0 });
    await setPrice(4, 46_000);
    expect(await pass(brisbane('2026-12-05', '10:00'))).toEqual({ news: 0, digests: 0 });
    await setPrice(4, 45_000);
    expect(await pass(brisbane('2026-12-05', '11:00'))).toEqual({ news: 1, digests: 0 });
    await setShopperAlerts(database.db, { siteId: site.id, userId, channel: 'email', on: true });
    expect(await pass(brisbane('2026-12-06', '09:00'))).toEqual({ news: 0, digests: 0 });
    expect(await pendingItems()).toEqual([]);
  });
});
