import {
  MAX_LIVE_RESERVATIONS_PER_CLIENT,
  MAX_LIVE_RESERVATIONS_PER_SHOPPER,
  RESERVATION_MESSAGES,
} from '@forecourt/core/checkout';
import {
  type Database,
  getSiteCar,
  listLocationsForDealerships,
  openDatabase,
  queryRows,
  schema,
} from '@forecourt/db';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '@forecourt/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLeadTestSite } from '../leads/testing/lead-test-site.ts';
import type { Site } from '../site.ts';
import { getJourneySources, loadJourney, saveJourneyStep } from './purchase-journey.ts';
import { type ReserveAnswer, type ReserveDeps, reserveCar } from './reserve-car.ts';
import { reserveFromJourney } from './reserve-from-journey.ts';

const RACERS = 30;

const details = (n: number) => ({
  name: `Racer${n}`,
  last_name: 'Limits',
  email: `racer${n}@example.com`,
  phone: `04${String(13_000_000 + n).padStart(8, '0')}`,
  postcode: '4163',
  terms_conditions: true,
});

/** How many answers had each status, e.g. { 201: 3, 429: 27 }. */
function countStatuses(answers: ReserveAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// Issue 24 §4: the limits per shopper and per client network hold exactly, however many
// requests race, because the count and the insert are one step (key locks in one transaction).
describe.each(getTestDatabaseKinds())('reservation limits under racing requests on %s', (kind) => {
  let database: TestDatabase;
  // PostgreSQL: half the requests go through a second pool, as a second app instance would.
  let second: Database | null = null;
  let site: Site;
  let base: ReserveDeps;
  let userId: number;
  let journeyUserId: number;
  let nextCar = 101;

  const account = () => ({ userId, siteId: site.id, phone: '+61413000999' });
  /** `RACERS` cars nobody has reserved, one per request. */
  const freshCars = () => Array.from({ length: RACERS }, () => nextCar++);

  /** `RACERS` requests at once, request n reserving car `cars[n]` as `who(n)` says. */
  const race = (
    cars: number[],
    who: (n: number) => Partial<ReserveDeps>,
    values: (n: number) => object,
  ) =>
    Promise.all(
      cars.map((carId, n) =>
        reserveCar(
          { ...base, db: second && n % 2 === 1 ? second.db : database.db, ...who(n) },
          { car_id: carId, values: values(n) },
        ),
      ),
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url });
    site = await seedLeadTestSite(database, { features: { checkout: { enabled: true } } });
    const [model] = await database.db.select().from(schema.cars).where(eq(schema.cars.id, 1));
    if (!model) throw new Error('test car missing');
    await database.db.insert(schema.cars).values(
      Array.from({ length: 4 * RACERS }, (_, index) => ({
        ...model,
        id: 101 + index,
        slug: `race-car-${101 + index}`,
        stockNumber: `RC${101 + index}`,
        vin: null,
      })),
    );
    await database.db.update(schema.cars).set({ checkoutEnabled: true });
    const users = await database.db
      .insert(schema.shopperUsers)
      .values([
        { siteId: site.id, phone: '+61413000999' },
        { siteId: site.id, phone: '+61413000888' },
      ])
      .returning({ id: schema.shopperUsers.id });
    userId = users[0]?.id ?? 0;
    journeyUserId = users[1]?.id ?? 0;
    base = {
      db: database.db,
      site,
      locations: await listLocationsForDealerships(database.db, site.dealershipIds),
      // Pay at the dealership: every reservation that gets in is held for 48 hours at once.
      provider: null,
      shopper: null,
      origin: 'https://harbour.example',
      client: 'client-0',
      now: new Date(),
      log: () => {},
    };
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });

  const liveRows = (where: ReturnType<typeof sql>) =>
    queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from reservations
          where status in ('pending', 'held') and ${where}`,
    );

  it('one address with a different contact per request: exactly the client limit is held', async () => {
    const answers = await race(freshCars(), () => ({ client: 'one-network' }), details);
    expect(countStatuses(answers)).toEqual({
      201: MAX_LIVE_RESERVATIONS_PER_CLIENT,
      429: RACERS - MAX_LIVE_RESERVATIONS_PER_CLIENT,
    });
    expect(answers.find((answer) => answer.status === 429)?.body.message).toBe(
      RESERVATION_MESSAGES.tooMany,
    );
    expect(await liveRows(sql`client = 'one-network'`)).toEqual([
      { count: MAX_LIVE_RESERVATIONS_PER_CLIENT },
    ]);
  });

  it('one contact from a different address per request: exactly the shopper limit is held', async () => {
    const answers = await race(
      freshCars(),
      (n) => ({ client: `network-${n}` }),
      () => details(500),
    );
    expect(countStatuses(answers)).toEqual({
      201: MAX_LIVE_RESERVATIONS_PER_SHOPPER,
      429: RACERS - MAX_LIVE_RESERVATIONS_PER_SHOPPER,
    });
    expect(await liveRows(sql`email = 'racer500@example.com'`)).toEqual([
      { count: MAX_LIVE_RESERVATIONS_PER_SHOPPER },
    ]);
  });

  it('one signed-in account with fresh contacts, its address changing every 3 requests: exactly 2 are held', async () => {
    const answers = await race(
      freshCars(),
      (n) => ({ client: `moving-${Math.floor(n / 3)}`, shopper: account() }),
      (n) => details(1000 + n),
    );
    expect(countStatuses(answers)).toEqual({
      201: MAX_LIVE_RESERVATIONS_PER_SHOPPER,
      429: RACERS - MAX_LIVE_RESERVATIONS_PER_SHOPPER,
    });
    expect(await liveRows(sql`user_id = ${userId}`)).toEqual([
      { count: MAX_LIVE_RESERVATIONS_PER_SHOPPER },
    ]);
    // One after another, as the reported probe sent them: still refused.
    const later = await reserveCar(
      {
        ...base,
        client: 'moving-later',
        shopper: account(),
      },
      { car_id: 1, values: details(2000) },
    );
    expect(later.status).toBe(429);
  });

  it('the purchase journey deposit: one account racing its finished journeys to reserve, exactly 2 are held', async () => {
    const shopper = { userId: journeyUserId, siteId: site.id, phone: '+61413000888' };
    const journeys = await Promise.all(
      freshCars().map(async (carId, n) => {
        const car = await getSiteCar(database.db, site.policy, carId, base.now);
        if (!car) throw new Error(`car ${carId} missing`);
        const owner = {
          siteId: site.id,
          carId,
          userId: journeyUserId,
          browserKeyHash: null,
          client: `journey-${Math.floor(n / 3)}`,
        };
        const sources = getJourneySources(base, car, ['Ford']);
        const steps = [
          ['details', details(3000 + n)],
          ['trade-in', { has_trade_in: 'No' }],
          ['finance', { payment: 'cash' }],
          ['delivery', { handover: 'pickup' }],
        ] as const;
        for (const [step, values] of steps) {
          const saved = await saveJourneyStep(base, owner, car, sources, step, values);
          if (saved.status !== 200) throw new Error(`${step}: ${JSON.stringify(saved.body)}`);
        }
        return { car, owner, sources };
      }),
    );
    const answers = await Promise.all(
      journeys.map(async ({ car, owner, sources }, n) =>
        reserveFromJourney(
          {
            ...base,
            db: second && n % 2 === 1 ? second.db : database.db,
            client: owner.client,
            shopper,
          },
          (await loadJourney(database.db, owner)).journey,
          car,
          sources,
          { terms_conditions: true },
        ),
      ),
    );
    expect(countStatuses(answers)).toEqual({
      201: MAX_LIVE_RESERVATIONS_PER_SHOPPER,
      429: RACERS - MAX_LIVE_RESERVATIONS_PER_SHOPPER,
    });
    expect(await liveRows(sql`user_id = ${journeyUserId}`)).toEqual([
      { count: MAX_LIVE_RESERVATIONS_PER_SHOPPER },
    ]);
  });
});
