import { inStockStatuses } from '../car/car.ts';
import { matchesFilter } from './match-filter.ts';
import type { SitePolicy } from './site-policy.ts';
import type { StockRecord } from './stock-fields.ts';

/**
 * What a site may do with a car, leaving out the clock: list it, list it while its sale is
 * recent, or never list it.
 */
export type Listing = 'listed' | 'while-recently-sold' | 'unlisted';

/**
 * The site-stock contract without time: one of the site's dealerships, shown on the dealer
 * website, inside the site's stock filter, and in stock or sold (spec 2 §9 stock filter).
 */
export function classifyListing(record: StockRecord, policy: SitePolicy): Listing {
  const dealershipId = record.numbers.dealership_id;
  if (dealershipId === null || dealershipId === undefined) return 'unlisted';
  if (!policy.dealershipIds.includes(dealershipId) || !record.showOnDealerWebsite)
    return 'unlisted';
  if (policy.stockFilter !== null && !matchesFilter(record, policy.stockFilter)) return 'unlisted';
  const status = record.facets.status;
  if ((inStockStatuses as readonly unknown[]).includes(status)) return 'listed';
  return status === 'sold' ? 'while-recently-sold' : 'unlisted';
}

/**
 * The earliest sale, in whole seconds since the epoch, that is still listed at `now`: sold
 * cars stay `soldWindowDays` days. The window moves a minute at a time (measured from the
 * start of `now`'s minute), so every page, query and index asked within one minute agrees.
 */
export function getSoldCutoffSeconds(now: Date, soldWindowDays: number): number {
  return Math.floor(now.getTime() / 60_000) * 60 - soldWindowDays * 86_400;
}

/** Whether a sale (seconds since the epoch) is inside the window at `now`; a 0-day window lists none. */
export function isInsideSoldWindow(
  soldAtSeconds: number | null | undefined,
  now: Date,
  soldWindowDays: number,
): boolean {
  return (
    soldWindowDays > 0 &&
    soldAtSeconds !== null &&
    soldAtSeconds !== undefined &&
    soldAtSeconds > getSoldCutoffSeconds(now, soldWindowDays)
  );
}

/**
 * Whether a site lists a car at `now`: its vehicle page answers 200 and every endpoint of the
 * site may return it. The one rule behind pages, APIs, the sitemap and the search index.
 */
export function isListed(record: StockRecord, policy: SitePolicy, now: Date): boolean {
  const listing = classifyListing(record, policy);
  if (listing === 'listed') return true;
  return (
    listing === 'while-recently-sold' &&
    isInsideSoldWindow(record.numbers.sold_date_timestamp, now, policy.soldWindowDays)
  );
}
