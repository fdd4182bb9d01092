import type { Review } from '@forecourt/core/reviews';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewList } from './review-list.tsx';

const now = new Date('2026-11-23T00:00:00Z');
const reviews = (count: number): Review[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    dealershipId: 1,
    locationId: 1,
    customerName: `Reviewer ${index + 1}`,
    text:
      index === 0
        ? 'We bought our second car here and the whole team made it easy, from the first test drive to the handover. The finance manager explained every line of the contract.'
        : 'Great service.',
    rating: index === 1 ? 4 : 5,
    imageUrl: null,
    reviewDate: '2026-11-20',
    replyText: index === 0 ? 'Thanks for choosing us.' : null,
    replyDate: index === 0 ? '2026-11-21' : null,
  }));
const render = (count: number, layout?: 'grid') =>
  renderToStaticMarkup(
    <ReviewList
      reviews={reviews(count)}
      dealerNames={new Map([[1, 'Harbour Ford']])}
      fallbackDealerName="Harbour Ford"
      truncateAt={160}
      now={now}
      timeZone="Australia/Brisbane"
      layout={layout}
    />,
  );

describe('ReviewList (spec 2 §2 Reviews)', () => {
  it('lays 3 reviews or fewer out as a card grid, more in the carousel', () => {
    expect(render(3)).toContain('data-slot="reviews-grid"');
    expect(render(3)).not.toContain('data-slot="reviews-carousel"');
    expect(render(4)).toContain('data-slot="reviews-carousel"');
    expect(render(4)).not.toContain('data-slot="reviews-grid"');
    expect(render(10, 'grid')).toContain('data-slot="reviews-grid"');
  });

  it('names the stars, dates each review, cuts long text with View more and shows the reply', () => {
    const html = render(2);
    expect(html).toContain('aria-label="5 out of 5 stars"');
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html).toContain('<time dateTime="2026-11-20">20/11/2026</time> · 3 days ago');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('View more');
    expect(html).toContain('Response from Harbour Ford');
    expect(html).toContain('Thanks for choosing us.');
  });
});
