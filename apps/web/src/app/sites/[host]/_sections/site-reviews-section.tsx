import { ReviewsSection, type ReviewsSectionProps } from '@/components/reviews/reviews-section';
import { getRatingSummary, getShownReviews } from '@/server/reviews';
import { getSiteChrome } from '@/server/site/site-chrome';

/** The reviews section with the site's (or one location's) shown reviews and rating figure. */
export async function SiteReviewsSection(
  props: Omit<ReviewsSectionProps, 'reviews' | 'summary' | 'timeZone'>,
) {
  const locationId = props.locationId ?? null;
  const [reviews, summary, { timeZone }] = await Promise.all([
    getShownReviews(props.site, { locationId, limit: 'section' }),
    getRatingSummary(props.site, locationId),
    getSiteChrome(props.site),
  ]);
  return <ReviewsSection {...props} reviews={reviews} summary={summary} timeZone={timeZone} />;
}
