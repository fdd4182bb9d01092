import type { Review } from '@forecourt/core/reviews';
import { and, desc, eq, gte, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { locations, reviews } from '../schema/index.ts';

/** Most rows one read returns: a bound on what a dealer with years of reviews costs a page. */
export const REVIEW_READ_LIMIT = 1000;

export interface SiteReviewQuery {
  /** The site's dealerships: reviews of any other dealer are never read. */
  dealershipIds: readonly number[];
  /** Only this location's reviews (it must belong to one of the dealerships). */
  locationId?: number | null;
  /** Rows below this rating or without text are left in the database (core decides the rest). */
  minRating: number;
  /** Left in the database too, so they cannot crowd shown reviews out of the read limit. */
  excludedIds?: readonly number[];
}

/**
 * A site's candidate reviews, newest first: those of its dealerships' visible locations (or of
 * the dealership itself), at or above `minRating`, with text. Core's `selectShownReviews`
 * applies the whole rule (hidden names, 'Translated', count) to what this returns.
 */
export async function listSiteReviews(db: Db, query: SiteReviewQuery): Promise<Review[]> {
  if (query.dealershipIds.length === 0) return [];
  const excluded = query.excludedIds ?? [];
  return db
    .select({
      id: reviews.id,
      dealershipId: reviews.dealershipId,
      locationId: reviews.locationId,
      customerName: reviews.customerName,
      text: reviews.text,
      rating: reviews.rating,
      imageUrl: reviews.imageUrl,
      reviewDate: reviews.reviewDate,
      replyText: reviews.replyText,
      replyDate: reviews.replyDate,
    })
    .from(reviews)
    .leftJoin(locations, eq(locations.id, reviews.locationId))
    .where(
      and(
        inArray(reviews.dealershipId, [...query.dealershipIds]),
        query.locationId == null ? undefined : eq(reviews.locationId, query.locationId),
        // A review of a hidden location, or of another dealer's location, is not this site's.
        or(
          isNull(reviews.locationId),
          and(eq(locations.visible, true), eq(locations.dealershipId, reviews.dealershipId)),
        ),
        gte(reviews.rating, query.minRating),
        ne(reviews.text, ''),
        excluded.length > 0 ? notInArray(reviews.id, [...excluded]) : undefined,
      ),
    )
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(REVIEW_READ_LIMIT);
}
