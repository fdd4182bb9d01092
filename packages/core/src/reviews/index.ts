export type { Review } from './review.ts';
export type { ReviewConfig } from './review-config.ts';
export {
  BEST_RATING,
  describeRating,
  describeRatingBasis,
  getReviewLayout,
  isReviewShown,
  type RatingSummary,
  selectShownReviews,
  summariseRatings,
  summariseRatingsByLocation,
  truncateReviewText,
} from './review-rules.ts';
export {
  type AggregateRating,
  toAggregateRating,
  toDealerReviewsStructuredData,
} from './review-structured-data.ts';
