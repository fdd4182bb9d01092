// npm run stock:import -- --site harbour-ford (--file feed.csv | --url https://…) [--format csv|json|xml]
//   [--dry-run] [--confirm] [--skip-images]
// Imports a stock feed into a site (docs/stock-feeds.md), then fetches and resizes the photos
// it names (the cars are on the site meanwhile). Exit code 0: imported; 1: failed;
// 2: bad arguments; 3: held (a full feed that would sell too much stock; re-run with --confirm).
import { createReadStream, existsSync } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { resolveSiteConfig } from '@forecourt/core/config/merge-config';
import { databaseOptionsFromEnv, openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { getSiteBySlug } from '../repositories/sites.ts';
import { openDataImageStore } from '../stock-images/data-image-store.ts';
import { syncStockImages } from '../stock-images/sync-stock-images.ts';
import { importStock, type StockImportSummary } from '../stock-import/import-stock.ts';

const usage =
  'Usage: npm run stock:import -- --site <slug> (--file <path> | --url <http(s) URL>) [--format csv|json|xml] [--dry-run] [--confirm] [--skip-images]';
const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    file: { type: 'string' },
    url: { type: 'string' },
    format: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    confirm: { type: 'boolean', default: false },
    'skip-images': { type: 'boolean', default: false },
  },
});

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

if (!values.site || Boolean(values.file) === Boolean(values.url)) fail(usage);
if (values.format !== undefined && !['csv', 'json', 'xml'].includes(values.format)) fail(usage);
if (values.file && !existsSync(values.file)) fail(`No file ${values.file}`);
let feedUrl: URL | null = null;
if (values.url) {
  try {
    feedUrl = new URL(values.url);
  } catch {
    fail(`Not a URL: ${values.url}`);
  }
  if (feedUrl.protocol !== 'http:' && feedUrl.protocol !== 'https:')
    fail('The feed URL must be http or https');
}

async function openInput(): Promise<Readable> {
  if (values.file) return createReadStream(values.file);
  const response = await fetch(feedUrl as URL, { signal: AbortSignal.timeout(5 * 60_000) });
  if (!response.ok || !response.body) fail(`The feed URL answered ${response.status}`, 1);
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
}

const progress = (summary: Readonly<StockImportSummary>) => {
  const line = `${summary.rows} rows: ${summary.added} added, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.sold} sold, ${summary.rejected} rejected`;
  // A terminal gets one line that updates; a log gets a line per committed batch.
  process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`);
};

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(databaseOptionsFromEnv());
} catch (error) {
  fail((error as Error).message, 1);
}
try {
  await runMigrations(database);
  const site = await getSiteBySlug(database.db, values.site as string);
  if (!site) fail(`No site with slug '${values.site}'.`, 1);
  const config = resolveSiteConfig(site.templateConfig, site.siteConfig, site.slug).stockFeed;
  const started = performance.now();
  const result = await importStock(database, {
    siteId: site.id,
    dealershipIds: site.dealerships.map((dealership) => dealership.id),
    config: values.format ? { ...config, format: values.format as 'csv' | 'json' | 'xml' } : config,
    input: await openInput(),
    source: values.file ? basename(values.file) : (feedUrl as URL).toString(),
    dryRun: values['dry-run'],
    confirmRemovals: values.confirm,
    onProgress: progress,
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const { summary } = result;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${values['dry-run'] ? 'Dry run, nothing written: read' : 'Imported'} ${summary.rows} rows into ${site.slug} in ${seconds} s: ${summary.added} added, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.sold} sold, ${summary.rejected} rejected.`,
  );
  for (const error of result.report) {
    console.log(
      `  row ${error.row}: ${error.field} ${error.reason}${error.value ? ` (${JSON.stringify(error.value)})` : ''}`,
    );
  }
  if (summary.rejected > result.report.length) {
    console.log(`  … and more: ${summary.rejected} rows were rejected in all.`);
  }
  if (result.ignoredColumns.length > 0) {
    console.log(
      `Columns not imported (no field of that name): ${result.ignoredColumns.join(', ')}`,
    );
  }
  if (result.status === 'held') {
    console.log(
      `HELD: this full feed would mark ${summary.heldRemovals} in-stock cars sold, more than the site's removal guard allows. Nothing was sold. If the feed is complete, run again with --confirm.`,
    );
    process.exitCode = 3;
  } else if (result.status === 'failed') {
    console.error(`The feed could not be read to its end: ${result.error}. Nothing was sold.`);
    process.exitCode = 1;
  }
  if (result.runId !== null) console.log(`Import run #${result.runId}.`);
  if (!values['dry-run'] && !values['skip-images'] && result.status !== 'failed') {
    const images = await syncStockImages(database.db, {
      dealershipIds: site.dealerships.map((dealership) => dealership.id),
      store: openDataImageStore(),
      onProgress: (done, total) =>
        process.stderr.write(
          process.stderr.isTTY ? `\rimages ${done}/${total}` : `images ${done}/${total}\n`,
        ),
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(
      `Images: ${images.sources} photo URLs, ${images.fetched} fetched, ${images.unchanged} unchanged, ${images.failed} failed; ${images.carsUpdated} cars' photos updated.`,
    );
    for (const failure of images.failures) console.log(`  ${failure.url}: ${failure.reason}`);
  }
} finally {
  await database.close();
}
