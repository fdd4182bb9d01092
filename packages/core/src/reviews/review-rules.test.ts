import { describe, expect, it } from 'vitest';
import type { Review } from './review.ts';
import { reviewConfigSchema } from './review-config.ts';
import {
  describeRating,
  describeRatingBasis,
  getDisplayedAverage,
  getReviewLayout,
  isReviewShown,
  selectShownReviews,
  summariseRatings,
  summariseRatingsByLocation,
  truncateReviewText,
} from './review-rules.ts';

const config = reviewConfigSchema.parse({ hiddenNames: ['Test Account'], excludedIds: [99] });

let nextId = 1;
const review = (overrides: Partial<Review> = {}): Review => ({
  id: nextId++,
  dealershipId: 1,
  locationId: 1,
  customerName: 'Sarah M.',
  text: 'Great service, the car was ready on time.',
  rating: 5,
  imageUrl: null,
  reviewDate: '2026-11-01',
  replyText: null,
  replyDate: null,
  ...overrides,
});

describe('isReviewShown (spec 2 §5 Reviews)', () => {
  it('shows a review with text at or above the minimum rating', () => {
    expect(config.minRating).toBe(4);
    expect(isReviewShown(review({ rating: 5 }), config)).toBe(true);
    expect(isReviewShown(review({ rating: 4 }), config)).toBe(true);
  });

  it('hides reviews below the minimum rating', () => {
    expect(isReviewShown(review({ rating: 3 }), config)).toBe(false);
    expect(isReviewShown(review({ rating: 1 }), config)).toBe(false);
    expect(isReviewShown(review({ rating: 3 }), { ...config, minRating: 3 })).toBe(true);
  });

  it('hides reviews without text, blank ones included', () => {
    expect(isReviewShown(review({ text: '' }), config)).toBe(false);
    expect(isReviewShown(review({ text: '   \n' }), config)).toBe(false);
  });

  it("hides machine-translated reviews (text containing 'Translated')", () => {
    expect(isReviewShown(review({ text: '(Translated by Google) Very good dealer' }), config)).toBe(
      false,
    );
  });

  it('hides hidden names, ignoring case and outer spaces', () => {
    expect(isReviewShown(review({ customerName: 'Test Account' }), config)).toBe(false);
    expect(isReviewShown(review({ customerName: '  test account ' }), config)).toBe(false);
    expect(isReviewShown(review({ customerName: 'Test Accountant' }), config)).toBe(true);
  });

  it('hides excluded ids', () => {
    expect(isReviewShown(review({ id: 99 }), config)).toBe(false);
    expect(isReviewShown(review({ id: 98 }), config)).toBe(true);
  });

  it('hides ratings outside 1 to 5', () => {
    expect(isReviewShown(review({ rating: 6 }), config)).toBe(false);
    expect(isReviewShown(review({ rating: 4.5 }), config)).toBe(false);
  });
});

describe('selectShownReviews', () => {
  it('keeps only shown reviews, newest first, at most the configured count (10)', () => {
    const kept = Array.from({ length: 14 }, (_, index) =>
      review({ reviewDate: `2026-10-${String(10 + index).padStart(2, '0')}` }),
    );
    const dropped = [review({ rating: 2, reviewDate: '2026-11-20' }), review({ text: '' })];
    const shown = selectShownReviews([...dropped, ...kept], config, config.maxShown);
    expect(config.maxShown).toBe(10);
    expect(shown).toHaveLength(10);
    expect(shown[0]?.reviewDate).toBe('2026-10-23');
    expect(shown.at(-1)?.reviewDate).toBe('2026-10-14');
    expect(shown.every((item) => isReviewShown(item, config))).toBe(true);
  });

  it('orders reviews of the same day by id, highest first', () => {
    const first = review({ reviewDate: '2026-09-01' });
    const second = review({ reviewDate: '2026-09-01' });
    expect(selectShownReviews([first, second], config, 10).map((item) => item.id)).toEqual([
      second.id,
      first.id,
    ]);
  });
});

