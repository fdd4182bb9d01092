import { truncateText } from '../vehicle/vehicle-rules.ts';
import type { Review } from './review.ts';
import type { ReviewConfig } from './review-config.ts';

type ReviewRules = Pick<ReviewConfig, 'minRating' | 'hiddenNames' | 'excludedIds'>;

/** Machine translations carry this marker (e.g. '(Translated by Google) …'): never shown. */
export const TRANSLATED_MARKER = 'Translated';
/** Spec 2 §2 Reviews: a card grid up to this many reviews, a carousel above it. */
export const REVIEW_GRID_MAX = 3;
export const BEST_RATING = 5;
export const WORST_RATING = 1;

const normaliseName = (name: string) => name.trim().toLowerCase();

/**
 * Spec 2 §5 Reviews: a review is shown when it has text, the text does not contain
 * 'Translated', the reviewer is not a hidden name, its id is not excluded, and its rating is
 * at least the configured minimum.
 */
export function isReviewShown(
  review: Pick<Review, 'id' | 'customerName' | 'text' | 'rating'>,
  rules: ReviewRules,
): boolean {
  if (review.text.trim() === '' || review.text.includes(TRANSLATED_MARKER)) return false;
  if (rules.excludedIds.includes(review.id)) return false;
  const name = normaliseName(review.customerName);
  if (rules.hiddenNames.some((hidden) => normaliseName(hidden) === name)) return false;
  return (
    Number.isInteger(review.rating) &&
    review.rating >= rules.minRating &&
    review.rating <= BEST_RATING
  );
}

/** The reviews to show, newest first (ties: higher id first), at most `limit`. */
export function selectShownReviews<T extends Review>(
  reviews: readonly T[],
  rules: ReviewRules,
  limit: number,
): T[] {
  return reviews
    .filter((review) => isReviewShown(review, rules))
    .sort((a, b) => b.reviewDate.localeCompare(a.reviewDate) || b.id - a.id)
    .slice(0, Math.max(0, limit));
}

/** Spec 2 §2 Reviews: 3 or fewer reviews sit in a card grid, more in a carousel. */
export function getReviewLayout(count: number): 'grid' | 'carousel' {
  return count > REVIEW_GRID_MAX ? 'carousel' : 'grid';
}

/** Mean rating of the given reviews to 1 decimal (stars), or null when there are none. */
export function getAverageRating(reviews: readonly Pick<Review, 'rating'>[]): number | null {
  if (reviews.length === 0) return null;
  const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return Math.round(mean * 10) / 10;
}

/**
 * Spec 2 §2 Reviews: the average of the shown reviews is displayed, to 1 decimal, only
 * above the configured rating; otherwise null.
 */
export function getDisplayedAverage(
  shown: readonly Pick<Review, 'rating'>[],
  averageShownFrom: number,
): number | null {
  const average = getAverageRating(shown);
  return average !== null && average > averageShownFrom ? average : null;
}

/**
 * Spec 2 §9: review text is cut at `truncateAt` characters (160 by default), on a word
 * boundary, until View more; the one text-cutting rule of core.
 */
export function truncateReviewText(
  text: string,
  truncateAt: number,
): { text: string; truncated: boolean } {
  return truncateText(text, truncateAt);
}

/** Stars' accessible name: '4 out of 5 stars'. */
export function describeRating(rating: number): string {
  return `${rating} out of ${BEST_RATING} stars`;
}

/**
 * The one rating figure a site shows wherever it shows one (issue 25 §6: a location card and the
 * reviews beside it must agree): the average of every review the site shows, not only of the
 * few a section lists, with their count and the ratings the site shows at all.
 */
export interface RatingSummary {
  /** To 1 decimal; null when it is not above `averageShownFrom` (spec 2 §2 Reviews). */
  average: number | null;
  count: number;
  /** Lowest rating shown (reviews.minRating): the figure counts only reviews at or above it. */
  minRating: number;
}

/** The rating summary of the reviews a site shows (`shown`: every one, uncut by a section's count). */
export function summariseRatings(
  shown: readonly Pick<Review, 'rating'>[],
  config: Pick<ReviewConfig, 'averageShownFrom' | 'minRating'>,
): RatingSummary {
  return {
    average: getDisplayedAverage(shown, config.averageShownFrom),
    count: shown.length,
    minRating: config.minRating,
  };
}

/**
 * What a rating figure counts, said beside it everywhere: 'from 23 reviews rated 4 or 5 stars'
 * ('from 23 reviews' when every rating is shown).
 */
export function describeRatingBasis(summary: Pick<RatingSummary, 'count' | 'minRating'>): string {
  const reviews = `${summary.count.toLocaleString('en-AU')} ${summary.count === 1 ? 'review' : 'reviews'}`;
  const min = Math.max(WORST_RATING, Math.min(BEST_RATING, summary.minRating));
  if (min <= WORST_RATING) return `from ${reviews}`;
  if (min === BEST_RATING) return `from ${reviews} rated ${BEST_RATING} stars`;
  if (min === BEST_RATING - 1) return `from ${reviews} rated ${min} or ${BEST_RATING} stars`;
  return `from ${reviews} rated ${min} to ${BEST_RATING} stars`;
}

/** Each location's rating summary from the site's shown reviews (reviews of no location are left out). */
export function summariseRatingsByLocation(
  shown: readonly Pick<Review, 'rating' | 'locationId'>[],
  config: Pick<ReviewConfig, 'averageShownFrom' | 'minRating'>,
): Map<number, RatingSummary> {
  const byLocation = new Map<number, Pick<Review, 'rating'>[]>();
  for (const review of shown) {
    if (review.locationId === null) continue;
    const list = byLocation.get(review.locationId) ?? [];
    list.push(review);
    byLocation.set(review.locationId, list);
  }
  return new Map(
    [...byLocation].map(([locationId, reviews]) => [locationId, summariseRatings(reviews, config)]),
  );
}
