import { formatDate, formatDaysAgo } from '@forecourt/core/format';
import type { Review } from '@forecourt/core/reviews';
import { ReviewText } from './review-text.tsx';
import { StarRating } from './star-rating.tsx';

interface ReviewCardProps {
  review: Review;
  /** Who replied for the dealer: the review's dealership. */
  dealerName: string;
  truncateAt: number;
  now: Date;
  /** The site's, whose days 'x days ago' counts. */
  timeZone: string;
}

/** A review date as dd/MM/yyyy with how long ago it was ('12/11/2026 · 3 days ago'). */
function ReviewDate({ date, now, timeZone }: { date: string; now: Date; timeZone: string }) {
  return (
    <span className="text-muted text-sm">
      <time dateTime={date}>{formatDate(date)}</time> · {formatDaysAgo(date, now, timeZone)}
    </span>
  );
}

/** One customer review: stars, name, date, text (View more / View less), dealer reply. */
export function ReviewCard({ review, dealerName, truncateAt, now, timeZone }: ReviewCardProps) {
  return (
    <article
      data-slot="review-card"
      data-review-id={review.id}
      className="flex h-full flex-col gap-3 rounded-brand border border-line bg-surface p-5"
    >
      <header className="space-y-1">
        <StarRating rating={review.rating} />
        <p className="font-semibold">{review.customerName}</p>
        <ReviewDate date={review.reviewDate} now={now} timeZone={timeZone} />
      </header>
      <ReviewText text={review.text} truncateAt={truncateAt} />
      {review.replyText ? (
        <div className="mt-auto space-y-1 rounded-brand bg-subtle p-4 text-sm">
          <p className="font-semibold">Response from {dealerName}</p>
          <p className="whitespace-pre-line">{review.replyText}</p>
          {review.replyDate ? (
            <ReviewDate date={review.replyDate} now={now} timeZone={timeZone} />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
