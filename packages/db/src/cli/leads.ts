// npm run leads -- --site harbour-ford [--limit 20] [--spam] [--json]
// Prints a site's most recent genuine leads, or with --spam only those flagged as suspected
// spam, with their deliveries (until the dealer console exists).
// Exit code 0: listed; 1: no such site or no database; 2: bad arguments.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getLeadSummaryRows } from '@forecourt/core/leads';
import {
  type Database,
  type DatabaseOptions,
  databaseOptionsFromEnv,
  openDatabase,
} from '../client.ts';
import { readPublicAddress } from '../env.ts';
import { toLead } from '../repositories/lead-view.ts';
import { getLeadWithPlaces, listRecentLeads } from '../repositories/leads.ts';
import { getSiteBySlug } from '../repositories/sites.ts';
import { announceDatabase, exitWith, startCommand } from './command-line.ts';

const usage = `Usage: npm run leads -- --site <slug> [--limit 1-1000] [--spam] [--json]
A site's most recent leads (default 20) with their deliveries; --spam lists only the leads
flagged as suspected spam instead of the genuine ones; --json prints them as JSON.`;
const { values } = startCommand(usage, {
  site: { type: 'string' },
  limit: { type: 'string', default: '20' },
  spam: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
});
const limit = Number(values.limit);
if (!values.site || !Number.isInteger(limit) || limit < 1 || limit > 1000) exitWith(usage, 2);

/**
 * Open the database. An embedded database in use by the running server is read from a copy
 * of its folder (a snapshot as of now), since PGlite allows one process per folder.
 */
async function open(): Promise<{ database: Database; cleanup: () => void; note: string | null }> {
  const options: DatabaseOptions = databaseOptionsFromEnv();
  announceDatabase(options);
  try {
    return { database: await openDatabase(options), cleanup: () => {}, note: null };
  } catch (error) {
    if (options.kind !== 'pglite' || !options.dataDir || !existsSync(options.dataDir)) throw error;
    const copy = mkdtempSync(join(tmpdir(), 'forecourt-leads-'));
    cpSync(options.dataDir, copy, {
      recursive: true,
      filter: (path) => !path.endsWith('forecourt.lock'),
    });
    return {
      database: await openDatabase({ kind: 'pglite', dataDir: copy }),
      cleanup: () => rmSync(copy, { recursive: true, force: true }),
      note: 'The server is using the embedded database: showing a snapshot taken now.',
    };
  }
}

const { database, cleanup, note } = await open();
try {
  const site = await getSiteBySlug(database.db, values.site);
  if (!site) {
    console.error(`No site with slug '${values.site}'.`);
    process.exitCode = 1;
  } else {
    const rows = await listRecentLeads(database.db, site.id, limit, { spam: values.spam });
    const leads = [];
    for (const row of rows) {
      const found = await getLeadWithPlaces(database.db, row.id);
      if (found)
        leads.push({ lead: toLead(found, readPublicAddress()), deliveries: row.deliveries });
    }
    if (values.json) {
      console.log(JSON.stringify(leads, null, 2));
    } else {
      if (note) console.log(`${note}\n`);
      console.log(
        `${site.name}: ${leads.length} most recent ${values.spam ? 'lead(s) flagged as suspected spam' : 'genuine lead(s) (--spam lists the flagged ones)'}\n`,
      );
      for (const { lead, deliveries } of leads) {
        const flag = lead.spam ? `  [SUSPECTED SPAM: ${lead.spamReasons.join(', ')}]` : '';
        console.log(`#${lead.id}  ${lead.createdAt.toISOString()}  ${lead.form}${flag}`);
        for (const row of getLeadSummaryRows(lead)) console.log(`    ${row.label}: ${row.value}`);
        console.log(
          `    Source: ${lead.attribution.source}; user agent: ${lead.attribution.userAgent || '—'}`,
        );
        if (lead.attribution.visitedPages.length > 0) {
          console.log(`    Visited pages: ${lead.attribution.visitedPages.join(' ← ')}`);
        }
        const sent = deliveries.map(
          (job) =>
            `${job.channel} ${job.target}: ${job.status}${job.attempts > 1 ? ` after ${job.attempts} attempts` : ''}${job.lastError && job.status !== 'delivered' ? ` (${job.lastError})` : ''}`,
        );
        console.log(`    Deliveries: ${sent.length > 0 ? sent.join('; ') : 'none'}\n`);
      }
    }
  }
} finally {
  await database.close();
  cleanup();
}
