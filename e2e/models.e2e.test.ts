import { sendToSite } from '@forecourt/testing/send-to-site';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import { type CheckedPage, expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const get = (site: string, path: string) =>
  sendToSite(appPort(), `${site}.localhost:${appPort()}`, { path });

/** Every image in `scope` has loaded a real picture (no broken image icons). */
async function expectImagesLoaded(scope: Locator): Promise<number> {
  const images = scope.locator('img');
  const count = await images.count();
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBeGreaterThan(0);
  }
  return count;
}

async function openVehiclesMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Vehicles' });
  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await panel.waitFor();
  return panel;
}

/** No console errors but, after a deliberate visit to a 404 page, Chromium's note of it. */
const close = (checked: CheckedPage, { visited404 = false } = {}) => {
  const expected = (error: string) => visited404 && error.includes('status of 404');
  expect(checked.errors.filter((error) => !expected(error))).toEqual([]);
  return checked.context.close();
};

describe('/models', () => {
  it('filters by body: SUVs, and future vehicles are the coming-soon models', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/models?body=suv'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('SUVs');
    const cards = page.locator('[data-slot="model-card"]');
    const names = await cards.getByRole('heading').allInnerTexts();
    expect(names).toContain('FORD EVEREST');
    expect(names).not.toContain('FORD RANGER');
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/From \$\d{1,3}(,\d{3})+/);
    expect(await expectImagesLoaded(cards)).toBe(names.length);
    const filters = page.getByRole('navigation', { name: 'Vehicle types' });
    expect(await filters.getByRole('link', { name: 'SUVs' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await filters.getByRole('link', { name: 'Future Vehicles' }).click();
    await page.waitForURL(/body=future-vehicles$/);
    await page.getByRole('heading', { level: 1, name: 'Future Vehicles' }).waitFor();
    const future = page.locator('[data-slot="model-card"]');
    expect(await future.count()).toBeGreaterThan(0);
    for (const label of await future.locator('[data-slot="model-label"]').allInnerTexts())
      expect(label).toBe('Coming Soon');
    // The Ranger PHEV goes to this dealer's own hybrid path (navigation.modelPathRewrites).
    expect(await future.getByRole('link', { name: 'Ford Ranger PHEV' }).getAttribute('href')).toBe(
      '/ranger-hybrid',
    );
    await expectAccessible(page);
    await close(checked);
  });

  it('answers an unknown body filter with a 404 that offers the filters it has', async () => {
    const checked = await openPage(browser);
    await visit(checked, siteUrl('harbour-ford', '/models?body=constructor'), 404);
    await checked.page.getByRole('heading', { name: 'We have no such vehicle type' }).waitFor();
    await checked.page
      .getByRole('navigation', { name: 'Vehicle types' })
      .getByRole('link', { name: 'Electric' })
      .waitFor();
    await close(checked, { visited404: true });
  });
});

describe('model page', () => {
  it('shows the model with its stock, links to its search and books a test drive for it', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/ranger'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('FORD RANGER');
    expect(await page.locator('main [data-slot="model-label"]').first().innerText()).toBe('New');
    expect(await page.locator('main').innerText()).toMatch(/From \$38,000/);
    // The hero is the page's largest paint: loaded eagerly, never lazily.
    const hero = page.locator('main section[aria-labelledby="model-title"] img');
    expect(await hero.getAttribute('loading')).not.toBe('lazy');
    await expectImagesLoaded(page.locator('main section[aria-labelledby="model-title"]'));
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.innerText()).toMatch(/Home\s*\/\s*Models\s*\/\s*Ford Ranger/);

    const strip = page.locator('section[aria-labelledby="model-stock"]');
    expect(await strip.locator('[data-slot="vehicle-card"]').count()).toBeGreaterThan(0);
    const all = strip.getByRole('link', { name: /^View all \d+ Ranger cars$/ });
    expect(await all.getAttribute('href')).toBe('/search/ford/ranger');

    await page.locator('main').getByRole('link', { name: 'Book a Test Drive' }).click();
    await page.waitForURL(/\/book-test-drive\?vehicle=Ford%20Ranger$/);
    await expect
      .poll(() => page.getByLabel('Vehicle of Interest').inputValue())
      .toBe('Ford Ranger');
    await expectAccessible(page);

    await visit(checked, siteUrl('harbour-ford', '/search/ford/ranger'));
    await close(checked);
  });

  it('moves an old slug and a rewritten model path to the model page with a 308', async () => {
    const renamed = await get('harbour-ford', '/tourneo');
    expect(renamed.status).toBe(308);
    expect(renamed.headers.location).toBe('/tourneo-custom');
    const rewritten = await get('harbour-ford', '/ranger-phev');
    expect(rewritten.status).toBe(308);
    expect(rewritten.headers.location).toBe('/ranger-hybrid');

    const checked = await openPage(browser);
    await visit(checked, siteUrl('harbour-ford', '/ranger-hybrid'));
    expect(await checked.page.locator('main [data-slot="model-label"]').first().innerText()).toBe(
      'Coming Soon',
    );
    await visit(checked, siteUrl('harbour-ford', '/tourneo-custom'));
    await visit(checked, siteUrl('harbour-ford', '/no-such-model'), 404);
    await close(checked, { visited404: true });
  });

  it('is valid HTML, as are /models and its filters', async () => {
    const pages: Record<string, string> = {};
    const paths = {
      models: '/models',
      'models-suv': '/models?body=suv',
      ranger: '/ranger',
      'ranger-hybrid': '/ranger-hybrid',
    };
    for (const [name, path] of Object.entries(paths))
      pages[name] = await fetchText(siteUrl('harbour-ford', path));
    expect(await validate(pages)).toEqual([]);
  });
});

