import { resolveSiteConfig } from '@forecourt/core/config';
import { demoSites, demoTemplates } from '@forecourt/db/demo/sites';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import { openPage, siteUrl, visit } from './lib/page-checks.ts';
import { fetchStatus, fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The home sections a demo site's config lists, in order (template, then site overrides). */
function configuredSections(slug: string): string[] {
  const site = demoSites.find((candidate) => candidate.slug === slug);
  const template = demoTemplates.find((candidate) => candidate.name === site?.template);
  return resolveSiteConfig(template?.config ?? {}, site?.config ?? {}, slug).content.homeSections;
}

const carousel = (page: Page) => page.locator('[data-slot="hero-slides"]');
const currentSlide = (page: Page) =>
  carousel(page).locator('li[aria-current="true"]').getAttribute('aria-label');

describe('home page sections', () => {
  it.each(['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'])(
    '%s shows its configured sections in order',
    async (slug) => {
      const checked = await openPage(browser);
      const { page } = checked;
      await visit(checked, siteUrl(slug, '/'));
      const shown = await page
        .locator('[data-home-section]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section')));
      expect(shown).toEqual(configuredSections(slug));
      expect(await page.locator('h1').count()).toBe(1);
      // Each site's slides come from its config: the first one is named in the carousel.
      const slides = demoSites.find((site) => site.slug === slug)?.config.content?.slides ?? [];
      expect(await carousel(page).locator('li').count()).toBe(slides.length);
      expect(await carousel(page).locator('li').first().getAttribute('aria-label')).toBe(
        `1 of ${slides.length}: ${slides[0]?.name}`,
      );
      // The payments strip names all five marks in text.
      expect(await page.locator('[data-home-section="payments"] li').allInnerTexts()).toEqual([
        'Mastercard',
        'Visa',
        'Maestro',
        'Google Pay',
        'Apple Pay',
      ]);
      const group = ['brand-grid', 'stats', 'home-banner'];
      for (const kind of group) {
        const section = page.locator(`[data-home-section="${kind}"]`);
        expect(await section.count(), `${slug} ${kind}`).toBe(slug === 'southern-cross' ? 1 : 0);
      }
      if (slug === 'southern-cross') {
        expect(await page.locator('[data-home-section="stats"] li').allInnerTexts()).toEqual([
          '50+\nLocations',
          '40+\nBrands',
          '30+\nYears Est.',
        ]);
        const banner = page.locator('[data-home-section="home-banner"]');
        expect(
          await banner.getByText('Get an instant offer in 2 minutes', { exact: true }).count(),
        ).toBe(1);
        expect(
          await banner
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        ).toEqual(['/special-offers', '/service', '/trade-in']);
      }
      await checked.context.close();
    },
  );

  it('preloads the first slide image and lazy-loads the others', async () => {
    const html = await fetchText(siteUrl('southern-cross', '/'));
    // The header's model menu shows demo art too; only the slides section's images count.
    const slides = html.slice(html.indexOf('data-home-section="slides"'));
    const images = [...slides.matchAll(/<img[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes('1f4e9c'));
    expect(images[0]).toContain('alt="A blue SUV, side view"');
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images.slice(1, 3).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    // The first slide's image is preloaded from the head, before any script runs.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    expect(preloads.some((tag) => tag.includes('suv%2Fside-1%2F1f4e9c.jpg'))).toBe(true);
  });

  it('operates the slides by keyboard, pauses on focus and hover, and stops for reduced motion', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/'));
    const hero = carousel(page);
    await expect.poll(() => hero.getAttribute('data-rotation')).toBe('running');

    // Focus inside pauses the rotation; tabbing through the slides brings each into view.
    await carousel(page).getByRole('link').first().focus();
    await expect.poll(() => hero.getAttribute('data-rotation')).toBe('paused');
    await expect.poll(() => currentSlide(page)).toBe('1 of 3: Ten brands. Six dealerships.');
    await page.keyboard.press('Tab');
    await expect.poll(() => currentSlide(page)).toBe('2 of 3: Sell your car to us');
    await page.keyboard.press('Tab');
    await expect.poll(() => currentSlide(page)).toBe('3 of 3: Finance in one visit');
    // Then Pause, then the arrows, by keyboard; an arrow reaching the end keeps focus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Pause slides',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page)).toBe('2 of 3: Sell your car to us');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page)).toBe('3 of 3: Finance in one visit');
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await currentSlide(page)).toBe('3 of 3: Finance in one visit');
    await expect.poll(() => hero.getAttribute('data-rotation')).toBe('paused');

    // Focus leaves: it rotates again (to the first slide after the last).
    await page.locator('h1').evaluate((heading) => {
      (document.activeElement as HTMLElement | null)?.blur();
      heading.scrollIntoView();
    });
    await expect.poll(() => hero.getAttribute('data-rotation')).toBe('running');
    await expect
      .poll(() => currentSlide(page), { timeout: 10_000 })
      .toBe('1 of 3: Ten brands. Six dealerships.');

    // The pointer over it pauses it too.
    await hero.hover();
    await expect.poll(() => hero.getAttribute('data-rotation')).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(() => hero.getAttribute('data-rotation')).toBe('running');

    // Pause stops it for good, whatever the focus does.
    await page.getByRole('button', { name: 'Pause slides' }).click();
    await page.mouse.move(0, 0);
    await page.locator('h1').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => hero.getAttribute('data-rotation')).toBe('paused');
    expect(
      await page.getByRole('button', { name: 'Play slides' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(checked.errors).toEqual([]);
    await checked.context.close();

    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await reduced.newPage();
    await still.goto(siteUrl('southern-cross', '/'), { waitUntil: 'networkidle' });
    await expect
      .poll(() => still.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled'))
      .toBeNull();
    expect(await carousel(still).getAttribute('data-rotation')).toBeNull();
    expect(await still.getByRole('button', { name: 'Pause slides' }).count()).toBe(0);
    await reduced.close();
  });

  it('fits a 390 px wide phone screen on every demo site', async () => {
    for (const slug of ['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto']) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(siteUrl(slug, '/'), { waitUntil: 'networkidle' });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${slug}: page width`,
      ).toBe(390);
      await context.close();
    }
  });
});

describe('group pages', () => {
  it('/brands shows the four-section grid whose every link answers 200', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/brands'));
    const headings = await page.locator('[data-slot="brand-grid"] h2').allInnerTexts();
    expect(headings).toEqual(['Car Brands', 'Truck Brands', 'Our Brands']);
    const ours = page.locator('section[aria-label="Our Brands"] li');
    expect(await ours.allInnerTexts()).toEqual([
      'Hyundai',
      'Isuzu',
      'Kia',
      'Mazda',
      'MG',
      'Mitsubishi',
      'Nissan',
      'Subaru',
      'Toyota',
      'Volkswagen',
    ]);
    expect(
      await page
        .locator('section[aria-label="Our Brands"]')
        .getByRole('link', { name: 'Toyota' })
        .getAttribute('href'),
    ).toBe('/toyota/overview');
    const hrefs = await page
      .locator('[data-slot="brand-grid"] a')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      expect(await fetchStatus(siteUrl('southern-cross', href ?? '')), href ?? '').toBe(200);
    }
    await checked.context.close();
    // A single dealer has no group pages.
    for (const path of ['/brands', '/ford/overview', '/dealer-locator'])
      expect(await fetchStatus(siteUrl('harbour-ford', path)), path).toBe(404);
  });

  it('/{brand}/overview shows the brand’s dealerships, stock and models', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/toyota/overview'));
    expect(await page.locator('h1').innerText()).toBe('Toyota');
    const dealerships = page.locator('section[aria-labelledby="brand-locations-heading"]');
    expect(await dealerships.getByText('Southern Cross Toyota Parramatta').count()).toBeGreaterThan(
      0,
    );
    expect(await dealerships.getByText('Southern Cross Mazda').count()).toBe(0);
    const strip = page.locator('section[aria-labelledby="brand-stock-heading"]');
    expect(await strip.locator('[data-slot="vehicle-card"]').count()).toBeGreaterThan(0);
    const all = strip.getByRole('link', { name: /^View all \d[\d,]* Toyota / });
    expect(await all.getAttribute('href')).toBe('/search/toyota');
    const models = page.locator('section[aria-labelledby="brand-models-heading"] li');
    expect(await models.count()).toBeGreaterThan(0);
    // Not one of the group's franchises, or not a brand at all: 404.
    for (const path of ['/ford/overview', '/constructor/overview', '/toyota/overview/x'])
      await visit(checked, siteUrl('southern-cross', path), 404);
    await checked.context.close();
  });

  it('/dealer-locator orders the locations by distance from a postcode or suburb', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    const order = () =>
      page.locator('ol[aria-labelledby="locator-results"] > li').evaluateAll((items) =>
        items.map((item) => ({
          slug: item.getAttribute('data-location'),
          km: Number(item.querySelector('[data-slot="distance"]')?.textContent?.replace(/\D/g, '')),
        })),
      );
    await visit(checked, siteUrl('southern-cross', '/dealer-locator'));
    // Without JavaScript the form is a plain GET: typing and submitting gives a linkable URL.
    await page.getByLabel('Postcode or suburb').fill('3350');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=3350/);
    let found = await order();
    expect(found[0]?.slug).toBe('southern-cross-ballarat');
    expect(found.map((item) => item.km)).toEqual(
      [...found.map((item) => item.km)].sort((a, b) => a - b),
    );
    expect(found.at(-1)?.km).toBeGreaterThan(700);

    await visit(checked, siteUrl('southern-cross', '/dealer-locator?q=parramatta'));
    found = await order();
    expect(found[0]?.slug).toBe('southern-cross-toyota-parramatta');
    expect(found[0]?.km).toBeLessThan(5);
    // The suburb's best-placed postcode, not a PO-box postcode listed first.
    expect(await page.locator('h2', { hasText: 'Nearest to Parramatta NSW 2150' }).count()).toBe(1);

    // Bad input: a clear message beside the field, and the locations still listed.
    await visit(checked, siteUrl('southern-cross', '/dealer-locator?q=12'));
    expect(await page.locator('#locator-error').innerText()).toBe(
      'Enter a 4-digit postcode or a suburb, for example 2000 or Parramatta.',
    );
    expect(await page.getByLabel('Postcode or suburb').getAttribute('aria-invalid')).toBe('true');
    expect((await order()).length).toBeGreaterThan(5);
    await visit(checked, siteUrl('southern-cross', '/dealer-locator?q=9999'));
    expect(await page.locator('#locator-error').innerText()).toMatch(/^Invalid postcode\b.*9999/);
    // A suburb several states share asks which one.
    await visit(checked, siteUrl('southern-cross', '/dealer-locator?q=Richmond'));
    await page.getByRole('link', { name: /^Richmond VIC/ }).click();
    await page.waitForURL(/q=Richmond(\+|%20)VIC/);
    expect((await order())[0]?.km).toBeLessThan(80);
    await checked.context.close();

    // Without JavaScript at all, the same form works.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(siteUrl('southern-cross', '/dealer-locator'));
    await plain.getByLabel('Postcode or suburb').fill('2150');
    await plain.getByRole('button', { name: 'Search' }).click();
    await plain.waitForURL(/q=2150/);
    expect(
      await plain
        .locator('ol[aria-labelledby="locator-results"] > li')
        .first()
        .getAttribute('data-location'),
    ).toBe('southern-cross-toyota-parramatta');
    await noScript.close();
  });

  it('home, brand and locator pages are valid HTML', async () => {
    const pages: Record<string, string> = {};
    for (const slug of ['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'])
      pages[`${slug}-home`] = await fetchText(siteUrl(slug, '/'));
    pages.brands = await fetchText(siteUrl('southern-cross', '/brands'));
    pages.overview = await fetchText(siteUrl('southern-cross', '/toyota/overview'));
    pages.locator = await fetchText(siteUrl('southern-cross', '/dealer-locator?q=3350'));
    pages['locator-error'] = await fetchText(siteUrl('southern-cross', '/dealer-locator?q=x1'));
    expect(await validate(pages)).toEqual([]);
  });
});
