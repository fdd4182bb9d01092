// Crash safety (issue 6): shoppers submit leads continuously while the app, and then separately
// PostgreSQL, is killed with SIGKILL at random moments and started again. Afterwards: every
// acknowledged lead exists exactly once, and every lead is delivered once the relay catches up.
// Run: npm run bench:leads-crash [-- --kills 10 --phases app,postgres --db postgres|pglite]
// PostgreSQL runs in a throwaway cluster of its own under /tmp (needs root to start it as the
// postgres user); --db pglite runs the app phase on the embedded database instead.
import { openDatabase, queryRows } from '@forecourt/db';
import { readArguments } from '@forecourt/db/cli/command-line';
import { messageIdOf, startSmtpSink } from '@forecourt/testing/receivers';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { sql } from 'drizzle-orm';
import { databaseOf, type LeadApp, prepareLeadApp } from './leads/lead-app.ts';
import { makeEnquiry, randomIp } from './leads/submissions.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from './leads/throwaway-postgres.ts';

const { values } = readArguments(
  `Usage: npm run bench:leads-crash [-- --kills 10 --phases app,postgres --db postgres|pglite --shoppers 4 --port 3331 --pg-port 55433]\nLeads submitted while the app, then PostgreSQL, is killed: acknowledged, lost, duplicated, undelivered (run as root).`,
  {
    kills: { type: 'string', default: '10' },
    phases: { type: 'string', default: 'app,postgres' },
    db: { type: 'string', default: 'postgres' },
    shoppers: { type: 'string', default: '4' },
    port: { type: 'string', default: '3331' },
    'pg-port': { type: 'string', default: '55433' },
  },
);
const kills = Number(values.kills);
const phases = values.phases.split(',') as ('app' | 'postgres')[];
const port = Number(values.port);
const usePglite = values.db === 'pglite';
if (usePglite && phases.includes('postgres'))
  throw new Error('--db pglite supports only --phases app');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

interface Acknowledged {
  phase: string;
  key: string;
  marker: string;
  leadId: number;
}

const smtp = await startSmtpSink();
const postgres: ThrowawayPostgres | null = usePglite
  ? null
  : createThrowawayPostgres(Number(values['pg-port']));
// Whatever happens to this run, leave no cluster or detached app behind (both are synchronous).
process.once('exit', () => postgres?.destroy());
postgres?.start();
const app: LeadApp = await prepareLeadApp({
  port,
  databaseUrl: postgres?.url ?? null,
  smtpUrl: smtp.url,
  env: {
    LEAD_RELAY_RETRY_BASE_MS: '500',
    LEAD_RELAY_RETRY_MAX_MS: '5000',
    LEAD_RELAY_LEASE_MS: '15000',
  },
});
process.once('exit', () => app.kill());
await app.start();
const host = `harbour-ford.localhost:${port}`;

const acknowledged: Acknowledged[] = [];
const stats = { sent: 0, retries: 0, abandoned: 0 };
let phase = '';
let running = true;

function parseAnswer(text: string): { ok?: boolean; leadId?: number } | null {
  try {
    return JSON.parse(text) as { ok?: boolean; leadId?: number };
  } catch {
    return null;
  }
}

