import type { PaymentProvider } from '@forecourt/core/checkout';

const RESERVATION_HOLD_MS = 48 * 3_600_000;

import { RESERVATION_MESSAGES } from '@forecourt/core/checkout';
import {
  type Database,
  getReservation,
  getSiteCar,
  listLocationsForDealerships,
  queryRows,
  type Reservation,
  requestReservationRelease,
  schema,
} from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import type { SearchIndex } from '@forecourt/search';
import {
  type StripeTestServer,
  startStripeTestServer,
} from '@forecourt/testing/stripe-test-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLeadTestSite } from '../leads/testing/lead-test-site.ts';
import { createStripeProvider } from '../payments/stripe-provider.ts';
import { SearchIndexRegistry } from '../search/search-index-registry.ts';
import type { Site } from '../site.ts';
import { handlePaymentWebhook } from './payment-webhook.ts';
import { expireDueReservations } from './reservation-expiry.ts';
import { announceReservationHold, sendReservationLead } from './reservation-lead.ts';
import { type ReserveAnswer, type ReserveDeps, reserveCar } from './reserve-car.ts';

const API_KEY = 'sk_test_forecourt_reservations';
const WEBHOOK_SECRET = 'whsec_forecourt_reservations';
const ORIGIN = 'https://harbour.example';
const quiet = () => {};
const quietExpiry = { info: quiet, warn: quiet };

const details = (n: number) => ({
  name: `Shopper${n}`,
  last_name: 'Racer',
  email: `shopper${n}@example.com`,
  phone: `04${String(12_000_000 + n).padStart(8, '0')}`,
  postcode: '4163',
  terms_conditions: true,
});

