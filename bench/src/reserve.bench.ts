// Reserve under load (issue 15): 50 shoppers at once, each reserving a different car, for a few
// rounds, against the built app ('pay at the dealership' mode, so each reservation is held and
// its lead and confirmation stored in the same request). All 50 arrive in the same instant, so
// the last waits for the others' work on this 2-core machine: about 12 ms of CPU each on
// PostgreSQL, 20 ms on PGlite (one connection). Target: every answer 201, p99 ≤ 1,200 ms.
// With --journey each shopper walks the online purchase journey instead: four steps (details,
// trade-in, finance, delivery), the review page, then the deposit, each timed on its own. That
// keeps 50 requests in flight the whole run (not one burst), so each waits behind ~49 others of
// 10-25 ms of CPU on 2 cores: target p99 ≤ 2,500 ms per request kind (one shopper at a time,
// `--shoppers 1`, measures the requests' own latency).
// Run: npm run bench:reserve [-- --shoppers 50 --rounds 4 --journey] (PGlite; DATABASE_URL:
// PostgreSQL, on a fresh database created there).
import { openDatabase, schema } from '@forecourt/db';
import { readArguments } from '@forecourt/db/cli/command-line';
import { startSmtpSink } from '@forecourt/testing/receivers';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { databaseOf, prepareLeadApp } from './leads/lead-app.ts';
import { freshPostgresDatabase } from './lib/fresh-postgres.ts';

const { values } = readArguments(
  `Usage: npm run bench:reserve [-- --shoppers 50 --rounds 4 --port 3331 --journey]\nShoppers reserving at once. Target: every answer 201, p99 ≤ 1,200 ms (--journey: ≤ 2,500 ms per step).`,
  {
    shoppers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '4' },
    port: { type: 'string', default: '3331' },
    journey: { type: 'boolean', default: false },
  },
);
const TARGET_P99_MS = values.journey ? 2500 : 1200;
const shoppers = Number(values.shoppers);
const rounds = Number(values.rounds);
const port = Number(values.port);

const smtp = await startSmtpSink();
const databaseUrl = process.env.DATABASE_URL
  ? await freshPostgresDatabase(process.env.DATABASE_URL, 'forecourt_reserve_bench')
  : null;
const app = await prepareLeadApp({
  port,
  databaseUrl,
  smtpUrl: smtp.url,
  // Signed-out shoppers (sign-in is measured elsewhere); every in-stock car reservable.
  overrides: { features: { signInRequired: [], checkout: { enabled: true } } },
});

const database = await openDatabase(databaseOf(app));
const dealerships = await database.db
  .select({ id: schema.siteDealerships.dealershipId })
  .from(schema.siteDealerships)
  .where(eq(schema.siteDealerships.siteId, app.siteId));
const cars = await database.db
  .update(schema.cars)
  .set({ checkoutEnabled: true, reserved: false })
  .where(
    and(
      inArray(
        schema.cars.dealershipId,
        dealerships.map((row) => row.id),
      ),
      inArray(schema.cars.status, ['in_stock', 'coming_soon']),
      eq(schema.cars.showOnDealerWebsite, true),
      sql`${schema.cars.price} > 0`,
    ),
  )
  .returning({ id: schema.cars.id });
await database.close();
const needed = shoppers * rounds + 10;
if (cars.length < needed)
  throw new Error(`Need ${needed} in-stock cars, the site has ${cars.length}`);
const carIds = cars.map((car) => car.id);

await app.start();
const host = `harbour-ford.localhost:${port}`;
let next = 0;
let shopper = 0;
type Timed = { kind: string; status: number; ms: number };
const contact = (n: number) => ({
  name: 'Bench',
  last_name: `Shopper${n}`,
  email: `bench${n}@example.com`,
  phone: `04${String(20_000_000 + n).padStart(8, '0')}`,
  postcode: '2000',
});

