import { formatNumber } from '@forecourt/core/format/price';
import type { ReviewConfig } from '@forecourt/core/reviews/review-config';
import { getDisplayedAverage } from '@forecourt/core/reviews/review-rules';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { StarRating } from './star-rating.tsx';

/**
 * The average of the shown reviews (to 1 decimal, only above the configured rating), their
 * count, and 'Leave a Review' when the site links to a review page (spec 2 §2 Reviews).
 */
export function ReviewsSummary({
  ratings,
  config,
}: {
  ratings: { rating: number }[];
  config: Pick<ReviewConfig, 'averageShownFrom' | 'leaveReviewUrl'>;
}) {
  const average = getDisplayedAverage(ratings, config.averageShownFrom);
  const count = ratings.length;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {average !== null ? (
        <p className="flex items-center gap-2" data-slot="reviews-average">
          <span className="font-bold text-3xl">{average.toFixed(1)}</span>
          <StarRating rating={average} />
          <span className="text-muted">
            from {formatNumber(count)} {count === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      ) : null}
      {config.leaveReviewUrl ? (
        <a
          href={config.leaveReviewUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-external=""
          className={buttonVariants({ variant: 'outline' })}
        >
          Leave a Review
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
