import type { Review } from './review.ts';
import { BEST_RATING, getAverageRating, WORST_RATING } from './review-rules.ts';

/** schema.org AggregateRating. */
export interface AggregateRating {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
  worstRating: number;
}

/**
 * AggregateRating of the reviews a page actually shows (never of hidden or filtered ones, so
 * the structured data matches what a shopper reads); null when the page shows none.
 */
export function toAggregateRating(
  shown: readonly Pick<Review, 'rating'>[],
): AggregateRating | null {
  const ratingValue = getAverageRating(shown);
  if (ratingValue === null) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue,
    reviewCount: shown.length,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  };
}

/** schema.org Review items for the shown reviews. */
export function toReviewStructuredData(shown: readonly Review[]): Record<string, unknown>[] {
  return shown.map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.customerName },
    datePublished: review.reviewDate,
    reviewBody: review.text,
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: BEST_RATING,
      worstRating: WORST_RATING,
    },
  }));
}

/**
 * schema.org AutoDealer for a site's reviews page: its name and address, and the rating and
 * reviews the page shows (no aggregate when it shows none).
 */
export function toDealerReviewsStructuredData(input: {
  name: string;
  url: string;
  telephone: string | null;
  address: { street: string; city: string; state: string; postcode: string } | null;
  shown: readonly Review[];
}): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: input.name,
    url: input.url,
  };
  if (input.telephone) data.telephone = input.telephone;
  if (input.address) {
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: input.address.street,
      addressLocality: input.address.city,
      addressRegion: input.address.state,
      postalCode: input.address.postcode,
      addressCountry: 'AU',
    };
  }
  const aggregateRating = toAggregateRating(input.shown);
  if (aggregateRating) {
    data.aggregateRating = aggregateRating;
    data.review = toReviewStructuredData(input.shown);
  }
  return data;
}
