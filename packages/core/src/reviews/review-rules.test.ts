import { describe, expect, it } from 'vitest';
import type { Review } from './review.ts';
import { reviewConfigSchema } from './review-config.ts';
import {
  describeRating,
  getDisplayedAverage,
  getReviewLayout,
  isReviewShown,
  selectShownReviews,
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
