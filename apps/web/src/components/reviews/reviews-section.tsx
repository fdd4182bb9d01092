import type { RatingSummary, Review } from '@forecourt/core/reviews';
import Link from 'next/link';
import type { Site } from '@/server/site';
import { ReviewList } from './review-list.tsx';
import { ReviewsSummary } from './reviews-summary.tsx';

export interface ReviewsSectionProps {
  site: Site;
  /** The reviews the section shows (getShownReviews with limit 'section'). */
  reviews: Review[];
  /** The rating figure of every shown review (getRatingSummary), not only the section's. */
  summary: RatingSummary;
  /** The site's, whose days 'x days ago' counts (getSiteChrome). */
  timeZone: string;
  /** The location the reviews are of (a location page), for the heading's id; null: the site's. */
  locationId?: number | null;
  heading?: string;
  /** Adds 'Read all reviews' to /reviews. */
  linkToAll?: boolean;
  /** The render's moment, for 'x days ago' (pages pass theirs; defaults to now). */
  now?: Date;
}

/**
 * Customer reviews a page can place (spec 2 §2 Reviews): the shown reviews (at most the
 * configured count), their average and 'Leave a Review', in a grid up to 3 and a carousel
 * above. Renders nothing when no review is shown. Wire its structured data with
 * `getShownAggregateRating(site, locationId)` (server/reviews.ts).
 */
export function ReviewsSection({
  site,
  reviews,
  summary,
  timeZone,
  locationId = null,
  heading = 'What our customers say',
  linkToAll = false,
  now = new Date(),
}: ReviewsSectionProps) {
  if (reviews.length === 0) return null;
  const headingId = `reviews-heading${locationId === null ? '' : `-${locationId}`}`;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="reviews-section"
      className="mx-auto max-w-7xl space-y-5 px-4 py-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="font-bold text-2xl">
          {heading}
        </h2>
        {linkToAll ? (
          <Link
            prefetch={false}
            href="/reviews"
            className="font-semibold text-primary underline underline-offset-4"
          >
            Read all reviews
          </Link>
        ) : null}
      </div>
      <ReviewsSummary summary={summary} config={site.config.reviews} />
      <ReviewList
        reviews={reviews}
        dealerNames={new Map(site.dealerships.map((dealer) => [dealer.id, dealer.name]))}
        fallbackDealerName={site.name}
        truncateAt={site.config.reviews.textTruncateAt}
        now={now}
        timeZone={timeZone}
      />
    </section>
  );
}
