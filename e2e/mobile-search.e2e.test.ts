import { sendToSite } from '@forecourt/testing/send-to-site';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import {
  type CheckedPage,
  expectAccessible,
  expectFocused,
  siteUrl,
  visit,
} from './lib/page-checks.ts';
import { fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const demoSites = ['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'];
const phone = { width: 390, height: 844 };
const cards = (page: Page) => page.locator('[data-slot="vehicle-card"]');

/** A phone-sized page that records console errors and page errors. */
async function openPhone(): Promise<CheckedPage> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** Tab (forwards) until `target` has keyboard focus, as a keyboard-only shopper would. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** The search pages the client router fetches (prefetches left out). */
function recordSearches(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    const url = new URL(request.url());
    if (
      headers.rsc === '1' &&
      !headers['next-router-prefetch'] &&
      url.pathname.startsWith('/search')
    )
      urls.push(url);
  });
  return urls;
}

const showMeCount = async (dialog: Locator) =>
  Number(
    (await dialog.getByRole('button', { name: /^Show Me/ }).innerText()).replace(/[^\d]/g, ''),
  );
/** Show Me's number once it has stopped counting (it counts over 400 ms). */
async function settledShowMe(dialog: Locator): Promise<number> {
  let last = await showMeCount(dialog);
  for (;;) {
    await dialog.page().waitForTimeout(600);
    const now = await showMeCount(dialog);
    if (now === last) return now;
    last = now;
  }
}

/** The result count under the heading (by CSS: behind an open sheet the page is aria-hidden). */
const resultCount = async (page: Page) =>
  Number(
    (
      await page
        .locator('section[aria-labelledby="results-heading"] [role="status"]')
        .first()
        .innerText()
    ).replace(/[^\d]/g, ''),
  );

