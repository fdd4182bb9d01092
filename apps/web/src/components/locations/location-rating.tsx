import type { Location } from '@forecourt/core/location/location';

/**
 * The location's rating and review count; the average only at or above the configured minimum
 * (spec 2 §2 Reviews), to one decimal.
 */
export function LocationRating({
  location,
  averageShownFrom,
}: {
  location: Location;
  averageShownFrom: number;
}) {
  if (location.reviewCount === 0) return null;
  const average = location.averageRating;
  const reviews = `${location.reviewCount} ${location.reviewCount === 1 ? 'review' : 'reviews'}`;
  if (average === null || average < averageShownFrom) return <p className="text-sm">{reviews}</p>;
  return (
    <p className="flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="text-primary">
        ★
      </span>
      <span>
        <span className="font-semibold">{average.toFixed(1)}</span>
        <span className="sr-only"> out of 5 stars</span> · {reviews}
      </span>
    </p>
  );
}
