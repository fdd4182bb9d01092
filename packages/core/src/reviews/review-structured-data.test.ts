import { describe, expect, it } from 'vitest';
import type { Review } from './review.ts';
import { toAggregateRating, toDealerReviewsStructuredData } from './review-structured-data.ts';

describe('toAggregateRating', () => {
  it('rates only the reviews given (those the page shows), to 1 decimal on a 1–5 scale', () => {
    expect(toAggregateRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('is null when the page shows no reviews', () => {
    expect(toAggregateRating([])).toBeNull();
  });
});

describe('toDealerReviewsStructuredData', () => {
  const review = (id: number, rating: number): Review => ({
    id,
    dealershipId: 1,
    locationId: 1,
    customerName: `Reviewer ${id}`,
    text: 'Good service.',
    rating,
    imageUrl: null,
    reviewDate: '2026-11-01',
    replyText: null,
    replyDate: null,
  });
  const base = {
    name: 'Harbour Ford',
    url: 'https://www.harbourford.com.au/reviews',
    telephone: '+61755501200',
    address: { street: '142 Shore Street West', city: 'Cleveland', state: 'QLD', postcode: '4163' },
  };

  it('is an AutoDealer whose rating and reviews are those shown', () => {
    const data = toDealerReviewsStructuredData({ ...base, shown: [review(1, 5), review(2, 4)] });
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Harbour Ford',
      telephone: '+61755501200',
      address: { '@type': 'PostalAddress', postalCode: '4163', addressCountry: 'AU' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect(data.review).toEqual([
      expect.objectContaining({
        author: { '@type': 'Person', name: 'Reviewer 1' },
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
      expect.objectContaining({ author: { '@type': 'Person', name: 'Reviewer 2' } }),
    ]);
  });

  it('claims no rating when nothing is shown', () => {
    const data = toDealerReviewsStructuredData({ ...base, shown: [] });
    expect(data.aggregateRating).toBeUndefined();
    expect(data.review).toBeUndefined();
  });
});
