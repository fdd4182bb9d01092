import { randomUUID } from 'node:crypto';
import { resolveSiteConfig } from '@forecourt/core/config';
import { LEAD_MESSAGES, listTestDriveSlots } from '@forecourt/core/leads';
import {
  type Database,
  getShopperDetails,
  listRecentLeads,
  queryRows,
  schema,
} from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppMetric } from '../metrics/testing/metric-value.ts';
import type { Site } from '../site.ts';
import { createCaptchaChallenge } from './captcha.ts';
import { signFormToken } from './form-token.ts';
import { submitLead } from './submit-lead.ts';
import { getSlotSchedule } from './test-drive-schedule.ts';
import { makeSubmitDeps, seedLeadTestSite, TEST_SECRET } from './testing/lead-test-site.ts';

const leadsRefused = (reason: string) => readAppMetric('leadsRefused', { reason });

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'Jo@Example.com',
  phone: '0412 345 678',
  postcode: '4163',
};

function body(form: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    form,
    idempotencyKey: randomUUID(),
    values,
    attribution: {
      url: 'https://harbour.example/cars/ford-ranger-1?utm_source=google',
      visitedPages: ['/', '/cars/ford-ranger-1'],
      linkedQueryParams: { utm_source: 'google', secret: 'dropped' },
    },
    antiSpam: {
      formToken: signFormToken(TEST_SECRET, 1, new Date(Date.now() - 20_000)),
      honeypot: '',
    },
    ...extra,
  };
}