describe('search page on a phone (390×844)', () => {
  it('shows the first car within 1.5 screen heights and fits the screen on every demo site, axe-clean', async () => {
    for (const site of demoSites) {
      const checked = await openPhone();
      await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars'));
      // Nothing reaches past the screen's edges (directory search included: southern-cross).
      const overflowing = await checked.page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('body *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      });
      expect(overflowing, `${site}: elements past the screen's edge`).toEqual([]);
      expect(
        await checked.page.evaluate(() => document.documentElement.scrollWidth),
        `${site}: page width`,
      ).toBe(phone.width);
      const box = await cards(checked.page).first().boundingBox();
      expect(box, `${site}: a car card`).not.toBeNull();
      expect(box?.y, `${site}: first card top`).toBeLessThan(phone.height * 1.5);
      await expect(checked.page.getByRole('button', { name: /^Filter/ }).isVisible()).resolves.toBe(
        true,
      );
      // The Filter button stays on screen as the shopper scrolls through the cars.
      await checked.page.evaluate(() => window.scrollTo(0, 2500));
      await expect
        .poll(
          async () =>
            (await checked.page.getByRole('button', { name: /^Filter/ }).boundingBox())?.y,
        )
        .toBeLessThan(120);
      expect(checked.errors, site).toEqual([]);
      await checked.context.close();
    }
  }, 120_000);

  it('filters in a sheet, by keyboard: a refinement updates Show Me, Show Me applies it, and its chip removes it', async () => {
    const checked = await openPhone();
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/search/used-cars'));
    const filter = page.getByRole('button', { name: /^Filter/ });
    // The car type (used) is the one refinement so far.
    expect(await filter.innerText()).toMatch(/^Filter\s*1\s*active$/);
    await tabTo(page, filter);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.waitFor();
    // Focus is inside the sheet; Escape closes it and puts focus back on the button.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(filter);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectAccessible(page);
    const before = await showMeCount(dialog);
    const suv = dialog.getByRole('checkbox', { name: /^SUV/ });
    await tabTo(page, suv);
    await page.keyboard.press('Space');
    // A draft: Show Me counts its way to the new total; the page behind stays as it was.
    await expect.poll(() => showMeCount(dialog)).toBeLessThan(before);
    const after = await settledShowMe(dialog);
    expect(after).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.has('refinementList[body][]')).toBe(false);
    expect(await resultCount(page)).toBe(before);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await tabTo(page, dialog.getByRole('button', { name: /^Show Me/ }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) =>
      url.searchParams.getAll('refinementList[body][]').includes('SUV'),
    );
    const chip = page.getByRole('link', { name: 'Remove SUV' });
    await chip.waitFor();
    expect(await filter.innerText()).toMatch(/^Filter\s*2\s*active$/);
    await expect.poll(() => resultCount(page)).toBe(after);
    await expectAccessible(page);

    await tabTo(page, chip);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('refinementList[body][]'));
    await chip.waitFor({ state: 'detached' });
    expect(await filter.innerText()).toMatch(/^Filter\s*1\s*active$/);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  }, 60_000);

  it('back after toggling a refinement shows the previous results without a request', async () => {
    const checked = await openPhone();
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/search/used-cars?refinementList[body][]=SUV'));
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    const firstCar = await cards(page).first().locator('h3').innerText();
    const searches = recordSearches(page);
    await page.getByRole('link', { name: 'Remove SUV' }).click();
    await page.waitForURL((url) => !url.searchParams.has('refinementList[body][]'));
    await page.getByRole('link', { name: 'Remove SUV' }).waitFor({ state: 'detached' });
    expect(searches).toHaveLength(1);

    await page.goBack();
    await page.getByRole('link', { name: 'Remove SUV' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    expect(await cards(page).first().locator('h3').innerText()).toBe(firstCar);
    await page.goForward();
    await page.getByRole('link', { name: 'Remove SUV' }).waitFor({ state: 'detached' });
    expect(searches).toHaveLength(1);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('takes plain facet keys (?make=Toyota&body=SUV) to the canonical search, permanently', async () => {
    const response = await sendToSite(appPort(), 'southern-cross.localhost', {
      path: '/search?make=Toyota&body=SUV',
    });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/search/toyota?refinementList%5Bbody%5D%5B%5D=SUV');

    const checked = await openPhone();
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/search?make=Toyota&body=SUV'));
    expect(new URL(page.url()).pathname).toBe('/search/toyota');
    const plain = await cards(page).locator('h3').allInnerTexts();
    await visit(checked, siteUrl('southern-cross', '/search/toyota?refinementList[body][]=SUV'));
    expect(await cards(page).locator('h3').allInnerTexts()).toEqual(plain);
    expect(plain.length).toBeGreaterThan(0);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('works without JavaScript: the filters open as a disclosure and submit', async () => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('southern-cross', '/search/used-cars'));
    const box = await cards(page).first().boundingBox();
    expect(box?.y).toBeLessThan(phone.height * 1.5);
    await page.locator('summary', { hasText: /^Filter/ }).click();
    await page.getByRole('checkbox', { name: /^Ute/ }).check();
    await page.getByRole('button', { name: /^Show Me/ }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/search/used-cars' &&
        url.searchParams.get('refinementList[body][]') === 'Ute',
    );
    await page.getByRole('link', { name: 'Remove Ute' }).waitFor();
    await context.close();
  });
});

describe('the filter sheet on a phone (360 and 390 px wide)', () => {
  /** Every number 'Show Me' shows from now on, in order. */
  async function recordShowMe(page: Page): Promise<() => Promise<number[]>> {
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((element) =>
        element.textContent?.startsWith('Show Me'),
      );
      const seen: number[] = [];
      (window as unknown as { showMeSeen: number[] }).showMeSeen = seen;
      const read = () => Number(button?.textContent?.replace(/[^\d]/g, ''));
      seen.push(read());
      new MutationObserver(() => {
        if (seen[seen.length - 1] !== read()) seen.push(read());
      }).observe(button as Node, { subtree: true, childList: true, characterData: true });
    });
    return () =>
      page.evaluate(() => (window as unknown as { showMeSeen: number[] }).showMeSeen.slice());
  }
  /** Each step moves toward its target and never past it: no overshoot, no way back. */
  function expectSteadyCount(seen: number[], targets: number[]) {
    let from = seen[0] as number;
    let index = 0;
    for (const target of targets) {
      const low = Math.min(from, target);
      const high = Math.max(from, target);
      while (index < seen.length && seen[index] !== target) {
        const shown = seen[index] as number;
        expect(shown, `${seen.join(' ')}`).toBeGreaterThanOrEqual(low);
        expect(shown, `${seen.join(' ')}`).toBeLessThanOrEqual(high);
        index++;
      }
      expect(seen[index], `${seen.join(' ')} reaches ${target}`).toBe(target);
      from = target;
    }
  }

  for (const width of [360, 390]) {
    it(`stays open for a car type, a make and a model at ${width} px, counting Show Me live, then applies`, async () => {
      const context = await browser.newContext({
        viewport: { width, height: 780 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const checked = { page, context, errors };
      await visit(checked, siteUrl('southern-cross', '/search/new-used-and-demo-cars'));
      const searches = recordSearches(page);
      await page.getByRole('button', { name: /^Filter/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter' });
      await dialog.waitFor();
      const seen = await recordShowMe(page);
      const start = await showMeCount(dialog);

      // Car type and make are path segments of the search URL; in the sheet they are drafts too.
      await dialog.getByRole('checkbox', { name: /^Pre-Owned/ }).check();
      await expect.poll(() => showMeCount(dialog)).toBeLessThan(start);
      const used = await settledShowMe(dialog);
      await dialog.locator('label[for="make-Toyota"]').click();
      await expect.poll(() => showMeCount(dialog)).toBeLessThan(used);
      const toyota = await settledShowMe(dialog);
      expect(await dialog.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/search/new-used-and-demo-cars');
      expect(searches).toEqual([]);
      expectSteadyCount(await seen(), [used, toyota]);
      await expectAccessible(page);

      await dialog.getByRole('button', { name: /^Show Me/ }).click();
      await page.waitForURL((url) => url.pathname === '/search/toyota');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => resultCount(page)).toBe(toyota);

      // A model of the refined make: the sheet stays open for it as well.
      await page.getByRole('button', { name: /^Filter/ }).click();
      await dialog.waitFor();
      const model = dialog.locator('input[name="refinementList[model][]"]').first();
      const name = await model.inputValue();
      await dialog.locator(`label[for="${await model.getAttribute('id')}"]`).click();
      await expect.poll(() => showMeCount(dialog)).toBeLessThanOrEqual(toyota);
      expect(await dialog.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/search/toyota');
      await dialog.getByRole('button', { name: /^Show Me/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/search/toyota/'));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(name);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it('discards a draft on Escape, leaving the search as it was', async () => {
    const checked = await openPhone();
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/search/used-cars'));
    const searches = recordSearches(page);
    const filter = page.getByRole('button', { name: /^Filter/ });
    await filter.click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    const before = await showMeCount(dialog);
    await dialog.getByRole('checkbox', { name: /^SUV/ }).check();
    await expect.poll(() => showMeCount(dialog)).toBeLessThan(before);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(filter);
    await filter.click();
    expect(await dialog.getByRole('checkbox', { name: /^SUV/ }).isChecked()).toBe(false);
    expect(await settledShowMe(dialog)).toBe(before);
    expect(searches).toEqual([]);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

describe('search page HTML', () => {
  it('is valid under the Nu Html Checker on every demo site, refined and not', async () => {
    const pages: Record<string, string> = {};
    for (const site of demoSites) {
      pages[site] = await fetchText(siteUrl(site, '/search/new-used-and-demo-cars'));
    }
    pages.refined = await fetchText(
      siteUrl('southern-cross', '/search/used-cars?refinementList[body][]=SUV&range[price]=:40000'),
    );
    expect(await validate(pages)).toEqual([]);
  }, 120_000);
});
