import 'server-only';
import type { Review } from '@forecourt/core/reviews';
import {
  type AggregateRating,
  type RatingSummary,
  selectShownReviews,
  summariseRatings,
  summariseRatingsByLocation,
  toAggregateRating,
} from '@forecourt/core/reviews';
import { listSiteReviews } from '@forecourt/db';
import { getDatabase } from './database.ts';
import { createProcessCache } from './process-cache.ts';
import type { Site } from './site.ts';

// Keyed by site and location (a location page's id): bounded, 30 s like the site chrome.
const reviewCache = createProcessCache<Review[]>('site-reviews', 30_000, 1_000);

/**
 * The reviews a site shows (spec 2 §5 Reviews), newest first: of one location when
 * `locationId` is given, else of all its dealerships; `limit` 'section' is the configured
 * count (10), 'page' the /reviews page's.
 */
export async function getShownReviews(
  site: Site,
  options: { locationId?: number | null; limit: 'section' | 'page' | 'all' },
): Promise<Review[]> {
  const config = site.config.reviews;
  const locationId = options.locationId ?? null;
  const candidates = await reviewCache.get(`${site.id}:${locationId ?? 'all'}`, async () => {
    const { db } = await getDatabase();
    return listSiteReviews(db, {
      dealershipIds: site.dealershipIds,
      locationId,
      minRating: config.minRating,
      excludedIds: config.excludedIds,
    });
  });
  const limit =
    options.limit === 'page'
      ? config.pageMaxShown
      : options.limit === 'section'
        ? config.maxShown
        : candidates.length;
  return selectShownReviews(candidates, config, limit);
}

/**
 * The site's one rating figure (issue 25 §6), of one location or of the whole site: every
 * review it shows, however many a section lists. Location cards, review sections and /reviews
 * all show this one.
 */
export async function getRatingSummary(
  site: Site,
  locationId: number | null = null,
): Promise<RatingSummary> {
  return summariseRatings(
    await getShownReviews(site, { locationId, limit: 'all' }),
    site.config.reviews,
  );
}

/** Each location's rating figure, for location cards (the same as its page's reviews section). */
export async function getLocationRatings(site: Site): Promise<Map<number, RatingSummary>> {
  return summariseRatingsByLocation(
    await getShownReviews(site, { limit: 'all' }),
    site.config.reviews,
  );
}

/**
 * AggregateRating for a page's JSON-LD: the figure the page shows (`getRatingSummary`), over the
 * same reviews; null when it shows none.
 */
export async function getShownAggregateRating(
  site: Site,
  locationId: number | null = null,
): Promise<AggregateRating | null> {
  return toAggregateRating(await getShownReviews(site, { locationId, limit: 'all' }));
}
