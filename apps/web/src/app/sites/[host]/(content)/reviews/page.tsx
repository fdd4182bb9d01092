import { toDealerReviewsStructuredData } from '@forecourt/core/reviews';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/layout/json-ld';
import { ReviewList } from '@/components/reviews/review-list';
import { ReviewsSummary } from '@/components/reviews/reviews-summary';
import { getRequestSite } from '@/server/request-site';
import { getRatingSummary, getShownReviews } from '@/server/reviews';
import { getSiteChrome } from '@/server/site/site-chrome';
import { getSiteOrigin } from '@/server/site-origin';

export const metadata: Metadata = {
  title: 'Customer Reviews',
  description: 'What our customers say about buying and servicing with us.',
};

/** /reviews: every review the site shows, newest first, with their average and count. */
export default async function ReviewsPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const now = new Date();
  const [reviews, summary, chrome, origin] = await Promise.all([
    getShownReviews(site, { limit: 'page' }),
    getRatingSummary(site),
    getSiteChrome(site),
    getSiteOrigin(site),
  ]);
  const location = chrome.mainLocation;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <header className="space-y-3">
        <h1 className="font-bold text-4xl">Customer Reviews</h1>
        <p className="max-w-prose text-lg">
          What customers of {site.name} say about buying, financing and servicing with us.
        </p>
      </header>
      {reviews.length > 0 ? (
        <>
          <ReviewsSummary summary={summary} config={site.config.reviews} />
          <ReviewList
            reviews={reviews}
            dealerNames={new Map(site.dealerships.map((dealer) => [dealer.id, dealer.name]))}
            fallbackDealerName={site.name}
            truncateAt={site.config.reviews.textTruncateAt}
            now={now}
            timeZone={chrome.timeZone}
            layout="grid"
          />
        </>
      ) : (
        <p>There are no reviews to show yet.</p>
      )}
      <JsonLd
        data={toDealerReviewsStructuredData({
          name: site.name,
          url: `${origin}/reviews`,
          telephone: site.config.phones.override ?? location?.phone ?? null,
          address: location?.address ?? null,
          shown: reviews,
        })}
      />
    </div>
  );
}
