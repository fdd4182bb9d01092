import { Readable } from 'node:stream';
import { resolveSiteConfig } from '@forecourt/core/config';
import { type FeedFormat, getFeedFormatFromName } from '@forecourt/core/stock-feed';
import type { Database } from '../client.ts';
import { getSiteBySlug } from '../repositories/sites.ts';
import { openDataImageStore } from '../stock-images/data-image-store.ts';
import { type ImageSyncSummary, syncStockImages } from '../stock-images/sync-stock-images.ts';
import { importStock, type StockImportResult, type StockImportSummary } from './import-stock.ts';
import { type FeedUrl, FeedUrlError, openFeedUrl } from './open-feed-url.ts';

export interface SiteImportRequest {
  site: string;
  /** The feed's file name or URL; its extension (.csv, .json, .xml) says the format. */
  source: string;
  /** Overrides the format the source's extension, else the site's config, says. */
  format?: FeedFormat | undefined;
  /** This run only: 'partial' adds and updates without selling what the feed leaves out. */
  mode?: 'full' | 'partial' | undefined;
  dryRun?: boolean;
  confirm?: boolean;
  skipImages?: boolean;
}

/** Where a feed comes from: a stream already open (a file), or a URL to fetch. */
export type FeedInput = Readable | FeedUrl;

export type SiteImportOutcome =
  | { kind: 'no-site'; site: string }
  /** The feed URL was refused or gave no feed: nothing was read or written. */
  | { kind: 'unreachable'; site: string; error: string }
  | {
      kind: 'done';
      site: string;
      seconds: number;
      dryRun: boolean;
      result: StockImportResult;
      images: ImageSyncSummary | null;
    };

/**
 * Import a feed into a site by slug with the site's own feed config, then (unless a dry run or
 * told not to) fetch its photos. A feed URL and the photos are fetched only from public
 * addresses and the private ones the site lists (`stockFeed.privateAddresses`). What the
 * command and the scheduled pulls run, directly or through the running app.
 */
export async function runSiteImport(
  database: Database,
  request: SiteImportRequest,
  feed: FeedInput,
  progress: {
    rows?: (summary: Readonly<StockImportSummary>) => void;
    images?: (done: number, total: number) => void;
  } = {},
): Promise<SiteImportOutcome> {
  const site = await getSiteBySlug(database.db, request.site);
  if (!site) return { kind: 'no-site', site: request.site };
  const config = resolveSiteConfig(site.templateConfig, site.siteConfig, site.slug).stockFeed;
  const dealershipIds = site.dealerships.map((dealership) => dealership.id);
  const allowedAddresses = config.privateAddresses;
  let input: Readable;
  try {
    input = feed instanceof Readable ? feed : await openFeedUrl(feed, { allowedAddresses });
  } catch (error) {
    if (!(error instanceof FeedUrlError)) throw error;
    return { kind: 'unreachable', site: site.slug, error: error.message };
  }
  const format = request.format ?? getFeedFormatFromName(request.source) ?? config.format;
  const started = performance.now();
  const result = await importStock(database, {
    siteId: site.id,
    dealershipIds,
    config: {
      ...config,
      format,
      ...(request.mode ? { mode: request.mode } : {}),
    },
    input,
    source: request.source,
    dryRun: request.dryRun ?? false,
    confirmRemovals: request.confirm ?? false,
    ...(progress.rows ? { onProgress: progress.rows } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  const images =
    request.dryRun || request.skipImages || result.status === 'failed'
      ? null
      : await syncStockImages(database.db, {
          dealershipIds,
          store: openDataImageStore(),
          fetch: { allowedAddresses },
          ...(progress.images ? { onProgress: progress.images } : {}),
        });
  return {
    kind: 'done',
    site: site.slug,
    seconds,
    dryRun: request.dryRun ?? false,
    result,
    images,
  };
}

/** The outcome as the command prints it; the exit code says done (0), failed (1) or held (3). */
export function describeOutcome(outcome: SiteImportOutcome): { lines: string[]; exitCode: number } {
  if (outcome.kind === 'no-site')
    return { lines: [`No site with slug '${outcome.site}'.`], exitCode: 1 };
  if (outcome.kind === 'unreachable')
    return { lines: [`Nothing imported into ${outcome.site}: ${outcome.error}.`], exitCode: 1 };
  const { result, images } = outcome;
  const { summary } = result;
  const lines = [
    `${outcome.dryRun ? 'Dry run, nothing written: read' : 'Imported'} ${summary.rows} rows into ${outcome.site} in ${outcome.seconds.toFixed(1)} s: ${summary.added} added, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.sold} sold, ${summary.rejected} rejected.`,
  ];
  for (const error of result.report) {
    lines.push(
      `  row ${error.row}: ${error.field} ${error.reason}${error.value ? ` (${JSON.stringify(error.value)})` : ''}`,
    );
  }
  if (summary.rejected > result.report.length)
    lines.push(`  … and more: ${summary.rejected} rows were rejected in all.`);
  if (result.ignoredColumns.length > 0) {
    lines.push(`Columns not imported (no field of that name): ${result.ignoredColumns.join(', ')}`);
  }
  let exitCode = 0;
  if (result.status === 'held') {
    lines.push(
      `HELD: as a full feed this file would mark ${summary.heldRemovals} in-stock cars sold (every car it does not list), more than the site's removal guard allows, so nothing was sold; its additions and changes landed.`,
      '  Only part of the stock (a sample, one yard, new arrivals)? Run it with --mode partial: it adds and updates, and sells nothing.',
      `  The site's whole stock? Run again with --confirm: the ${summary.heldRemovals} cars it leaves out are marked sold and leave the site after its sold window.`,
    );
    exitCode = 3;
  } else if (result.status === 'failed') {
    lines.push(`The feed could not be read to its end: ${result.error}. Nothing was sold.`);
    exitCode = 1;
  }
  if (result.runId !== null) lines.push(`Import run #${result.runId}.`);
  if (images) {
    lines.push(
      `Images: ${images.sources} photo URLs, ${images.fetched} fetched, ${images.unchanged} unchanged, ${images.failed} failed; ${images.carsUpdated} cars' photos updated.`,
    );
    for (const failure of images.failures) lines.push(`  ${failure.url}: ${failure.reason}`);
  }
  return { lines, exitCode };
}