/** Poll until `check` holds: the search index follows the database by notification. */
async function within(ms: number, check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(getTestDatabaseKinds())('reservations on %s', (kind) => {
  let database: Database;
  let site: Site;
  let stripe: StripeTestServer;
  let provider: PaymentProvider;
  let registry: SearchIndexRegistry;
  let index: SearchIndex;
  let clock = new Date();

  const deps = (overrides: Partial<ReserveDeps> = {}): Promise<ReserveDeps> =>
    listLocationsForDealerships(database.db, site.dealershipIds).then((locations) => ({
      db: database.db,
      site,
      locations,
      provider,
      shopper: null,
      origin: ORIGIN,
      client: 'client-0',
      now: clock,
      log: quiet,
      ...overrides,
    }));
  // As the app's, without linking the lead: every repeat of the webhook announces again, which
  // the lead's idempotency key must absorb.
  const announceHold = async (reservation: Reservation) => {
    const car = await getSiteCar(database.db, site.policy, reservation.carId, clock);
    if (car) await sendReservationLead(await deps(), reservation, car);
  };
  const webhook = (payload: string, signature: string | null) =>
    handlePaymentWebhook(
      { db: database.db, provider, now: clock, announceHold, log: quiet },
      payload,
      signature,
    );
  const reservedInIndex = (carId: number) =>
    index.search({ hitsPerPage: 100, facets: [] }, clock).hits.find((hit) => hit.id === carId)
      ?.reserved;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, { features: { checkout: { enabled: true } } });
    await database.db.update(schema.cars).set({ checkoutEnabled: true });
    stripe = await startStripeTestServer({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      now: () => clock,
    });
    provider = createStripeProvider({
      secretKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: stripe.url,
      now: () => clock,
    });
    registry = new SearchIndexRegistry(database);
    index = await registry.get(site);
  });
  afterAll(async () => {
    await registry.close();
    await stripe.close();
    await database.close();
  });

  it('200 shoppers reserving one car at once: exactly one hold, 199 clear refusals, one payment page', async () => {
    const shared = await deps();
    const answers: ReserveAnswer[] = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        reserveCar({ ...shared, client: `client-${n}` }, { car_id: 1, values: details(n) }),
      ),
    );
    const byStatus = new Map<number, number>();
    for (const answer of answers)
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 201: 1, 409: 199 });
    const refusal = answers.find((answer) => answer.status === 409);
    expect(refusal?.body.message).toBe(RESERVATION_MESSAGES.taken);
    expect(refusal?.body.similar?.length).toBeGreaterThan(0);
    expect(refusal?.body.similar?.every((car) => car.url !== '/cars/ford-ranger-1')).toBe(true);
    // Never two charges: one payment page was created, once.
    expect(stripe.sessions.size).toBe(1);
    expect([...stripe.createCounts.values()]).toEqual([1]);
    const rows = await queryRows<{ status: string; count: number }>(
      database.db,
      sql`select status, count(*)::int as count from reservations where car_id = 1 group by status`,
    );
    expect(rows).toEqual([{ status: 'pending', count: 1 }]);
  });

  it('a forged, stale or unknown webhook changes nothing; a repeated genuine one changes state once', async () => {
    const [session] = [...stripe.sessions.values()];
    if (!session) throw new Error('no session');
    const [pending] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from reservations where status = 'pending'`,
    );
    const delivery = await stripe.completeSession(session.id);
    if (!delivery) throw new Error('session not completed');

    const forged = stripe.sign(delivery.payload, { secret: 'whsec_someone_else' });
    expect((await webhook(delivery.payload, forged)).status).toBe(400);
    const stale = stripe.sign(delivery.payload, {
      timestamp: Math.floor(clock.getTime() / 1000) - 301,
    });
    expect((await webhook(delivery.payload, stale)).status).toBe(400);
    expect(
      (await webhook(delivery.payload.replace('"paid"', '"unpaid"'), delivery.signature)).status,
    ).toBe(400);
    // An event about a session we never made (a signed event for another reservation id).
    const unknown = delivery.payload
      .replaceAll(session.id, 'cs_test_not_ours')
      .replaceAll(delivery.event.id, 'evt_not_ours');
    expect(await webhook(unknown, stripe.sign(unknown))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect((await getReservation(database.db, pending?.id ?? 0))?.status).toBe('pending');

    expect((await webhook(delivery.payload, delivery.signature)).status).toBe(200);
    const held = await getReservation(database.db, pending?.id ?? 0);
    expect(held?.status).toBe('held');
    expect(held?.holdExpiresAt?.getTime()).toBe(clock.getTime() + RESERVATION_HOLD_MS);
    expect(held?.paymentIntentId).toMatch(/^pi_/);
    const leads = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from leads where form = 'reservation'`,
    );
    expect(leads).toEqual([{ count: 1 }]);

    // Stripe retries: the same event again, and again concurrently.
    await Promise.all([
      webhook(delivery.payload, delivery.signature),
      webhook(delivery.payload, delivery.signature),
    ]);
    const again = await getReservation(database.db, pending?.id ?? 0);
    expect(again?.updatedAt).toEqual(held?.updatedAt);
    expect(
      await queryRows(
        database.db,
        sql`select count(*)::int as count from leads where form = 'reservation'`,
      ),
    ).toEqual([{ count: 1 }]);
    const events = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from payment_events`,
    );
    expect(events).toEqual([{ count: 2 }]);
    await within(1000, () => reservedInIndex(1) === true);
  });

  it('a signed expiry of the paid session leaves the paid hold held: never released without a refund', async () => {
    const [session] = [...stripe.sessions.values()];
    if (!session) throw new Error('no session');
    const [held] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from reservations where status = 'held' and car_id = 1`,
    );
    const before = await getReservation(database.db, held?.id ?? 0);
    const warnings: string[] = [];
    const expired = await stripe.sendEvent('checkout.session.expired', {
      ...session,
      status: 'expired',
    });
    const answer = await handlePaymentWebhook(
      {
        db: database.db,
        provider,
        now: clock,
        announceHold,
        log: (_fields, message) => warnings.push(message),
      },
      expired.payload,
      expired.signature,
    );
    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(warnings).toEqual([
      'payment page expiry ignored: the deposit was paid and the car is held',
    ]);
    expect(await getReservation(database.db, held?.id ?? 0)).toEqual(before);
    expect(stripe.refunds.size).toBe(0);
    expect(reservedInIndex(1)).toBe(true);
  });

  it('a held car cannot be reserved again; after 48 hours it is released, refunded and on sale within a second', async () => {
    const taken = await reserveCar(await deps(), { car_id: 1, values: details(500) });
    expect(taken.status).toBe(409);
    clock = new Date(clock.getTime() + RESERVATION_HOLD_MS - 1000);
    expect(
      await expireDueReservations({ db: database.db, provider, now: clock, log: quietExpiry }),
    ).toBe(0);
    clock = new Date(clock.getTime() + 2000);
    const logged: { reservationId?: unknown; outcome?: unknown }[] = [];
    const record = { info: (fields: object) => logged.push(fields), warn: quiet };
    expect(
      await expireDueReservations({ db: database.db, provider, now: clock, log: record }),
    ).toBe(1);
    expect(logged).toMatchObject([{ outcome: 'refunded', from: 'held' }]);
    const [row] = await queryRows<{ status: string; refund_id: string }>(
      database.db,
      sql`select status, refund_id from reservations where car_id = 1`,
    );
    expect(row?.status).toBe('refunded');
    expect(stripe.refunds.size).toBe(1);
    await within(1000, () => reservedInIndex(1) === false);
    // Ending twice refunds nothing more, and logs nothing more.
    expect(
      await expireDueReservations({ db: database.db, provider, now: clock, log: record }),
    ).toBe(0);
    expect(logged).toHaveLength(1);
    expect(stripe.refunds.size).toBe(1);
  });

  it('pay at the dealership: held at once, the dealer lead and the shopper confirmation queued', async () => {
    const answer = await reserveCar(await deps({ provider: null }), {
      car_id: 2,
      values: details(7),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.redirect_url).toBeUndefined();
    expect(answer.body.reservation_url).toMatch(
      /^https:\/\/harbour\.example\/reservations\/[\w-]{32}$/,
    );
    const jobs = await queryRows<{ event: string; target: string }>(
      database.db,
      sql`select d.event, d.target from lead_deliveries d join leads l on l.id = d.lead_id
          where l.car_id = 2 and l.form = 'reservation' order by d.event`,
    );
    expect(jobs).toEqual([
      { event: 'new-lead', target: 'sales@harbour.example' },
      { event: 'reservation-confirmation', target: 'shopper7@example.com' },
    ]);
    const [lead] = await queryRows<{ message: string }>(
      database.db,
      sql`select message from leads where car_id = 2 and form = 'reservation'`,
    );
    expect(lead?.message).toMatch(
      /^Reserved online: \$200 deposit, to be paid at the dealership, 100% refundable\. Held until /,
    );
    await within(1000, () => reservedInIndex(2) === true);

    // The dealer releases it (npm run reservations -- --release): the worker ends it, no refund.
    const [held] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from reservations where car_id = 2 and status = 'held'`,
    );
    expect(await requestReservationRelease(database.db, 2, held?.id ?? 0, clock)).toBe(false);
    expect(await requestReservationRelease(database.db, site.id, held?.id ?? 0, clock)).toBe(true);
    const refundsBefore = stripe.refunds.size;
    expect(
      await expireDueReservations({ db: database.db, provider, now: clock, log: quietExpiry }),
    ).toBe(1);
    expect((await getReservation(database.db, held?.id ?? 0))?.status).toBe('released');
    expect(stripe.refunds.size).toBe(refundsBefore);
    await within(1000, () => reservedInIndex(2) === false);
  });

  it('an unpaid hold (pay at the dealership) is released after 48 hours, back on sale within a second', async () => {
    const answer = await reserveCar(await deps({ provider: null, client: 'unpaid' }), {
      car_id: 9,
      values: details(30),
    });
    expect(answer.status).toBe(201);
    await within(1000, () => reservedInIndex(9) === true);
    const start = clock;
    clock = new Date(start.getTime() + RESERVATION_HOLD_MS - 1000);
    expect(
      await expireDueReservations({ db: database.db, provider, now: clock, log: quietExpiry }),
    ).toBe(0);
    clock = new Date(start.getTime() + RESERVATION_HOLD_MS);
    const refunds = stripe.refunds.size;
    expect(
      await expireDueReservations({ db: database.db, provider, now: clock, log: quietExpiry }),
    ).toBe(1);
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from reservations where car_id = 9`,
    );
    expect(row?.status).toBe('released');
    expect(stripe.refunds.size).toBe(refunds);
    await within(1000, () => reservedInIndex(9) === false);
  });

  it('keeps one shopper, or one client network, from holding many cars', async () => {
    const own = await deps({ provider: null, client: 'busy-client' });
    expect((await reserveCar(own, { car_id: 5, values: details(20) })).status).toBe(201);
    expect((await reserveCar(own, { car_id: 6, values: details(20) })).status).toBe(201);
    // The same phone and email a third time, from another network: refused.
    const third = await reserveCar(
      { ...own, client: 'elsewhere' },
      { car_id: 7, values: details(20) },
    );
    expect(third).toEqual({
      status: 429,
      body: { ok: false, message: RESERVATION_MESSAGES.tooMany },
    });
    // Other shoppers from the busy network: one more, then refused.
    expect((await reserveCar(own, { car_id: 7, values: details(21) })).status).toBe(201);
    expect((await reserveCar(own, { car_id: 8, values: details(22) })).status).toBe(429);
  });

  it('a payment for a car the site stopped listing while the shopper paid: held and announced, not retried in vain', async () => {
    const answer = await reserveCar(await deps({ client: 'unlisted' }), {
      car_id: 10,
      values: details(40),
    });
    expect(answer.status).toBe(201);
    const [pending] = await queryRows<{ id: number; provider_session_id: string }>(
      database.db,
      sql`select id, provider_session_id from reservations where car_id = 10`,
    );
    await database.db
      .update(schema.cars)
      .set({ showOnDealerWebsite: false })
      .where(eq(schema.cars.id, 10));
    expect(await getSiteCar(database.db, site.policy, 10, clock)).toBeNull();
    const delivery = await stripe.completeSession(pending?.provider_session_id ?? '');
    if (!delivery) throw new Error('session not completed');
    const paid = await handlePaymentWebhook(
      {
        db: database.db,
        provider,
        now: clock,
        announceHold: (reservation) =>
          announceReservationHold(
            { db: database.db, getSite: async () => site, now: clock },
            reservation,
          ),
        log: quiet,
      },
      delivery.payload,
      delivery.signature,
    );
    expect(paid).toEqual({ status: 200, body: { received: true } });
    const held = await getReservation(database.db, pending?.id ?? 0);
    expect(held?.status).toBe('held');
    const [lead] = await queryRows<{ message: string }>(
      database.db,
      sql`select message from leads where id = ${held?.leadId ?? 0}`,
    );
    expect(lead?.message).toMatch(/^Reserved online: \$200 deposit, paid by card \(pi_/);
  });

  it('refuses bad details with the form messages and a car that cannot be reserved', async () => {
    const bad = await reserveCar(await deps(), {
      car_id: 3,
      values: { ...details(9), email: 'nope', terms_conditions: false },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: {
          email: 'Please enter a valid email address.',
          terms_conditions: '*You must agree to the terms of use before submitting.',
        },
      },
    });
    await database.db
      .update(schema.cars)
      .set({ checkoutEnabled: false })
      .where(eq(schema.cars.id, 4));
    expect((await reserveCar(await deps(), { car_id: 4, values: details(9) })).body.message).toBe(
      RESERVATION_MESSAGES.unavailable,
    );
    expect((await reserveCar(await deps(), { car_id: 999, values: details(9) })).status).toBe(404);
    expect((await reserveCar(await deps(), { car_id: 'x', values: details(9) })).status).toBe(400);
  });
});
