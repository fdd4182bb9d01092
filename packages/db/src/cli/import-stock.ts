// npm run stock:import -- --site harbour-ford (--file feed.csv | --url https://…) [--format csv|json|xml]
//   [--mode full|partial] [--dry-run] [--confirm] [--skip-images]
// Imports a stock feed into a site (docs/stock-feeds.md), then fetches and resizes the photos
// it names (the cars are on the site meanwhile). A feed URL is fetched like the site's photos:
// public addresses only, unless the site lists a private one (stockFeed.privateAddresses).
// Exit code 0: imported; 1: failed (no such site or file, unreadable feed); 2: bad arguments;
// 3: held (a full feed that would sell too much stock; --mode partial, or --confirm).
// While `npm start` serves the embedded database, the import is handed to the running app.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { feedFormats, stockImportModes } from '@forecourt/core/stock-feed';
import { type Database, databaseOptionsFromEnv, openDatabase } from '../client.ts';
import { getDataDir } from '../env.ts';
import { DataDirInUseError } from '../lock.ts';
import { runMigrations } from '../migrate.ts';
import { enqueueImport, isJobTaken, takeQueuedOutcome } from '../stock-import/import-queue.ts';
import type { StockImportSummary } from '../stock-import/import-stock.ts';
import {
  describeOutcome,
  type FeedInput,
  runSiteImport,
  type SiteImportRequest,
} from '../stock-import/site-import.ts';
import { announceDatabase, exitWith, startCommand } from './command-line.ts';

const usage = `Usage: npm run stock:import -- --site <slug> (--file <path> | --url <http(s) URL>) [--format csv|json|xml] [--mode full|partial] [--dry-run] [--confirm] [--skip-images]
The format follows the file's extension (.csv, .json, .xml), else --format, else the site's config.
A full feed (the default) sells every in-stock car it does not list; --mode partial only adds
and updates. Exit code 0 imported, 1 failed, 2 bad arguments, 3 held. See docs/stock-feeds.md.`;
const { values } = startCommand(usage, {
  site: { type: 'string' },
  file: { type: 'string' },
  url: { type: 'string' },
  format: { type: 'string' },
  mode: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  confirm: { type: 'boolean', default: false },
  'skip-images': { type: 'boolean', default: false },
});

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

if (!values.site || Boolean(values.file) === Boolean(values.url)) exitWith(usage, 2);
if (values.format !== undefined && !isOneOf(feedFormats, values.format))
  exitWith(`--format must be csv, json or xml\n${usage}`, 2);
if (values.mode !== undefined && !isOneOf(stockImportModes, values.mode))
  exitWith(`--mode must be full or partial\n${usage}`, 2);
// A feed that is not there is a failed import (1), as the docs say, not a usage mistake.
if (values.file && (!existsSync(values.file) || !statSync(values.file).isFile()))
  exitWith(`No file ${values.file}`, 1);
let feedUrl: URL | null = null;
if (values.url) {
  try {
    feedUrl = new URL(values.url);
  } catch {
    exitWith(`Not a URL: ${values.url}`, 2);
  }
  if (feedUrl.protocol !== 'http:' && feedUrl.protocol !== 'https:')
    exitWith('The feed URL must be http or https', 2);
}

const request: SiteImportRequest = {
  site: values.site as string,
  source: values.file ? basename(values.file) : (feedUrl as URL).toString(),
  format: values.format as SiteImportRequest['format'],
  mode: values.mode as SiteImportRequest['mode'],
  dryRun: values['dry-run'],
  confirm: values.confirm,
  skipImages: values['skip-images'],
};

const feed = (): FeedInput =>
  values.file ? createReadStream(values.file) : { url: (feedUrl as URL).toString() };

// A terminal gets one line that updates; a log gets a line per committed batch.
const line = (text: string) =>
  process.stderr.write(process.stderr.isTTY ? `\r${text}` : `${text}\n`);
const rows = (summary: Readonly<StockImportSummary>) =>
  line(
    `${summary.rows} rows: ${summary.added} added, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.sold} sold, ${summary.rejected} rejected`,
  );

function finish(outcome: { lines: string[]; exitCode: number }): void {
  if (process.stderr.isTTY) process.stderr.write('\n');
  for (const text of outcome.lines) console.log(text);
  process.exitCode = outcome.exitCode;
}

/**
 * Hand the import to the app serving the embedded database, and print what it reports. A feed
 * URL is fetched by the app, which knows the site's private addresses, not by this command.
 */
async function handToRunningApp(): Promise<void> {
  const dataDir = getDataDir();
  const id = await enqueueImport(
    dataDir,
    request,
    values.file ? { file: values.file } : { url: (feedUrl as URL).toString() },
  );
  console.log('The app is serving the embedded database: the import is handed to it.');
  const started = Date.now();
  for (;;) {
    const outcome = await takeQueuedOutcome(dataDir, id);
    if (outcome) return finish(outcome);
    // An app that never takes the job (stopped, or too old to have the worker) must not
    // leave the command waiting for ever; the job stays queued for the app's next start.
    if (Date.now() - started > 60_000 && !(await isJobTaken(dataDir, id))) {
      return finish({
        lines: [
          `The running app has not taken the import in a minute; it stays queued (${id}) and runs when the app next starts. Or stop the app and run this again.`,
        ],
        exitCode: 1,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const databaseOptions = databaseOptionsFromEnv();
announceDatabase(databaseOptions);
let database: Database;
try {
  database = await openDatabase(databaseOptions);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    await handToRunningApp();
    process.exit();
  }
  throw error;
}
try {
  await runMigrations(database);
  const outcome = await runSiteImport(database, request, feed(), {
    rows,
    images: (done, total) => line(`images ${done}/${total}`),
  });
  finish(describeOutcome(outcome));
} finally {
  await database.close();
}
