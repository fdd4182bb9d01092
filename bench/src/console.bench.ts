// npm run bench:console [-- --leads 100000] [--runs 200] [--db pglite|postgres]
// The dealer console's lead inbox: one dealership with N leads (every form kind and status,
// assignees, spam, car snapshots, a year of arrivals), a second dealership with its own leads
// and unrouted leads on the measured dealership's site, then p50/p95 of listInboxLeads (a
// 50-lead page) for each filter, and of getResponseTimes. PGlite always; PostgreSQL too when
// DATABASE_URL is set. Target (issue 28): inbox list and filter p95 ≤ 50 ms at 100,000 leads in
// one dealership, on PostgreSQL and PGlite.
import { getResponseTimes, type InboxFilter, type InboxScope, listInboxLeads } from '@forecourt/db';
import { exitWith, readArguments } from '@forecourt/db/cli/command-line';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabaseKind,
} from '@forecourt/db/testing/test-database';
import { seedConsoleLeads } from './lib/console-leads-seed.ts';
import { reportTargets } from './lib/report-targets.ts';
import { summarise } from './search-mix.ts';

const { values } = readArguments(
  `Usage: npm run bench:console [-- --leads 100000 --other 20000 --unrouted 2000 --runs 200 --db pglite|postgres]\nThe console's lead inbox on one dealership with N leads: p50/p95 of a 50-lead page per filter, and of the response times, on PGlite and (with DATABASE_URL) PostgreSQL.\nTarget at 100,000 leads: p95 ≤ 50 ms for the list and every filter.`,
  {
    leads: { type: 'string', default: '100000' },
    other: { type: 'string', default: '20000' },
    unrouted: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    db: { type: 'string' },
  },
);
const leadCount = Number(values.leads);
const otherCount = Number(values.other);
const unroutedCount = Number(values.unrouted);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const targetP95Ms = 50;
const now = new Date('2026-11-27T10:00:00Z');
const day = 86_400_000;
const missed: string[] = [];

/** A measured call; it answers the rows it listed (or, for response times, the leads counted). */
interface Case {
  name: string;
  run: () => Promise<number>;
  /** Held to the p95 target: the inbox's list and filters are, the response times are not. */
  target: boolean;
}

async function bench(kind: TestDatabaseKind): Promise<void> {
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const started = performance.now();
  const database = await createTestDatabase(kind);
  try {
    const { db } = database;
    const seedStarted = performance.now();
    const { dealershipId, staff } = await seedConsoleLeads(
      db,
      { leads: leadCount, other: otherCount, unrouted: unroutedCount },
      now,
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [sam, kim] = staff as [number, number];
    const manager: InboxScope = { dealershipId, viewerId: kim, seeAll: true };
    const salesperson: InboxScope = { dealershipId, viewerId: sam, seeAll: false };
    const firstPage = await listInboxLeads(db, manager, { limit: 50 });
    const last = firstPage.at(-1);
    if (!last) throw new Error('no leads seeded');
    const list = (
      name: string,
      filter: Omit<InboxFilter, 'limit'> = {},
      scope: InboxScope = manager,
    ): Case => ({
      name,
      run: async () => (await listInboxLeads(db, scope, { limit: 50, ...filter })).length,
      target: true,
    });
    const responseTimes = (days: number): Case => ({
      name: `response times (${days} days)`,
      run: async () =>
        (await getResponseTimes(db, dealershipId, new Date(now.getTime() - days * day))).dealership
          .leads,
      target: false,
    });
    const cases: Case[] = [
      list('all (manager)'),
      list('salesperson scope', {}, salesperson),
      list('status = appointment', { status: 'appointment' }),
      list('kind = service-booking', { kind: 'service-booking' }),
      list('kind = careers (rare)', { kind: 'careers-enquiry' }),
      list('assignee = Sam', { assignee: sam }),
      list('assignee = unassigned', { assignee: 'unassigned' }),
      list('date range (one month)', {
        from: new Date(now.getTime() - 180 * day),
        to: new Date(now.getTime() - 150 * day),
      }),
      list('q = name (matches)', { q: 'Olivia Nguyen' }),
      list('q = no match', { q: 'Zebedee' }),
      list('car = model', { car: 'Ranger' }),
      list('car = stock number', { car: 'H12345' }),
      list('source = facebook', { source: 'facebook' }),
      list('spam review', { spam: true }),
      list('keyset page 2', { before: { createdAt: last.createdAt, id: last.id } }),
      responseTimes(30),
      responseTimes(365),
    ];
    console.log(
      `\n${label}: seeded ${(leadCount + otherCount + unroutedCount).toLocaleString()} leads (${leadCount.toLocaleString()} in the measured dealership, ${otherCount.toLocaleString()} in another, ${unroutedCount.toLocaleString()} unrouted) in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(
      `${`${label} (ms), ${runs} runs`.padEnd(28)}    p50     p95     p99   rows   (target p95 ≤ ${targetP95Ms} ms)`,
    );
    for (const { name, run, target } of cases) {
      for (let i = 0; i < warmup; i++) await run();
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        rows = await run();
        times.push(performance.now() - t);
      }
      const s = summarise(times);
      const miss = target && s.p95 > targetP95Ms;
      if (miss) missed.push(`${label} ${name}`);
      console.log(
        `${name.padEnd(28)} ${s.p50.toFixed(1).padStart(6)}  ${s.p95.toFixed(1).padStart(6)}  ${s.p99.toFixed(1).padStart(6)}  ${String(rows).padStart(5)}   ${target ? (miss ? 'MISSED' : 'ok') : '—'}`,
      );
    }
    console.log(`${label}: whole run ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

const dbKinds: readonly TestDatabaseKind[] = ['pglite', 'postgres'];
const chosen = dbKinds.find((kind) => kind === values.db);
if (values.db !== undefined && !chosen) exitWith(`--db is pglite or postgres, not ${values.db}`, 2);
const kinds = chosen ? [chosen] : getTestDatabaseKinds();
if (!chosen && kinds.length === 1) {
  console.log('PGlite only: set DATABASE_URL to measure PostgreSQL too.');
}
for (const kind of kinds) await bench(kind);
console.log();
reportTargets(missed);