describe('header model dropdown', () => {
  it('shows model cards with 250×120 images and the right label on a desktop', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(checked, siteUrl('harbour-ford', '/'));
    const panel = await openVehiclesMenu(page);
    const trucks = panel.getByRole('region', { name: 'Trucks' });
    // Configured order: Trucks first.
    expect(await panel.locator('[data-slot="model-menu-group"] h2').first().innerText()).toBe(
      'Trucks',
    );
    const ranger = trucks.locator('[data-slot="model-menu-card"][href="/ranger"]');
    expect(await ranger.innerText()).toMatch(/^RANGER\s+New$/);
    expect(await ranger.locator('[data-slot="model-label"]').innerText()).toBe('New');
    // The Ranger PHEV goes to this dealer's own hybrid path (navigation.modelPathRewrites).
    const phev = trucks.locator('[data-slot="model-menu-card"][href="/ranger-hybrid"]');
    expect(await phev.innerText()).toMatch(/^RANGER PHEV\s+Coming Soon$/);
    const soon = phev.locator('[data-slot="model-label"]');
    expect(await soon.innerText()).toBe('Coming Soon');
    // The icon is decoration: hidden from assistive technology, the words are read.
    expect(await soon.locator('svg').getAttribute('aria-hidden')).toBe('true');
    expect(await phev.getAttribute('aria-label')).toBeNull();
    const image = ranger.locator('img');
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual([
      '250',
      '120',
    ]);
    expect(await expectImagesLoaded(trucks)).toBeGreaterThan(1);
    // Every category shows at once on a large screen.
    const groups = panel.locator('[data-slot="model-menu-group"]');
    const visible = await groups.evaluateAll(
      (nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).length,
    );
    expect(visible).toBe(await groups.count());
    await panel.getByRole('link', { name: 'Contact Us' }).waitFor();
    await panel.getByRole('link', { name: 'Our Stock' }).waitFor();
    await expectAccessible(page);
    await close(checked);
  });

  it('shows only the chosen category on a 390 px phone, picked by keyboard without losing focus', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const checked = { page, context, errors };
    await visit(checked, siteUrl('harbour-ford', '/'));
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = await openVehiclesMenu(page);
    const shown = () =>
      panel
        .locator('[data-slot="model-menu-group"]')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => (node as HTMLElement).offsetParent !== null)
            .map((node) => node.getAttribute('aria-label')),
        );
    expect(await shown()).toEqual(['Trucks']);
    const categories = panel.getByRole('list', { name: 'Vehicle categories' });
    expect(
      await categories.getByRole('button', { name: 'Trucks' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const suvs = categories.getByRole('button', { name: 'SUVs' });
    await suvs.focus();
    await page.keyboard.press('Enter');
    expect(await shown()).toEqual(['SUVs']);
    expect(await suvs.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('SUVs');
    const cards = panel.getByRole('region', { name: 'SUVs' });
    expect(await cards.locator('[data-slot="model-menu-card"]').count()).toBeGreaterThan(0);
    await expectImagesLoaded(cards);
    const overflowing = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflowing).toBe(false);
    await expectAccessible(page);
    await close(checked);
  });
});

describe('a motorcycle dealer that sells BMW and Honda', () => {
  it('lists only motorcycles: no BMW X5 or Honda CR-V in the menu, /models or at their paths', async () => {
    const home = await fetchText(siteUrl('redline-moto', '/'));
    expect(home).not.toContain('href="/x5"');
    expect(home).not.toContain('href="/cr-v"');
    const checked = await openPage(browser);
    const { page } = checked;
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(checked, siteUrl('redline-moto', '/'));
    // The menu's cards are rendered when it first opens.
    const menuCards = (await openVehiclesMenu(page)).locator('[data-slot="model-menu-card"]');
    const menuHrefs = await menuCards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(menuHrefs.length).toBeGreaterThan(3);
    expect(menuHrefs).not.toContain('/x5');
    expect(menuHrefs).not.toContain('/cr-v');
    await visit(checked, siteUrl('redline-moto', '/models'));
    const names = await page
      .locator('[data-slot="model-card"]')
      .getByRole('heading')
      .allInnerTexts();
    expect(names.length).toBeGreaterThan(3);
    expect(names.some((name) => name.startsWith('BMW '))).toBe(true);
    expect(names.some((name) => name.startsWith('HONDA '))).toBe(true);
    expect(names).not.toContain('BMW X5');
    expect(names).not.toContain('HONDA CR-V');
    await expectImagesLoaded(page.locator('[data-slot="model-card"]'));
    expect((await get('redline-moto', '/x5')).status).toBe(404);
    expect((await get('redline-moto', '/cr-v')).status).toBe(404);
    await close(checked);
  });
});
