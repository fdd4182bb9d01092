import 'server-only';
import type { Review } from '@forecourt/core/reviews/review';
import { selectShownReviews } from '@forecourt/core/reviews/review-rules';
import {
  type AggregateRating,
  toAggregateRating,
} from '@forecourt/core/reviews/review-structured-data';
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
  options: { locationId?: number | null; limit: 'section' | 'page' },
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
  return selectShownReviews(
    candidates,
    config,
    options.limit === 'page' ? config.pageMaxShown : config.maxShown,
  );
}

/**
 * AggregateRating for a page's JSON-LD, from exactly the reviews its `ReviewsSection` shows
 * (same site, location and count); null when it shows none.
 */
export async function getShownAggregateRating(
  site: Site,
  locationId: number | null = null,
): Promise<AggregateRating | null> {
  return toAggregateRating(await getShownReviews(site, { locationId, limit: 'section' }));
}
