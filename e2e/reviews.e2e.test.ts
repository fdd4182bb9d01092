import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Texts and names of the demo's reviews that the rules of spec 2 §5 hide (packages/db demo).
const neverShown = [
  'Showroom Test Account',
  'Translated',
  'Posted this on the wrong page',
  'Waited two weeks for a part',
  'Nobody returned my calls',
];

async function expectOnlyShownReviews(cards: Locator): Promise<void> {
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const text = await card.textContent();
    for (const hidden of neverShown) expect(text).not.toContain(hidden);
    const stars = await card
      .getByRole('img', { name: /out of 5 stars$/ })
      .first()
      .getAttribute('aria-label');
    expect(stars).toMatch(/^[45] out of 5 stars$/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} · (today|yesterday|\d+ (days|months?|years?) ago)/);
  }
}

describe.each(['harbour-ford', 'southern-cross'])('reviews on %s', (site) => {
  it('home page: a carousel of the 10 newest shown reviews, and Read all reviews leads to /reviews', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/'));
    const section = page.locator('[data-slot="reviews-section"]');
    const carousel = section.locator('[data-slot="reviews-carousel"]');
    await carousel.waitFor();
    const cards = carousel.locator('[data-slot="review-card"]');
    expect(await cards.count()).toBe(10);
    await expectOnlyShownReviews(cards);
    expect(await section.getByRole('button', { name: 'Next review' }).isVisible()).toBe(true);

    await section.getByRole('link', { name: 'Read all reviews' }).click();
    await page.waitForURL(/\/reviews$/);
    await page.getByRole('heading', { level: 1, name: 'Customer Reviews' }).waitFor();
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('/reviews lists every shown review with their average, count and matching JSON-LD', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/reviews'));
    const cards = page.locator('[data-slot="reviews-grid"] [data-slot="review-card"]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(10);
    await expectOnlyShownReviews(cards);

    const labels = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''),
    );
    const mean = labels.reduce((sum, label) => sum + Number(label[0]), 0) / labels.length;
    const average = page.locator('[data-slot="reviews-average"]');
    expect(await average.innerText()).toContain(`${(Math.round(mean * 10) / 10).toFixed(1)}`);
    expect(await average.innerText()).toContain(`from ${count} reviews`);

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('AutoDealer');
    expect(jsonLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Math.round(mean * 10) / 10,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLd.review).toHaveLength(count);

    // Replies come from the site's own dealerships only.
    const replies = await page.getByText(/^Response from /).allInnerTexts();
    expect(replies.length).toBeGreaterThan(0);
    const dealer =
      site === 'harbour-ford' ? /^Response from Harbour Ford$/ : /^Response from Southern Cross /;
    for (const reply of replies) expect(reply).toMatch(dealer);
    await checked.context.close();
  });
});

describe('review text and links', () => {
  it('View more / View less toggles a long review, by mouse and keyboard, with aria-expanded', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/reviews'));
    const id = await page
      .locator('[data-slot="review-card"]')
      .filter({ has: page.getByRole('button', { name: 'View more' }) })
      .first()
      .getAttribute('data-review-id');
    const card = page.locator(`[data-slot="review-card"][data-review-id="${id}"]`);
    const more = card.getByRole('button', { name: 'View more' });
    const body = card.locator('header + div');
    const preview = await body.innerText();
    expect(preview).toMatch(/…\s*View more$/);
    expect(preview.replace(/\s*View more$/, '').length).toBeLessThanOrEqual(161);
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    await more.click();
    const less = card.getByRole('button', { name: 'View less' });
    await less.waitFor();
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    const full = (await body.innerText()).replace(/\s*View less$/, '');
    expect(full.length).toBeGreaterThan(160);
    expect(full).not.toContain('…');

    await less.focus();
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: 'View more' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.focus();
    await page.keyboard.press('Space');
    await less.waitFor();
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it("'Leave a Review' is shown only where configured, and is marked as opening a new tab", async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/reviews'));
    const leave = page.getByRole('link', { name: 'Leave a Review (opens in a new tab)' });
    expect(await leave.getAttribute('target')).toBe('_blank');
    expect(await leave.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await leave.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\//);

    await visit(checked, siteUrl('harbour-ford', '/reviews'));
    expect(await page.getByRole('link', { name: /Leave a Review/ }).count()).toBe(0);
    await checked.context.close();
  });
});

it('home and /reviews pages with reviews are valid HTML', async () => {
  const pages: Record<string, string> = {};
  for (const site of ['harbour-ford', 'southern-cross']) {
    pages[`${site}-home`] = await fetchText(siteUrl(site, '/'));
    pages[`${site}-reviews`] = await fetchText(siteUrl(site, '/reviews'));
  }
  expect(await validate(pages)).toEqual([]);
}, 120_000);