async function timed(
  kind: string,
  n: number,
  request: Parameters<typeof sendToSite>[2],
): Promise<Timed & { cookie: string | null }> {
  const started = performance.now();
  const answer = await sendToSite(port, host, {
    ...request,
    headers: {
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ...request.headers,
    },
  });
  const cookie = answer.headers['set-cookie']?.[0]?.split(';')[0] ?? null;
  return { kind, status: answer.status, ms: performance.now() - started, cookie };
}

async function reserve(): Promise<Timed[]> {
  const carId = carIds[next++];
  const n = shopper++;
  const body = { car_id: carId, values: { ...contact(n), terms_conditions: true } };
  return [
    await timed('reserve', n, {
      method: 'POST',
      path: '/api/reservations',
      body: JSON.stringify(body),
    }),
  ];
}

/** One shopper's whole purchase journey on one car. */
async function walkJourney(): Promise<Timed[]> {
  const carId = carIds[next++];
  const n = shopper++;
  const steps: [string, Record<string, unknown>][] = [
    ['details', contact(n)],
    ['trade-in', { has_trade_in: 'No' }],
    [
      'finance',
      { payment: 'finance', finance_deposit: '1000', finance_term: '5', finance_credit: 'GOOD' },
    ],
    ['delivery', { handover: 'delivery', delivery_postcode: '2000' }],
  ];
  const results: Timed[] = [];
  let cookie = '';
  for (const [step, values] of steps) {
    const answer = await timed(`step: ${step}`, n, {
      method: 'POST',
      path: '/api/checkout-journey',
      headers: cookie ? { cookie } : {},
      body: JSON.stringify({ car_id: carId, step, values }),
    });
    cookie ||= answer.cookie ?? '';
    results.push(answer);
  }
  results.push(
    await timed('review page', n, {
      path: `/checkout-journey?car_id=${carId}&step=review`,
      headers: { cookie },
    }),
    await timed('reserve', n, {
      method: 'POST',
      path: '/api/checkout-journey/reserve',
      headers: { cookie },
      body: JSON.stringify({ car_id: carId, values: { terms_conditions: true } }),
    }),
  );
  return results;
}
const shop = values.journey ? walkJourney : reserve;
const expectedStatus = (kind: string) => (kind === 'reserve' ? 201 : 200);

// Warm up: the route's first requests compile code paths and open connections.
for (let index = 0; index < 10; index += 1) await shop();
// Open the connections the shoppers will use, as the keep-alive pool of the proxy in front of
// the app holds them. A burst of 50 new connections measures something else on PGlite: its
// queries run on the app's own thread, so new connections are accepted between them (the
// journey's first step, p99 4.0–4.6 s that way against 0.7 s with the connections open).
await Promise.all(
  Array.from({ length: shoppers }, () => sendToSite(port, host, { path: '/api/ready' })),
);

const results: Timed[] = [];
const started = performance.now();
for (let round = 0; round < rounds; round += 1) {
  results.push(...(await Promise.all(Array.from({ length: shoppers }, shop))).flat());
}
const seconds = (performance.now() - started) / 1000;
await app.stop();
await smtp.close();

console.log(
  `${values.journey ? 'Purchase journey' : 'Reserve'} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${shoppers * rounds} shoppers, ${shoppers} at once in ${rounds} rounds, ${seconds.toFixed(1)} s`,
);
let ok = true;
for (const kind of [...new Set(results.map((result) => result.kind))]) {
  const mine = results.filter((result) => result.kind === kind);
  const times = mine.map((result) => result.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const statuses: Record<number, number> = {};
  for (const result of mine) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  console.log(
    `  ${kind}: ${mine.length} requests, statuses ${JSON.stringify(statuses)}, p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms (target p99 ≤ ${TARGET_P99_MS} ms)`,
  );
  ok &&= statuses[expectedStatus(kind)] === mine.length && at(0.99) <= TARGET_P99_MS;
}
console.log(ok ? 'PASS' : 'FAIL');
process.exit(ok ? 0 : 1);
