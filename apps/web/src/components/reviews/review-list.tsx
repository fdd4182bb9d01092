import type { Review } from '@forecourt/core/reviews';
import { getReviewLayout } from '@forecourt/core/reviews';
import { Carousel } from '@/components/ui/carousel';
import { ReviewCard } from './review-card.tsx';

interface ReviewListProps {
  reviews: Review[];
  /** Dealership names by id, for the dealer's replies. */
  dealerNames: ReadonlyMap<number, string>;
  fallbackDealerName: string;
  truncateAt: number;
  now: Date;
  /** The site's, whose days 'x days ago' counts. */
  timeZone: string;
  /** 'auto': a card grid up to 3 reviews, a carousel above (spec 2 §2); 'grid' always. */
  layout?: 'auto' | 'grid';
}

/** Review cards in a grid, or in the carousel when there are more than 3. */
export function ReviewList({
  reviews,
  dealerNames,
  fallbackDealerName,
  truncateAt,
  now,
  timeZone,
  layout = 'auto',
}: ReviewListProps) {
  const cards = reviews.map((review) => ({
    key: String(review.id),
    node: (
      <ReviewCard
        review={review}
        dealerName={dealerNames.get(review.dealershipId) ?? fallbackDealerName}
        truncateAt={truncateAt}
        now={now}
        timeZone={timeZone}
      />
    ),
  }));
  if (layout === 'auto' && getReviewLayout(reviews.length) === 'carousel') {
    return (
      <Carousel
        slot="reviews-carousel"
        slides={cards}
        previousLabel="Previous review"
        nextLabel="Next review"
      />
    );
  }
  return (
    <ul
      data-slot="reviews-grid"
      className={
        layout === 'grid'
          ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
          : 'grid gap-4 md:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))]'
      }
    >
      {cards.map((card) => (
        <li key={card.key}>{card.node}</li>
      ))}
    </ul>
  );
}
