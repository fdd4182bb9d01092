// Load: lead submissions at a fixed rate against the built app, with delivery to a local SMTP
// server running meanwhile. Target (issue 6): 100 submissions/s for 60 s → 0 non-2xx,
// p99 ≤ 250 ms; afterwards every acknowledged lead is stored once and emailed.
// Run: npm run bench:leads-load [-- --rate 100 --duration 60 --connections 16] (PGlite; set
// DATABASE_URL to a PostgreSQL server to run there: a fresh database is created on it).
// The timed run sends exactly rate × duration requests and reads every answer, so the counts
// reconcile: stored = acknowledged (warm-up and timed). A run stopped by the clock instead
// drops the requests in flight, one per connection: stored by the app, never counted.
import { openDatabase, queryRows } from '@forecourt/db';
import { readArguments } from '@forecourt/db/cli/command-line';
import { startSmtpSink } from '@forecourt/testing/receivers';
import { sendToSite } from '@forecourt/testing/send-to-site';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { databaseOf, prepareLeadApp } from './leads/lead-app.ts';
import { makeEnquiry, randomIp } from './leads/submissions.ts';
import { freshPostgresDatabase } from './lib/fresh-postgres.ts';

const { values } = readArguments(
  `Usage: npm run bench:leads-load [-- --rate 100 --duration 60 --connections 16 --port 3321 --relay on|off]\nrate × duration lead submissions. Targets: 0 non-2xx, p99 ≤ 250 ms, stored = acknowledged, all emailed (PostgreSQL with DATABASE_URL).`,
  {
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '3321' },
    relay: { type: 'string', default: 'on' },
  },
);
const rate = Number(values.rate);
const duration = Number(values.duration);
const port = Number(values.port);
const amount = Math.round(rate * duration);
const connections = Math.min(Number(values.connections), amount);

const smtp = await startSmtpSink();
const databaseUrl = process.env.DATABASE_URL
  ? await freshPostgresDatabase(process.env.DATABASE_URL, 'forecourt_leads_load')
  : null;
const app = await prepareLeadApp({
  port,
  databaseUrl,
  smtpUrl: smtp.url,
  env: { LEAD_RELAY: values.relay === 'off' ? 'off' : 'on' },
});
await app.start();
const host = `harbour-ford.localhost:${port}`;
console.log(`Lead load on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${rate}/s for ${duration} s`);

// Warm up the route (first compile of server code paths, database connections).
let warmedUp = 0;
for (let index = 0; index < 20; index += 1) {
  const response = await sendToSite(port, host, {
    method: 'POST',
    path: '/api/leads',
    headers: { 'x-forwarded-for': randomIp() },
    body: JSON.stringify(makeEnquiry(app.siteId).body),
  });
  if (response.status < 300) warmedUp += 1;
}

const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections,
  amount,
  overallRate: rate,
  requests: [
    {
      method: 'POST',
      path: '/api/leads',
      setupRequest: (request) => ({
        ...request,
        headers: { host, 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: JSON.stringify(makeEnquiry(app.siteId).body),
      }),
    },
  ],
});

const acknowledged = result['2xx'] + warmedUp;
const expectedMails = acknowledged;
// Drain: every acknowledged lead emailed, and no new email for 2 s (leads still in flight when
// the run stopped are stored and emailed too).
const drainStarted = Date.now();
let lastCount = -1;
let lastChange = Date.now();
while (values.relay !== 'off' && Date.now() - drainStarted < 180_000) {
  if (smtp.messages.length !== lastCount) {
    lastCount = smtp.messages.length;
    lastChange = Date.now();
  }
  if (lastCount >= expectedMails && Date.now() - lastChange > 2000) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const drainSeconds = (lastChange - drainStarted) / 1000;
await app.stop();

const database = await openDatabase(databaseOf(app));
const [stored] = await queryRows<{ leads: number; spam: number }>(
  database.db,
  sql`select count(*)::int as leads, count(*) filter (where spam)::int as spam from leads`,
);
const jobs = await queryRows<{ status: string; count: number }>(
  database.db,
  sql`select status, count(*)::int as count from lead_deliveries group by status`,
);
await database.close();
await smtp.close();

const report = {
  database: databaseUrl ? 'postgres' : 'pglite',
  offeredRatePerSecond: rate,
  durationSeconds: duration,
  warmUpRequests: 20,
  warmUpAcknowledged: warmedUp,
  timedRequests: amount,
  timedAnswered: result.requests.total,
  achievedRatePerSecond: Math.round(result.requests.average),
  timed2xx: result['2xx'],
  acknowledged,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  latencyMs: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  },
  leadsStored: Number(stored?.leads ?? 0),
  spamFlagged: Number(stored?.spam ?? 0),
  deliveries: Object.fromEntries(jobs.map((job) => [job.status, Number(job.count)])),
  emailsReceived: smtp.messages.length,
  relayCaughtUpSeconds: drainSeconds,
};
console.log(JSON.stringify(report, null, 2));
const pass =
  report.non2xx === 0 &&
  report.errors === 0 &&
  report.latencyMs.p99 <= 250 &&
  report.timedAnswered === amount &&
  report.leadsStored === acknowledged &&
  report.emailsReceived >= report.leadsStored;
console.log(
  `${pass ? 'PASS' : 'FAIL'}: ${report.non2xx} non-2xx (target 0), p99 ${report.latencyMs.p99} ms (target ≤ 250 ms); ` +
    `${20 + amount} requests (20 warm-up + ${amount} timed), ${report.timedAnswered + 20} answered, ` +
    `${acknowledged} acknowledged, ${report.leadsStored} stored (target: = acknowledged), ${report.emailsReceived} emailed (target ≥ stored)`,
);
process.exit(pass ? 0 : 1);
