// Fuzz (issues 6 and 11): 10,000 random payloads (fast-check) against each lead endpoint of the
// built app, NUL bytes, lone surrogates and malformed UTF-8 among them → 0 responses ≥ 500, and
// every well-formed lead (one the shared schemas accept, judged here) found in the database
// afterwards. The site's captcha is off and its form tokens are signed here, so well-formed
// payloads reach the form rules and storage rather than stopping at the captcha.
// Run: npm run bench:leads-fuzz [-- --runs 10000 --seed 42 --concurrency 8]
import { join } from 'node:path';
import {
  getSiteBySlug,
  listLocationsForDealerships,
  listSiteCarsByIds,
  listTradeInMakes,
  openDatabase,
  queryRows,
} from '@forecourt/db';
import { readArguments } from '@forecourt/db/cli/command-line';
import {
  type FuzzOutcome,
  fuzzEndpoint,
  leadFuzzEndpoints,
  readOfferId,
  readServiceDay,
  readTradeInVehicle,
} from '@forecourt/testing/lead-fuzz';
import { startSmtpSink } from '@forecourt/testing/receivers';
import { sendToSite } from '@forecourt/testing/send-to-site';
import {
  findWellFormedLeads,
  type LeadSiteData,
  signFormToken,
  toSite,
} from '@forecourt/web/drivers';
import { sql } from 'drizzle-orm';
import { BENCH_SITE, FORM_SECRET, prepareLeadApp } from './leads/lead-app.ts';

const { values } = readArguments(
  `Usage: npm run bench:leads-fuzz [-- --runs 10000 --seed 42 --concurrency 8 --port 3341]\nRandom payloads against each lead endpoint. Targets: 0 responses ≥ 500, 0 accepted leads not stored, 0 control leads refused.`,
  {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3341' },
  },
);
const port = Number(values.port);
const seed = Number(values.seed);

const smtp = await startSmtpSink();
// One trusted proxy hop: the rotating X-Forwarded-For below is then each request's client, so
// the per-IP limit (1,000 here) is not what the run measures.
const app = await prepareLeadApp({
  port,
  databaseUrl: null,
  smtpUrl: smtp.url,
  env: { TRUSTED_PROXY_HOPS: '1' },
});
await app.start();
const host = `${BENCH_SITE}.localhost:${port}`;
const listed = JSON.parse((await sendToSite(port, host, { path: '/api/search' })).text) as {
  hits: { id: number }[];
};
const target = {
  port,
  host,
  carIds: listed.hits.map((hit) => hit.id),
  formToken: () => signFormToken(FORM_SECRET, app.siteId, new Date(Date.now() - 10_000)),
  serviceDay: await readServiceDay(port, host),
  offerId: await readOfferId(port, host),
  tradeInVehicle: await readTradeInVehicle(port, host),
};

console.log(`Fuzzing ${values.runs} requests per endpoint (seed ${seed})…`);
const outcomes: FuzzOutcome[] = [];
for (const endpoint of leadFuzzEndpoints(target)) {
  const started = Date.now();
  const outcome = await fuzzEndpoint(target, endpoint, {
    runs: Number(values.runs),
    seed,
    concurrency: Number(values.concurrency),
  });
  outcomes.push(outcome);
  const statuses = Object.entries(outcome.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `  ${endpoint.name}: ${outcome.sent} sent in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `${outcome.failures.length} ≥ 500 [${statuses}]`,
  );
  for (const failure of outcome.failures.slice(0, 3)) console.log('   ', JSON.stringify(failure));
}
await app.stop();
await smtp.close();

// With the app stopped, its database folder can be opened here: which well-formed leads are in it?
const database = await openDatabase({ kind: 'pglite', dataDir: join(app.dataDir, 'pglite') });
const record = await getSiteBySlug(database.db, BENCH_SITE);
if (!record) throw new Error(`No ${BENCH_SITE} site`);
const site = toSite(record, `${BENCH_SITE}.localhost`, {
  rootDomain: 'localhost',
  scheme: 'http',
  port,
});
const siteData: LeadSiteData = {
  site,
  locations: (await listLocationsForDealerships(database.db, site.dealershipIds)).filter(
    (location) => location.visible,
  ),
  cars: new Map(
    (await listSiteCarsByIds(database.db, site.policy, target.carIds, new Date())).map((car) => [
      car.id,
      car,
    ]),
  ),
  tradeInMakes: await listTradeInMakes(database.db, ['car']),
  now: new Date(),
};
const wellFormed = findWellFormedLeads(
  outcomes.flatMap((outcome) => outcome.answers),
  siteData,
);
const storedKeys = new Set(
  (
    await queryRows<{ key: string }>(
      database.db,
      sql`select idempotency_key as key from leads where site_id = ${record.id}`,
    )
  ).map((row) => row.key),
);
await database.close();
// Accepted (2xx) means stored: any accepted lead missing is lost. A well-formed lead may still be
// refused with a 4xx (spam beyond its own quota: the fuzz sends no captcha; a car or slot no
// longer offered): nothing was accepted, and the client was told. Controls carry a solved
// captcha, as a browser sends them, and must all be accepted.
const accepted = wellFormed.filter((lead) => lead.status === 200 || lead.status === 201);
const lost = accepted.filter((lead) => !storedKeys.has(lead.key));
const refusedControls = wellFormed.filter((lead) => lead.control && !accepted.includes(lead));
const refusedStatuses = wellFormed
  .filter((lead) => !accepted.includes(lead))
  .reduce<Record<string, number>>((counts, lead) => {
    counts[lead.status] = (counts[lead.status] ?? 0) + 1;
    return counts;
  }, {});

const failures = outcomes.reduce((sum, outcome) => sum + outcome.failures.length, 0);
const sent = outcomes.reduce((sum, outcome) => sum + outcome.sent, 0);
const hostile = outcomes
  .flatMap((outcome) => outcome.answers)
  .filter(({ request }) => request.body !== undefined && isHostile(request.body)).length;
console.log(
  `  ${hostile} requests carried NUL, control characters, lone surrogates or malformed UTF-8`,
);
console.log(
  `  ${wellFormed.length} well-formed leads (${wellFormed.filter((lead) => lead.control).length} controls): ` +
    `${accepted.length} accepted, ${accepted.length - lost.length} of them found stored; ` +
    `refused ${JSON.stringify(refusedStatuses)}`,
);
const pass = failures === 0 && lost.length === 0 && refusedControls.length === 0;
console.log(
  `${pass ? 'PASS' : 'FAIL'}: ${failures} responses ≥ 500 of ${sent} (target 0), ` +
    `${lost.length} accepted leads not stored (target 0), ` +
    `${refusedControls.length} control leads refused (target 0), seed ${seed}`,
);
process.exit(pass ? 0 : 1);

function isHostile(body: string | Uint8Array): boolean {
  if (typeof body !== 'string') return true;
  // JSON.stringify writes NUL, controls and lone surrogates as \u escapes.
  return /\\u00[01][0-9a-f]|\\ud[89a-f][0-9a-f]{2}/i.test(body);
}