describe('getReviewLayout (spec 2 §2 Reviews)', () => {
  it('uses a card grid for 3 or fewer and a carousel for more', () => {
    expect(getReviewLayout(1)).toBe('grid');
    expect(getReviewLayout(3)).toBe('grid');
    expect(getReviewLayout(4)).toBe('carousel');
    expect(getReviewLayout(10)).toBe('carousel');
  });
});

describe('getDisplayedAverage', () => {
  it('shows the average to 1 decimal only above the configured rating', () => {
    const ratings = [5, 5, 4].map((rating) => review({ rating }));
    expect(getDisplayedAverage(ratings, 4)).toBe(4.7);
    expect(getDisplayedAverage([review({ rating: 4 }), review({ rating: 4 })], 4)).toBeNull();
    expect(
      getDisplayedAverage(
        [5, 4, 4].map((rating) => review({ rating })),
        4,
      ),
    ).toBe(4.3);
    expect(getDisplayedAverage([], 4)).toBeNull();
  });
});

describe('truncateReviewText (spec 2 §9: 160 characters)', () => {
  it('keeps text of 160 characters whole and cuts longer text on a word', () => {
    expect(config.textTruncateAt).toBe(160);
    const exact = 'a'.repeat(160);
    expect(truncateReviewText(exact, 160)).toEqual({ text: exact, truncated: false });
    const long =
      'We bought our second car here and the whole team made it easy, from the first test drive to the handover, and the finance manager explained every single line of the contract.';
    expect(long.length).toBeGreaterThan(160);
    const cut = truncateReviewText(long, 160);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(161);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.text.slice(0, -1))).toBe(true);
    expect(long[cut.text.length - 1]).toBe(' ');
  });
});

describe('describeRating', () => {
  it('names the stars', () => expect(describeRating(4)).toBe('4 out of 5 stars'));
});

describe('one rating figure everywhere (issue 25 §6)', () => {
  // 18 shown reviews: a section lists the newest 10, all 4.9 ★; the other 8 are 4s.
  const shown = [
    ...Array.from({ length: 9 }, () => review({ rating: 5, reviewDate: '2026-11-10' })),
    review({ rating: 4, reviewDate: '2026-11-09' }),
    ...Array.from({ length: 8 }, () => review({ rating: 4, reviewDate: '2026-01-01' })),
  ];

  it('averages every shown review, not only the ones a section lists', () => {
    const listed = selectShownReviews(shown, config, config.maxShown);
    expect(getDisplayedAverage(listed, config.averageShownFrom)).toBe(4.9);
    const summary = summariseRatings(shown, config);
    expect(summary).toEqual({ average: 4.5, count: 18, minRating: 4 });
  });

  it('says what it counts', () => {
    expect(describeRatingBasis({ count: 18, minRating: 4 })).toBe(
      'from 18 reviews rated 4 or 5 stars',
    );
    expect(describeRatingBasis({ count: 1, minRating: 1 })).toBe('from 1 review');
    expect(describeRatingBasis({ count: 3, minRating: 3 })).toBe(
      'from 3 reviews rated 3 to 5 stars',
    );
    expect(describeRatingBasis({ count: 2, minRating: 5 })).toBe('from 2 reviews rated 5 stars');
  });

  it("gives each location the same figure as its own reviews' section", () => {
    const mixed = [
      review({ locationId: 1, rating: 5 }),
      review({ locationId: 1, rating: 4 }),
      review({ locationId: 2, rating: 5 }),
      review({ locationId: null, rating: 4 }),
    ];
    const byLocation = summariseRatingsByLocation(mixed, config);
    expect(byLocation.get(1)).toEqual(
      summariseRatings(
        mixed.filter((r) => r.locationId === 1),
        config,
      ),
    );
    expect(byLocation.get(1)).toEqual({ average: 4.5, count: 2, minRating: 4 });
    expect([...byLocation.keys()]).toEqual([1, 2]);
  });
});
