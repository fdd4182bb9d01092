import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const site = 'southern-cross';
const cards = (page: Page) => page.locator('[data-slot="vehicle-card"]');
const resultCount = async (page: Page) =>
  Number((await page.getByRole('status').first().innerText()).replace(/[^\d]/g, ''));
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be updated' });
/** The filter form has come to life: FiltersPanel marks its disclosure once hydration ends. */
const hydrated = (page: Page) =>
  page.locator('details[data-enhanced]').waitFor({ state: 'attached' });

/**
 * The requests a search makes from now on: the page's own (client router, prefetches left out)
 * and the search API's.
 */
function recordSearchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    const url = new URL(request.url());
    const routerFetch =
      headers.rsc === '1' && !headers['next-router-prefetch'] && url.pathname.startsWith('/search');
    if (routerFetch || url.pathname === '/api/search') urls.push(`${url.pathname}${url.search}`);
  });
  return urls;
}

/** Holds the app's scripts back until `release()`: the page is server HTML, not yet hydrated. */
async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('search page when a search fails (spec 1 §4)', () => {
  it('keeps the previous results and filters on screen, says so, and retries', async () => {
    const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/used-cars'));
    const before = await resultCount(page);
    const titles = await cards(page).locator('h3').allInnerTexts();
    await page.route('**/api/search**', (route) => route.fulfill({ status: 500, body: 'down' }));

    await page.getByRole('checkbox', { name: /^SUV/ }).check();
    await failure(page).waitFor();
    // Nothing was replaced: same address, same cars, same count, the filters still there.
    expect(new URL(page.url()).search).toBe('');
    expect(await cards(page).locator('h3').allInnerTexts()).toEqual(titles);
    expect(await resultCount(page)).toBe(before);
    expect(await page.getByRole('form', { name: 'Filter stock' }).isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Ute/ }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.unroute('**/api/search**');
    await failure(page).getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.searchParams.get('refinementList[body][]') === 'SUV');
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    expect(await failure(page).count()).toBe(0);
    // Only the deliberately failed requests were errors.
    expect(checked.errors.filter((error) => !error.includes('500'))).toEqual([]);
    await checked.context.close();
  });

  it('keeps them on a phone too, with the sheet applied and closed', async () => {
    const checked = await openPage(browser, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/used-cars'));
    const titles = await cards(page).locator('h3').allInnerTexts();
    await page.route('**/api/search**', (route) => route.abort('failed'));
    await page.getByRole('button', { name: /^Filter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('checkbox', { name: /^Ute/ }).check();
    await dialog.getByRole('button', { name: /^Show Me/ }).click();
    await failure(page).waitFor();
    expect(await cards(page).locator('h3').allInnerTexts()).toEqual(titles);
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page);
    await checked.context.close();
  });
});

describe('search page before hydration ends', () => {
  it('keeps text typed into the search box and searches for all of it', async () => {
    const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = checked;
    const release = await holdHydration(page);
    await page.goto(siteUrl(site, '/search/new-used-and-demo-cars'), {
      waitUntil: 'domcontentloaded',
    });
    const box = page.locator('#search-query');
    await box.click();
    await page.keyboard.type('ran');
    release();
    await hydrated(page);
    await page.waitForTimeout(200);
    expect(await box.inputValue()).toBe('ran');
    await page.keyboard.type('ger');
    await page.waitForURL((url) => url.searchParams.get('query') === 'ranger');
    expect(await box.inputValue()).toBe('ranger');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-query');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('searches for what was typed and ticked entirely before hydration', async () => {
    const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = checked;
    const release = await holdHydration(page);
    await page.goto(siteUrl(site, '/search/new-used-and-demo-cars'), {
      waitUntil: 'domcontentloaded',
    });
    await page.locator('#search-query').fill('hilux');
    await page.locator('#filter-body-Ute').check();
    release();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('query') === 'hilux' &&
        url.searchParams.get('refinementList[body][]') === 'Ute',
    );
    expect(await page.locator('#search-query').inputValue()).toBe('hilux');
    expect(await page.locator('#filter-body-Ute').isChecked()).toBe(true);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it("keeps text typed at the load event: 'ran', a pause, then 'ger', every time", async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      const { page } = checked;
      await page.goto(siteUrl(site, '/search/new-used-and-demo-cars'), { waitUntil: 'load' });
      const box = page.locator('#search-query');
      await box.click();
      await page.keyboard.type('ran');
      await page.waitForTimeout(150);
      await page.keyboard.type('ger');
      await page.waitForURL((url) => url.searchParams.get('query') === 'ranger');
      expect(await box.inputValue(), `attempt ${attempt + 1}`).toBe('ranger');
      await checked.context.close();
    }
  }, 120_000);
});

describe('the browser cache of recent searches (spec 1 §9, search.clientCacheSize)', () => {
  it('brings back any of the last searches without asking the server, however long ago', async () => {
    const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = checked;
    // The page's clock runs in step with the real one until the test moves it on.
    await page.clock.install();
    await visit(checked, siteUrl(site, '/search/used-cars'));
    const first = await cards(page).locator('h3').allInnerTexts();
    const requests = recordSearchRequests(page);
    for (const body of ['SUV', 'Ute']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${body}`) }).check();
      await page.waitForURL((url) =>
        url.searchParams.getAll('refinementList[body][]').includes(body),
      );
      await page.getByRole('link', { name: `Remove ${body}` }).waitFor();
    }
    const asked = requests.length;
    expect(asked).toBeGreaterThan(0);
    // Longer than the router used to keep a page (30 s), as far as the page can tell.
    await page.clock.fastForward(31_000);

    await page.getByRole('checkbox', { name: /^Ute/ }).uncheck();
    await page.getByRole('link', { name: 'Remove Ute' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Remove SUV' }).click();
    await page.getByRole('link', { name: 'Remove SUV' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/search/used-cars');
    expect(await cards(page).locator('h3').allInnerTexts()).toEqual(first);
    await page.goBack();
    await page.getByRole('link', { name: 'Remove SUV' }).waitFor();
    expect(requests.slice(asked)).toEqual([]);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});
