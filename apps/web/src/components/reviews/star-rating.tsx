import { BEST_RATING, describeRating } from '@forecourt/core/reviews';
import { cn } from '@/lib/cn';

/** Star numbers 1 to BEST_RATING. */
const STARS = Array.from({ length: BEST_RATING }, (_, index) => index + 1);
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';

/**
 * Stars 1 to 5 (spec 2 §2 Reviews), read out as '4 out of 5 stars'. A fractional average
 * fills the last star in part.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={describeRating(rating)}
      className={cn('inline-flex text-amber-700', className)}
    >
      {STARS.map((star) => {
        const fill = Math.max(0, Math.min(1, rating - (star - 1)));
        return (
          <svg
            key={star}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="size-5"
          >
            <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth={1.5} />
            {fill > 0 ? (
              // A nested svg clips what lies outside its width: the filled part of the star.
              <svg width={fill * 24} height={24} viewBox={`0 0 ${fill * 24} 24`} aria-hidden="true">
                <path d={STAR_PATH} fill="currentColor" />
              </svg>
            ) : null}
          </svg>
        );
      })}
    </span>
  );
}
