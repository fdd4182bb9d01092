import { describe, expect, it } from 'vitest';
import { toAggregateRating } from './review-structured-data.ts';

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