describe.each(getTestDatabaseKinds())('lead submission on %s', (kind) => {
  let database: Database;
  let site: Site;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, {
      forms: {
        captcha: { enabled: false },
        rateLimits: { perIp: { max: 1000 } },
        delivery: {
          routes: [
            {
              email: ['leads@harbour.example'],
              adfEmail: ['crm@harbour.example'],
              webhooks: [{ url: 'https://hooks.example/leads', secret: 'a-long-webhook-secret' }],
            },
          ],
        },
      },
    });
  });
  afterAll(() => database.close());

  const submit = async (payload: unknown, overrides = {}) =>
    submitLead(await makeSubmitDeps(database, site, overrides), payload);

  it('stores a vehicle enquiry with the car, attribution and its deliveries, answering 201', async () => {
    const result = await submit(
      body('vehicle-enquiry', { ...contact, message: 'Still available?' }, { carId: 3 }),
    );
    expect(result.status).toBe(201);
    const [lead] = await listRecentLeads(database.db, 1, 1);
    expect(lead).toMatchObject({
      id: result.body.leadId,
      category: 'Used Vehicle Enquiry',
      email: 'jo@example.com',
      phone: '+61412345678',
      optIn: false,
      spam: false,
      car: {
        id: 3,
        stockNumber: 'HM102',
        make: 'Ford',
        dealershipSlug: 'harbour-motors',
        manufacturerSlug: 'ford',
      },
      attribution: {
        source: 'Website',
        userAgent: 'Vitest',
        visitedPages: ['/', '/cars/ford-ranger-1'],
        linkedQueryParams: { utm_source: 'google' },
      },
    });
    expect(lead?.deliveries.map((job) => job.channel)).toEqual(['email', 'webhook', 'adf-email']);
  });

  it("fills a signed-in shopper's blank details from their own lead, and never overwrites them", async () => {
    const [own, other] = await database.db
      .insert(schema.shopperUsers)
      .values([
        { siteId: site.id, phone: '+61412345678' },
        { siteId: site.id, phone: '+61499000111' },
      ])
      .returning({ id: schema.shopperUsers.id });
    if (!own || !other) throw new Error('shoppers inserted');
    const as = (id: number, phone: string) => ({ shopper: { userId: id, siteId: site.id, phone } });
    const enquiry = (values: typeof contact) =>
      body('vehicle-enquiry', { ...values, message: 'Still available?' }, { carId: 3 });
    const details = async (id: number) => getShopperDetails(database.db, site.id, id);

    expect((await submit(enquiry(contact), as(own.id, '+61412345678'))).status).toBe(201);
    expect(await details(own.id)).toMatchObject({
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com',
      postcode: '4163',
    });
    // A later lead with other details changes nothing already known.
    const later = { ...contact, name: 'Joanne', postcode: '4000' };
    expect((await submit(enquiry(later), as(own.id, '+61412345678'))).status).toBe(201);
    expect(await details(own.id)).toMatchObject({ firstName: 'Jo', postcode: '4163' });
    // A lead sent for another number (someone else's enquiry) is not the shopper's details.
    expect((await submit(enquiry(contact), as(other.id, '+61499000111'))).status).toBe(201);
    expect(await details(other.id)).toMatchObject({ firstName: null, email: null });
  });

  it('answers a retry with the same lead instead of storing another', async () => {
    const payload = body('contact', {
      ...contact,
      category: 'Service Enquiry',
      message: 'Service?',
    });
    const first = await submit(payload);
    const again = await submit(payload);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 200, body: { ok: true, leadId: first.body.leadId } });
  });

  it("fills a finance enquiry's budget from each page's own prefill, not another's", async () => {
    const ask = async (budget: number) => {
      const result = await submit(body('finance-enquiry', contact, { prefill: { budget } }));
      expect(result.status).toBe(201);
      const [lead] = await listRecentLeads(database.db, 1, 1);
      expect(lead?.id).toBe(result.body.leadId);
      return lead?.values.vehiclePriceBudget;
    };
    expect(await ask(25_000)).toBe(25000);
    expect(await ask(41_000)).toBe(41000);
  });

  it('refuses invalid input with 400, the summary heading and each field’s message', async () => {
    const result = await submit(
      body('contact', { ...contact, postcode: '41', phone: '12', category: 'General Enquiry' }),
    );
    expect(result).toEqual({
      status: 400,
      body: {
        ok: false,
        message: LEAD_MESSAGES.summaryHeading,
        fieldErrors: {
          phone: LEAD_MESSAGES.phone,
          postcode: LEAD_MESSAGES.postcode,
          message: 'Comments is required.',
        },
      },
    });
    expect((await submit({ form: 'contact' })).status).toBe(400);
    expect(
      (await submit(body('vehicle-enquiry', { ...contact, message: 'x' }, { carId: 99_999 })))
        .status,
    ).toBe(404);
  });

  it('stores suspected spam flagged, with no deliveries, and still answers success', async () => {
    const payload = body('contact', { ...contact, message: 'Cheap pills' });
    payload.antiSpam = {
      formToken: signFormToken(TEST_SECRET, 1, new Date()),
      honeypot: 'http://spam.example',
    };
    const result = await submit(payload);
    expect(result.status).toBe(201);
    const [lead] = await listRecentLeads(database.db, 1, 1);
    expect(lead).toMatchObject({
      spam: true,
      spamReasons: ['honeypot-filled', 'filled-too-fast'],
      deliveries: [],
    });
  });

  it('books a real slot, hides it from the next shopper, and lets one of two racers win', async () => {
    const now = new Date();
    const location = (await makeSubmitDeps(database, site)).locations[0];
    if (!location) throw new Error('no location');
    const [day] = listTestDriveSlots(getSlotSchedule(site, location), now);
    const slot = day?.slots[0]?.startsAt;
    expect(slot).toBeTruthy();
    const drive = () => body('test-drive', { ...contact, test_drive_at: slot }, { carId: 2 });
    const results = await Promise.all([submit(drive()), submit(drive())]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({
      code: 'slot-taken',
      fieldErrors: { test_drive_at: LEAD_MESSAGES.slotTaken },
    });
    const [booked] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from test_drive_bookings where starts_at = ${slot}::timestamptz`,
    );
    expect(Number(booked?.count)).toBe(1);
    const offGrid = new Date(Date.parse(slot ?? '') + 7 * 60_000).toISOString();
    expect(
      (await submit(body('test-drive', { ...contact, test_drive_at: offGrid }, { carId: 2 })))
        .status,
    ).toBe(400);
  });

  it('values a trade-in from the platform market, and none for a car over 7 years old', async () => {
    const year = new Date().getUTCFullYear();
    const car = {
      rego: 'abc123',
      regoState: 'QLD',
      year: String(year - 3),
      make: 'Ford',
      model: 'Ranger',
      badge: 'XLT',
      kms: '48,000 kms',
      accident_history: 'no',
      mechanical_issues: 'none',
      body_condition: 'good',
      service_history: 'full',
      keys: 'two',
      finance: 'No',
      PreferredContactMethod: 'Phone',
      terms_conditions: true,
    };
    const offer = await submit(body('trade-in', { ...contact, ...car }));
    expect(offer.status).toBe(201);
    expect(offer.body.valuation).toMatchObject({ kind: 'offer' });
    const [lead] = await listRecentLeads(database.db, 1, 1);
    expect(lead?.tradeIn).toMatchObject({
      rego: 'ABC123',
      km: 48_000,
      adjustmentAnswers: { 'How many keys do you have?': 'Two or more' },
    });

    const old = await submit(body('trade-in', { ...contact, ...car, year: String(year - 8) }));
    expect(old.body.valuation).toMatchObject({ kind: 'no-estimate', reason: 'too-old' });
    const noTerms = await submit(body('trade-in', { ...contact, ...car, terms_conditions: false }));
    expect(noTerms.body.fieldErrors).toEqual({ terms_conditions: LEAD_MESSAGES.terms });
  });

  it("stores and routes a trade-in typed in ('Other') with what was typed, and no offer", async () => {
    const year = new Date().getUTCFullYear();
    const car = {
      rego: 'zas55',
      regoState: 'NSW',
      year: String(year - 2),
      make: 'Other',
      make_other: 'Zastava',
      model: 'Other',
      model_other: 'Koral 55',
      badge: 'Other',
      badge_other: 'GTL',
      kms: '12,000',
      finance: 'No',
      PreferredContactMethod: 'Email',
      terms_conditions: true,
    };
    const missing = await submit(body('trade-in', { ...contact, ...car, model_other: ' ' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ model_other: "Your car's model is required." });

    const typed = await submit(body('trade-in', { ...contact, ...car }));
    expect(typed.status).toBe(201);
    expect(typed.body.valuation).toMatchObject({ kind: 'no-estimate', reason: 'not-listed' });
    const [lead] = await listRecentLeads(database.db, 1, 1);
    expect(lead).toMatchObject({ id: typed.body.leadId, category: 'Trade-In Valuation' });
    expect(lead?.tradeIn).toMatchObject({
      rego: 'ZAS55',
      year: year - 2,
      make: 'Zastava',
      model: 'Koral 55',
      badge: 'GTL',
      km: 12_000,
      valuation: { kind: 'no-estimate', reason: 'not-listed' },
    });
    expect(lead?.values).toMatchObject({ make: 'Other', make_other: 'Zastava' });
    expect(lead?.deliveries.map((job) => job.channel)).toEqual(['email', 'webhook', 'adf-email']);

    // A make and model from the catalogue with no comparable cars on the platform: no offer,
    // and the reason; what was typed for a choice not taken is not kept.
    const prado = await submit(
      body('trade-in', {
        ...contact,
        ...car,
        make: 'Toyota',
        model: 'Prado',
        badge: '',
        make_other: 'left over',
      }),
    );
    expect(prado.body.valuation).toMatchObject({ kind: 'no-estimate', reason: 'not-enough-data' });
    const [pradoLead] = await listRecentLeads(database.db, 1, 1);
    expect(pradoLead?.tradeIn).toMatchObject({ make: 'Toyota', model: 'Prado', badge: null });
    expect(pradoLead?.values.make_other).toBeNull();
  });

  it('limits submissions per IP with 429 and a wait, shared through the database', async () => {
    const limited = {
      ...site,
      config: {
        ...site.config,
        forms: {
          ...site.config.forms,
          rateLimits: {
            ...site.config.forms.rateLimits,
            perIp: { max: 2, windowSeconds: 600 },
            perSite: { max: 1000, windowSeconds: 60 },
          },
        },
      },
    };
    const send = async () =>
      submitLead(
        await makeSubmitDeps(database, limited, { ip: '198.51.100.77' }),
        body('contact', { ...contact, message: 'Hi' }),
      );
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limitedBefore = await leadsRefused('rate_limited');
    const third = await send();
    expect(third.status).toBe(429);
    expect(Number(third.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(third.body.message).toBe(LEAD_MESSAGES.rateLimited);
    expect((await leadsRefused('rate_limited')) - limitedBefore).toBe(1);
  });

  it('checks the captcha and flags a replayed solution as spam', async () => {
    const captchaConfig = { enabled: true, cost: 1, maxAttempts: 10, expiresSeconds: 600 };
    const guarded = {
      ...site,
      config: { ...site.config, forms: { ...site.config.forms, captcha: captchaConfig } },
    };
    const challenge = await createCaptchaChallenge(TEST_SECRET, 1, captchaConfig, new Date());
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const send = async (token: string | null) => {
      const payload = body('contact', { ...contact, message: 'Hello' });
      payload.antiSpam = { ...payload.antiSpam, altcha: token } as typeof payload.antiSpam;
      await submitLead(await makeSubmitDeps(database, guarded), payload);
      return (await listRecentLeads(database.db, 1, 1))[0];
    };
    expect((await send(altcha))?.spam).toBe(false);
    expect((await send(altcha))?.spamReasons).toEqual(['captcha-replayed']);
    expect((await send(null))?.spamReasons).toEqual(['captcha-missing']);
  });

  it('stores and delivers a genuine lead after 600 spam posts from rotating addresses', async () => {
    // Its own minute, far from the other tests' windows; the site's default limits.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 86_400_000);
    const flooded = {
      ...site,
      config: resolveSiteConfig({}, { forms: { captcha: { enabled: false } } }),
    };
    const token = (at: Date) => signFormToken(TEST_SECRET, 1, at);
    const spam = (index: number) => {
      const payload = body('contact', { ...contact, message: `Junk ${index}` });
      payload.antiSpam = { formToken: token(now), honeypot: 'http://spam.example' };
      return payload;
    };
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 600; batch += 20) {
      const results = await Promise.all(
        Array.from({ length: 20 }, async (_, offset) => {
          const index = batch + offset;
          const deps = await makeSubmitDeps(database, flooded, {
            now,
            ip: `198.18.${index >> 8}.${index & 255}`,
          });
          return submitLead(deps, spam(index));
        }),
      );
      for (const result of results)
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    }
    // The site's spam quota (300 a minute) stores the first ones flagged and refuses the rest.
    expect(Object.fromEntries(statuses)).toEqual({ 201: 300, 429: 300 });

    const genuine = body('contact', { ...contact, message: 'Is the Ranger still there?' });
    genuine.antiSpam = { formToken: token(new Date(now.getTime() - 20_000)), honeypot: '' };
    const result = await submitLead(
      await makeSubmitDeps(database, flooded, { now, ip: '203.0.113.200' }),
      genuine,
    );
    expect(result.status).toBe(201);
    const [lead] = await listRecentLeads(database.db, 1, 1);
    expect(lead).toMatchObject({
      id: result.body.leadId,
      spam: false,
      message: 'Is the Ranger still there?',
    });
    // The site's default route: an email to the location.
    expect(lead?.deliveries.map((job) => [job.channel, job.target, job.status])).toEqual([
      ['email', 'sales@harbour.example', 'pending'],
    ]);
  });

  it('lets no one client spend the site quota, and spam from it never blocks another', async () => {
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 86_400_000);
    const limited = {
      ...site,
      config: resolveSiteConfig(
        {},
        {
          forms: {
            captcha: { enabled: false },
            rateLimits: {
              perIp: { max: 3, windowSeconds: 600 },
              perSite: { max: 5, windowSeconds: 60 },
              spamPerIp: { max: 2, windowSeconds: 600 },
            },
          },
        },
      ),
    };
    const send = async (ip: string, honeypot = '') => {
      const payload = body('contact', { ...contact, message: 'Hi' });
      payload.antiSpam = {
        formToken: signFormToken(TEST_SECRET, 1, new Date(now.getTime() - 20_000)),
        honeypot,
      };
      return (await submitLead(await makeSubmitDeps(database, limited, { now, ip }), payload))
        .status;
    };
    const attacker = '2001:db8:77:1::1';
    // Spam beyond its own per-client limit is refused, and took nothing from the genuine quota.
    expect([
      await send(attacker, 'x'),
      await send(attacker, 'x'),
      await send(attacker, 'x'),
    ]).toEqual([201, 201, 429]);
    // Genuine-looking posts from one client stop at its limit, below the site's; another
    // address in the same IPv6 /64 is the same client.
    expect([
      await send(attacker),
      await send('2001:db8:77:1::2'),
      await send('2001:db8:77:1:ffff::3'),
      await send(attacker),
    ]).toEqual([201, 201, 201, 429]);
    expect(await send('203.0.113.50')).toBe(201);
    expect(await send('203.0.113.51')).toBe(201);
    // Now the site quota is spent by five genuine leads from three clients.
    expect(await send('203.0.113.52')).toBe(429);
  });

  it('holds a booked slot until the emailed link confirms it, and stops one shopper hoarding slots', async () => {
    const now = new Date();
    const location = (await makeSubmitDeps(database, site)).locations[0];
    if (!location) throw new Error('no location');
    const slots = listTestDriveSlots(getSlotSchedule(site, location), now)
      .flatMap((day) => day.slots)
      .map((slot) => slot.startsAt)
      .slice(-4);
    const hoarder = { ...contact, email: 'hoard+1@example.com', phone: '0412 999 001' };
    const drive = (slot: string | undefined, who = hoarder, ip = '198.51.100.90') =>
      makeSubmitDeps(database, site, { ip }).then((deps) =>
        submitLead(deps, body('test-drive', { ...who, test_drive_at: slot }, { carId: 2 })),
      );
    const first = await drive(slots[0]);
    expect(first.status).toBe(201);
    const [job] = await queryRows<{ target: string; secret: string }>(
      database.db,
      sql`select target, secret from lead_deliveries where lead_id = ${first.body.leadId} and event = 'booking-confirmation'`,
    );
    expect(job?.target).toBe('hoard+1@example.com');
    expect(job?.secret).toMatch(
      /^https:\/\/harbour\.example\/book-test-drive\/confirm\?token=[A-Za-z0-9_-]{32}$/,
    );
    expect((await drive(slots[1])).status).toBe(201);
    // A third upcoming booking for the same mailbox (another +tag, same phone) is refused.
    const third = await drive(slots[2], { ...hoarder, email: 'Hoard+2@Example.com' });
    expect(third).toMatchObject({
      status: 409,
      body: { code: 'booking-limit', fieldErrors: { test_drive_at: LEAD_MESSAGES.bookingLimit } },
    });
  });
});
