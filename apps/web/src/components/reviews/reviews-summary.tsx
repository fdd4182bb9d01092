import type { ReviewConfig } from '@forecourt/core/reviews';
import { describeRatingBasis, type RatingSummary } from '@forecourt/core/reviews';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { StarRating } from './star-rating.tsx';

/**
 * The site's rating figure (to 1 decimal, only above the configured rating) and what it counts,
 * the same wherever it appears (issue 25 §6), and 'Leave a Review' when the site links to a
 * review page (spec 2 §2 Reviews).
 */
export function ReviewsSummary({
  summary,
  config,
}: {
  summary: RatingSummary;
  config: Pick<ReviewConfig, 'leaveReviewUrl'>;
}) {
  const { average } = summary;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {average !== null ? (
        <p className="flex items-center gap-2" data-slot="reviews-average">
          <span className="font-bold text-3xl">{average.toFixed(1)}</span>
          <StarRating rating={average} />
          <span className="text-muted">{describeRatingBasis(summary)}</span>
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
