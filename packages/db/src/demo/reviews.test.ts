import { resolveSiteConfig } from '@forecourt/core/config';
import type { Review } from '@forecourt/core/reviews';
import { isReviewShown, selectShownReviews } from '@forecourt/core/reviews';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './generate.ts';

const now = new Date('2026-11-22T00:00:00Z');
const data = generateDemoData({ now });
const DAY_MS = 86_400_000;
const ageInDays = (date: string) => (now.getTime() - Date.parse(date)) / DAY_MS;

describe.each(data.sites.map((site) => [site.slug, site] as const))(
  'the demo reviews of %s exercise every rule of spec 2 §5 Reviews',
  (_slug, site) => {
    const template = data.templates.find((item) => item.name === site.template);
    const config = resolveSiteConfig(template?.config, site.config, site.slug).reviews;
    const dealershipIds = new Set(
      data.siteDealerships
        .filter((link) => link.siteId === site.id)
        .map((link) => link.dealershipId),
    );
    const all = data.reviews
      .filter((review) => dealershipIds.has(review.dealershipId))
      .map((review) => review as Review);
    const hidden = all.filter((review) => !isReviewShown(review, config));
    const shown = all.filter((review) => isReviewShown(review, config));

    it('has reviews each rule hides, dated newer than any shown review', () => {
      expect(hidden.some((review) => review.text === '')).toBe(true);
      expect(hidden.some((review) => review.text.includes('Translated'))).toBe(true);
      expect(hidden.some((review) => config.hiddenNames.includes(review.customerName))).toBe(true);
      expect(hidden.some((review) => config.excludedIds.includes(review.id))).toBe(true);
      expect(hidden.some((review) => review.text !== '' && review.rating < config.minRating)).toBe(
        true,
      );
      // Each of those would otherwise head the list.
      const newestShown =
        shown
          .map((review) => review.reviewDate)
          .sort()
          .at(-1) ?? '';
      expect(hidden.every((review) => review.reviewDate >= newestShown)).toBe(true);
    });

    it('has more shown reviews than a section shows, long texts, replies, recent and old dates', () => {
      expect(selectShownReviews(all, config, config.maxShown)).toHaveLength(config.maxShown);
      expect(shown.length).toBeGreaterThan(config.maxShown);
      expect(shown.some((review) => review.text.length > config.textTruncateAt)).toBe(true);
      expect(shown.some((review) => review.text.length <= config.textTruncateAt)).toBe(true);
      expect(shown.some((review) => review.replyText)).toBe(true);
      expect(shown.some((review) => !review.replyText)).toBe(true);
      expect(shown.some((review) => ageInDays(review.reviewDate) <= 2)).toBe(true);
      expect(shown.some((review) => ageInDays(review.reviewDate) > 365)).toBe(true);
      expect(new Set(shown.map((review) => review.rating))).toEqual(new Set([4, 5]));
    });
  },
);

it('has a location with 3 shown reviews or fewer (a card grid) on a site with several', () => {
  const byLocation = new Map<number, number>();
  for (const site of data.sites) {
    const template = data.templates.find((item) => item.name === site.template);
    const config = resolveSiteConfig(template?.config, site.config, site.slug).reviews;
    const dealershipIds = new Set(
      data.siteDealerships
        .filter((link) => link.siteId === site.id)
        .map((link) => link.dealershipId),
    );
    for (const review of data.reviews) {
      if (!dealershipIds.has(review.dealershipId)) continue;
      if (review.locationId && isReviewShown(review as Review, config)) {
        byLocation.set(review.locationId, (byLocation.get(review.locationId) ?? 0) + 1);
      }
    }
  }
  expect([...byLocation.values()].some((count) => count >= 1 && count <= 3)).toBe(true);
});