/** A shopper: one enquiry after another; each retried with the same key until answered. */
async function shopper(): Promise<void> {
  while (running) {
    const { marker, body } = makeEnquiry(app.siteId);
    const myPhase = phase;
    const ip = randomIp();
    const started = Date.now();
    stats.sent += 1;
    for (;;) {
      try {
        const response = await sendToSite(port, host, {
          method: 'POST',
          path: '/api/leads',
          body: JSON.stringify(body),
          headers: { 'x-forwarded-for': ip },
          timeoutMs: 10_000,
        });
        const answer = parseAnswer(response.text);
        if (response.status < 300 && answer?.ok) {
          acknowledged.push({
            phase: myPhase,
            key: body.idempotencyKey,
            marker,
            leadId: Number(answer.leadId),
          });
          break;
        }
        if (response.status < 500) throw new Error(`unexpected ${response.status}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
      }
      if (Date.now() - started > 120_000) {
        stats.abandoned += 1;
        break;
      }
      stats.retries += 1;
      await sleep(250);
    }
    await sleep(between(20, 80));
  }
}

const shoppers = Array.from({ length: Number(values.shoppers) }, () => shopper());
for (const target of phases) {
  phase = target;
  console.log(`Phase ${target}: ${kills} kills with SIGKILL while shoppers submit…`);
  for (let kill = 1; kill <= kills; kill += 1) {
    await sleep(between(1500, 5000));
    const at = acknowledged.length;
    if (target === 'app') {
      app.kill();
      await sleep(between(100, 1000));
      await app.start();
    } else {
      await postgres?.kill();
      await sleep(between(100, 1500));
      postgres?.start();
    }
    console.log(`  kill ${kill}: ${target} killed after ${at} acknowledged leads; back up`);
  }
  await sleep(3000);
}
running = false;
await Promise.all(shoppers);

// Let the relay catch up, then compare what shoppers were told with what was stored and sent.
const database = await openDatabase(
  databaseOf(app).kind === 'pglite' ? { kind: 'pglite', dataDir: null } : databaseOf(app),
);
const waitStarted = Date.now();
let pending = -1;
async function countPending(): Promise<number> {
  if (usePglite) {
    const delivered = new Set(smtp.messages.map((mail) => /\(#(\d+)\)/.exec(mail.raw)?.[1]));
    return acknowledged.filter((entry) => !delivered.has(String(entry.leadId))).length;
  }
  if (!database) return 0;
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from lead_deliveries where status <> 'delivered'`,
  );
  return Number(row?.count ?? 0);
}
pending = await countPending();
while (pending > 0 && Date.now() - waitStarted < 300_000) {
  await sleep(500);
  pending = await countPending();
}
const caughtUpSeconds = (Date.now() - waitStarted) / 1000;
await database?.close();
await app.stop();

const check = await openDatabase(databaseOf(app));
const rows = await queryRows<{ id: number; key: string; message: string; spam: boolean }>(
  check.db,
  sql`select id, idempotency_key as key, message, spam from leads where site_id = ${app.siteId}`,
);
const jobs = await queryRows<{ status: string; count: number }>(
  check.db,
  sql`select status, count(*)::int as count from lead_deliveries group by status`,
);
await check.close();
postgres?.destroy();
await smtp.close();

const byKey = new Map(rows.map((row) => [row.key, row]));
const markerCount = new Map<string, number>();
for (const row of rows) {
  const marker = /bench-[\w-]+/.exec(row.message ?? '')?.[0];
  if (marker) markerCount.set(marker, (markerCount.get(marker) ?? 0) + 1);
}
// Message-IDs of each lead's emails (the bench site has one email delivery per lead).
const emailsPerLead = new Map<string, string[]>();
for (const mail of smtp.messages) {
  const id = /\(#(\d+)\)/.exec(mail.raw)?.[1];
  if (id) emailsPerLead.set(id, [...(emailsPerLead.get(id) ?? []), messageIdOf(mail)]);
}
const emailsOf = (entry: Acknowledged) => emailsPerLead.get(String(entry.leadId)) ?? [];
const report = Object.fromEntries(
  phases.map((name) => {
    const mine = acknowledged.filter((entry) => entry.phase === name);
    return [
      name,
      {
        acknowledged: mine.length,
        lost: mine.filter((entry) => !byKey.has(entry.key)).length,
        duplicated: mine.filter((entry) => (markerCount.get(entry.marker) ?? 0) > 1).length,
        wrongLeadId: mine.filter((entry) => byKey.get(entry.key)?.id !== entry.leadId).length,
        notEmailed: mine.filter((entry) => emailsOf(entry).length === 0).length,
        // At-least-once: a crash between the SMTP send and recording it sends the email again…
        emailedMoreThanOnce: mine.filter((entry) => emailsOf(entry).length > 1).length,
        // …but with the same Message-ID, so the dealer's mailbox can tell it is a repeat.
        repeatedWithNewMessageId: mine.filter((entry) => new Set(emailsOf(entry)).size > 1).length,
      },
    ];
  }),
);
console.log(
  JSON.stringify(
    {
      database: usePglite ? 'pglite' : 'postgres',
      killsPerPhase: kills,
      report,
      shoppers: { ...stats, acknowledged: acknowledged.length },
      leadsStored: rows.length,
      deliveries: Object.fromEntries(jobs.map((job) => [job.status, Number(job.count)])),
      emails: smtp.messages.length,
      relayCaughtUpSeconds: caughtUpSeconds,
      pendingAtEnd: pending,
    },
    null,
    2,
  ),
);
const failed = Object.values(report).some(
  (phaseReport) =>
    phaseReport.lost > 0 ||
    phaseReport.duplicated > 0 ||
    phaseReport.notEmailed > 0 ||
    phaseReport.repeatedWithNewMessageId > 0,
);
console.log(
  failed
    ? 'FAIL: a lead was lost, duplicated, not delivered or re-sent under a new Message-ID'
    : 'PASS: every acknowledged lead stored once and delivered; any repeat email keeps its Message-ID',
);
process.exit(failed ? 1 : 0);
