import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { openPage, siteUrl, visit } from './lib/page-checks.ts';

const demoSites = ['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(demoSites)('%s', (site) => {
  it('serves its home page, stock page and a vehicle page, accessibly and without console errors', async () => {
    const checked = await openPage(browser);
    await visit(checked, siteUrl(site, '/'));
    await checked.page.locator('h1').first().waitFor();

    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars'));
    const cards = checked.page.locator('[data-slot="vehicle-card"]');
    expect(await cards.count()).toBe(21);

    const href = await cards.first().locator('a').first().getAttribute('href');
    expect(href).toMatch(/^\/cars\//);
    await visit(checked, siteUrl(site, href ?? ''));
    await checked.page.locator('h1').waitFor();
    await checked.context.close();
  });

  it('answers an unknown vehicle with its own 404 page and status 404', async () => {
    const checked = await openPage(browser);
    await visit(checked, siteUrl(site, '/cars/no-such-car-anywhere'), 404);
    await checked.page.getByRole('heading', { name: /couldn’t find that page/ }).waitFor();
    await checked.page.locator('header').waitFor();
    await checked.context.close();
  });
});

describe('hosts', () => {
  it('answers an unknown host with status 404 and the not-found page', async () => {
    const checked = await openPage(browser);
    await visit(checked, siteUrl('no-such-dealer', '/'), 404);
    await checked.page.getByRole('heading', { name: /couldn’t find that site/ }).waitFor();
    await checked.context.close();
  });

  it('lists every demo site on the bare root host, with links to them', async () => {
    const checked = await openPage(browser);
    const root = siteUrl('x', '/').replace('x.localhost', 'localhost');
    await visit(checked, root);
    for (const site of demoSites) {
      expect(await checked.page.locator(`a[href*="${site}.localhost"]`).count()).toBe(1);
    }
    await checked.context.close();
  });
});
