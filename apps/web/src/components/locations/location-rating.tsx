import { describeRatingBasis, type RatingSummary } from '@forecourt/core/reviews';

/**
 * The location's rating: the same figure as its reviews section (issue 25 §6), with what it
 * counts; the average only above the configured minimum (spec 2 §2 Reviews), to one decimal.
 */
export function LocationRating({ rating }: { rating: RatingSummary | null | undefined }) {
  if (!rating || rating.count === 0) return null;
  const basis = describeRatingBasis(rating);
  if (rating.average === null)
    return (
      <p className="text-sm">{basis.replace(/^from /, '').replace(/^./, (c) => c.toUpperCase())}</p>
    );
  return (
    <p className="flex items-center gap-1 text-sm" data-slot="location-rating">
      <span aria-hidden="true" className="text-primary">
        ★
      </span>
      <span>
        <span className="font-semibold">{rating.average.toFixed(1)}</span>
        <span className="sr-only"> out of 5 stars</span> {basis}
      </span>
    </p>
  );
}
