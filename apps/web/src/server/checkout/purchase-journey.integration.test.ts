import type { Car } from '@forecourt/core/car';
import {
  getActiveFields,
  getJourneyFields,
  JOURNEY_RETENTION_MS,
  type JourneyFieldSources,
  MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY,
  RESERVATION_MESSAGES,
} from '@forecourt/core/checkout';
import { NO_ESTIMATE_MESSAGE } from '@forecourt/core/delivery';
import { LEAD_MESSAGES, withFieldDefaults } from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import {
  type Database,
  deleteStalePurchaseJourneys,
  getSiteCar,
  type JourneyWriter,
  listLocationsForDealerships,
  schema,
} from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLeadTestSite } from '../leads/testing/lead-test-site.ts';
import type { Site } from '../site.ts';
import {
  getJourneySources,
  type JourneyDeps,
  loadJourney,
  quoteJourney,
  saveJourneyStep,
} from './purchase-journey.ts';
import { reserveFromJourney } from './reserve-from-journey.ts';

const DETAILS = {
  name: 'Jordan',
  last_name: 'Journey',
  email: 'jordan@example.com',
  phone: '0413 777 222',
  postcode: '4163',
};
const TRADE_IN = {
  has_trade_in: 'Yes',
  rego: 'abc123',
  regoState: 'QLD',
  year: '2019',
  make: 'Toyota',
  model: 'Corolla',
  badge: '',
  kms: '60,000',
  finance: 'No',
};

describe.each(getTestDatabaseKinds())('the online purchase journey on %s', (kind) => {
  let database: Database;
  let site: Site;
  let locations: Location[];
  let car: Car;
  let sources: JourneyFieldSources;
  let userId: number;
  const now = new Date();

  const deps = (): JourneyDeps => ({ db: database.db, site, locations, now });
  const browser = (key: string, user: number | null = null): JourneyWriter => ({
    siteId: site.id,
    carId: car.id,
    userId: user,
    browserKeyHash: key,
    client: `client-${key}`,
  });
  const save = (
    owner: JourneyWriter,
    step: 'details' | 'trade-in' | 'finance' | 'delivery',
    values: unknown,
  ) => saveJourneyStep(deps(), owner, car, sources, step, values);
  const reserve = (owner: JourneyWriter, values: unknown) =>
    loadJourney(database.db, owner).then(({ journey }) =>
      reserveFromJourney(
        {
          ...deps(),
          provider: null,
          shopper: null,
          origin: 'https://harbour.example',
          client: owner.client,
          log: () => {},
        },
        journey,
        car,
        sources,
        values,
      ),
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, { features: { checkout: { enabled: true } } });
    await database.db.update(schema.cars).set({ checkoutEnabled: true });
    locations = await listLocationsForDealerships(database.db, site.dealershipIds);
    const found = await getSiteCar(database.db, site.policy, 3, now);
    if (!found) throw new Error('test car missing');
    car = found;
    sources = getJourneySources(deps(), car, ['Ford', 'Toyota']);
    const [user] = await database.db
      .insert(schema.shopperUsers)
      .values({ siteId: site.id, phone: '+61413777222' })
      .returning({ id: schema.shopperUsers.id });
    userId = user?.id ?? 0;
  });
  afterAll(() => database.close());

  it('refuses a step before the steps it depends on, and stores nothing for it', async () => {
    const owner = browser('browser-early');
    const finance = { payment: 'cash' };
    expect(await save(owner, 'finance', finance)).toEqual({
      status: 409,
      body: { ok: false, message: RESERVATION_MESSAGES.journeyUnfinished },
    });
    expect((await loadJourney(database.db, owner)).journey).toBeNull();
    expect((await save(owner, 'details', DETAILS)).status).toBe(200);
    // Details done, the trade-in not: finance and delivery are still out of order.
    expect((await save(owner, 'finance', finance)).status).toBe(409);
    expect((await save(owner, 'delivery', { handover: 'pickup' })).status).toBe(409);
    expect((await save(owner, 'trade-in', { has_trade_in: 'No' })).status).toBe(200);
    expect((await save(owner, 'finance', finance)).status).toBe(200);
    // An earlier step may always be changed.
    expect((await save(owner, 'details', DETAILS)).status).toBe(200);
    expect(Object.keys((await loadJourney(database.db, owner)).progress)).toEqual([
      'details',
      'trade-in',
      'finance',
    ]);
  });

  it('checks each step with the form rules, keeps what it accepted, and answers with the next step', async () => {
    const owner = browser('browser-a');
    const bad = await save(owner, 'details', { ...DETAILS, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: LEAD_MESSAGES.email });
    expect((await loadJourney(database.db, owner)).journey).toBeNull();

    const good = await save(owner, 'details', DETAILS);
    expect(good).toEqual({
      status: 200,
      body: { ok: true, next_url: `/checkout-journey?car_id=${car.slug}&step=trade-in` },
    });
    expect((await loadJourney(database.db, owner)).progress.details).toMatchObject({
      name: 'Jordan',
      email: 'jordan@example.com',
    });
    // Another browser has its own journey.
    expect((await loadJourney(database.db, browser('browser-b'))).journey).toBeNull();
    // A step that is not one is refused, not stored.
    expect((await save(owner, 'details', 'nonsense')).status).toBe(400);
  });

  it('checks a trade-in’s car only when there is one, and stores only the answers that apply', async () => {
    const owner = browser('browser-a');
    const missing = await save(owner, 'trade-in', { has_trade_in: 'Yes' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(
      expect.arrayContaining(['rego', 'regoState', 'year', 'make', 'model', 'kms']),
    );
    expect((await save(owner, 'trade-in', { has_trade_in: 'No', rego: '!!' })).status).toBe(200);
    expect((await loadJourney(database.db, owner)).progress['trade-in']).toEqual({
      has_trade_in: 'No',
    });
    // The condition questions' answers as the form starts them.
    const fields = getActiveFields(getJourneyFields('trade-in', sources), TRADE_IN);
    expect((await save(owner, 'trade-in', withFieldDefaults(fields, TRADE_IN))).status).toBe(200);
  });

  it('refuses a deposit of the whole price and a postcode the dealer cannot quote', async () => {
    const owner = browser('browser-a');
    const deposit = await save(owner, 'finance', {
      payment: 'finance',
      finance_deposit: String(car.price),
      finance_term: '5',
      finance_credit: 'GOOD',
    });
    expect(deposit.body.errors).toEqual({
      finance_deposit: 'Your deposit must be less than the price of the car.',
    });
    expect((await save(owner, 'finance', { payment: 'cash' })).status).toBe(200);
    const postcode = await save(owner, 'delivery', {
      handover: 'delivery',
      delivery_postcode: '9999',
    });
    expect(postcode.body.errors).toEqual({ delivery_postcode: NO_ESTIMATE_MESSAGE });
  });

  it('cannot reach the deposit before every step is done', async () => {
    const answer = await reserve(browser('browser-a'), { terms_conditions: true });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(RESERVATION_MESSAGES.journeyUnfinished);
  });

  it('prices the answers: car and delivery, the trade-in valued, finance on what is left', async () => {
    const owner = browser('browser-a');
    await save(owner, 'finance', {
      payment: 'finance',
      finance_deposit: '5,000',
      finance_term: '4',
      finance_credit: 'GREAT',
    });
    await save(owner, 'delivery', { handover: 'delivery', delivery_postcode: '4000' });
    const { progress } = await loadJourney(database.db, owner);
    const quote = await quoteJourney(deps(), car, progress);
    expect(quote.handover).toMatchObject({ kind: 'delivery', postcode: '4000', priceDollars: 0 });
    expect(quote.totalDollars).toBe(car.price);
    expect(quote.tradeIn).toMatchObject({
      rego: 'ABC123',
      make: 'Toyota',
      model: 'Corolla',
      km: 60_000,
    });
    expect(quote.finance).toMatchObject({
      kind: 'finance',
      depositDollars: 5_000,
      amountFinancedDollars: car.price - 5_000,
      termYears: 4,
    });
  });

  it('goes with the shopper who signs in: another device finds it, the signed-out browser no longer does', async () => {
    const signedIn = browser('browser-a', userId);
    const claimed = await loadJourney(database.db, signedIn);
    expect(claimed.progress.delivery).toEqual({ handover: 'delivery', delivery_postcode: '4000' });
    const otherDevice = { ...browser('browser-c', userId) };
    expect((await loadJourney(database.db, otherDevice)).progress.details).toMatchObject({
      name: 'Jordan',
    });
    expect((await loadJourney(database.db, browser('browser-a'))).journey).toBeNull();
    // The browser may start a journey of its own again.
    expect((await save(browser('browser-a'), 'details', DETAILS)).status).toBe(200);
  });

  it('ends in a reservation whose lead carries the trade-in, finance and delivery', async () => {
    const owner = browser('browser-c', userId);
    const unticked = await reserve(owner, { terms_conditions: false });
    expect(unticked.status).toBe(400);
    expect(Object.keys(unticked.body.errors ?? {})).toEqual(['terms_conditions']);
    const answer = await reserve(owner, { terms_conditions: true });
    expect(answer.status).toBe(201);
    const { journey } = await loadJourney(database.db, owner);
    expect(journey?.reservationId).not.toBeNull();
    const [reservation] = await database.db
      .select()
      .from(schema.reservations)
      .where(eq(schema.reservations.id, journey?.reservationId ?? 0));
    expect(reservation).toMatchObject({
      status: 'held',
      firstName: 'Jordan',
      phone: '+61413777222',
    });
    const [lead] = await database.db
      .select()
      .from(schema.leads)
      .where(eq(schema.leads.id, reservation?.leadId ?? 0));
    expect(lead?.message).toContain('Online purchase journey:');
    expect(lead?.message).toContain('Trade-in: 2019 Toyota Corolla, 60,000 km');
    expect(lead?.message).toContain('Delivery to ');
    expect(lead?.tradeIn).toMatchObject({ rego: 'ABC123', regoState: 'QLD' });
    expect(String(lead?.values.journey_finance)).toMatch(
      /^Finance: .* over 4 years .*comparison rate/,
    );
  });

  it('forgets journeys nobody touched in 30 days, never one that ended in a reservation', async () => {
    await save(browser('browser-old'), 'details', DETAILS);
    const later = new Date(now.getTime() + JOURNEY_RETENTION_MS + 60_000);
    expect(await deleteStalePurchaseJourneys(database.db, new Date(now.getTime() - 60_000))).toBe(
      0,
    );
    // browser-old's, browser-early's, and browser-a's fresh one from the sign-in test.
    expect(
      await deleteStalePurchaseJourneys(
        database.db,
        new Date(later.getTime() - JOURNEY_RETENTION_MS),
      ),
    ).toBe(3);
    expect(
      (await loadJourney(database.db, browser('browser-c', userId))).journey?.reservationId,
    ).not.toBeNull();
  });

  it('limits the signed-out journeys one client network starts in a day; other clients and accounts go on', async () => {
    const flood = (n: number): JourneyWriter => ({ ...browser(`flood-${n}`), client: 'flooder' });
    for (let n = 0; n < MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY; n += 1) {
      expect((await save(flood(n), 'details', DETAILS)).status).toBe(200);
    }
    // Its own journeys go on; a new one is refused, and nothing is stored for it.
    expect((await save(flood(0), 'trade-in', { has_trade_in: 'No' })).status).toBe(200);
    const refused = await save(flood(MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY), 'details', DETAILS);
    expect(refused).toEqual({
      status: 429,
      body: { ok: false, message: RESERVATION_MESSAGES.journeysTooMany },
    });
    expect(
      (await loadJourney(database.db, flood(MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY))).journey,
    ).toBeNull();
    expect((await save(browser('someone-else'), 'details', DETAILS)).status).toBe(200);
    const [other] = await database.db
      .insert(schema.shopperUsers)
      .values({ siteId: site.id, phone: '+61413777333' })
      .returning({ id: schema.shopperUsers.id });
    const account = { ...flood(999), userId: other?.id ?? 0 };
    expect((await save(account, 'details', DETAILS)).status).toBe(200);
  });
});
