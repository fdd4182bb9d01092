import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { findCarPage, listCarsById } from './lib/vehicle-finder.ts';

const site = 'harbour-ford';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const photoStatus = (page: Page) => page.locator('[data-gallery-stage] [aria-live]').textContent();
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe('vehicle page gallery', () => {
  it('steps through photos and full screen by keyboard, trapping focus, and closes with Escape', async () => {
    // A car whose gallery opens on photos (no spin set) and has a thumbnail strip.
    const path = await findCarPage(
      site,
      (html) =>
        html.includes('data-gallery-action="next"') && html.includes('data-gallery-action="thumb"'),
    );
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, path));
    expect(await photoStatus(page)).toMatch(/^Photo 1 of \d+$/);

    await page.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => photoStatus(page)).toMatch(/^Photo 2 of/);
    expect(await focusedLabel(page)).toBe('Next photo');
    await page.keyboard.press('Enter');
    await expect.poll(() => photoStatus(page)).toMatch(/^Photo 3 of/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => photoStatus(page)).toMatch(/^Photo 2 of/);

    await page.getByRole('button', { name: 'View photos full screen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await focusedLabel(page)).toBe('Close full screen');
    await expect.poll(() => dialog.locator('[aria-live]').textContent()).toMatch(/photo 2 of/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.locator('[aria-live]').textContent()).toMatch(/photo 3 of/);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Tab' : 'Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(
        true,
      );
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe('View photos full screen');
    expect(await photoStatus(page)).toMatch(/^Photo 3 of/);

    // A thumbnail jumps straight to its photo.
    await page.getByRole('button', { name: /^Photo 5 of/ }).click();
    await expect.poll(() => photoStatus(page)).toMatch(/^Photo 5 of/);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('loads every 360° frame first, then turns by drag and by arrow keys', async () => {
    const path = await findCarPage(site, (html) => html.includes('data-gallery-action="spin"'));
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, path));
    // The spinner's code is not part of the first load.
    expect(await page.locator('[data-slot="spinner-360"]').count()).toBe(0);

    await page.getByRole('button', { name: 'Start the 360° view' }).click();
    const slider = page.getByRole('slider', { name: /360° view/ });
    // It waits for all 24 frames to load: with two files running, that took over 20 s at times.
    await slider.waitFor({ timeout: 45_000 });
    expect(await slider.getAttribute('aria-valuenow')).toBe('1');
    expect(await slider.getAttribute('aria-valuemax')).toBe('24');

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('3');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuenow')).toBe('2');

    // 20 px per frame: 100 px to the left turns five frames forward.
    const box = await slider.boundingBox();
    if (!box) throw new Error('spinner has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 100, y, { steps: 10 });
    await page.mouse.up();
    expect(await slider.getAttribute('aria-valuenow')).toBe('7');

    // Leaving for the photo gallery starts it from the first photo.
    await page.getByRole('button', { name: 'Gallery', exact: true }).click();
    await expect.poll(() => photoStatus(page)).toMatch(/^Photo 1 of/);
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

describe('vehicle page sidebar and calculators', () => {
  it('copies the address with a 3-second toast, reveals and records the call, and answers delivery postcodes', async () => {
    const path = await findCarPage(site, (html) => html.includes('data-slot="call-reveal"'));
    const checked = await openPage(browser);
    const { page, context } = checked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(checked, siteUrl(site, path));
    const name = ((await page.locator('h1').first().textContent()) ?? '')
      .replace(/\s+/g, ' ')
      .trim();

    await page.locator('aside [data-slot="share-button"]').click();
    await page
      .locator('[data-slot="share-menu"]')
      .getByRole('button', { name: 'Copy link' })
      .click();
    const toast = page.locator('[data-slot="toast"]');
    await toast.waitFor();
    expect(await toast.textContent()).toBe(`Copied ${name} to your clipboard!`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl(site, path));
    await toast.waitFor({ state: 'detached', timeout: 4500 });

    const reveal = page.locator('aside [data-slot="call-reveal"]');
    expect(await reveal.textContent()).toMatch(/\d{2} \d{2}\*\* \*{4}/);
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/call-reveal') && response.request().method() === 'POST',
    );
    await reveal.click();
    expect((await recorded).status()).toBe(204);
    const number = page.locator('aside [data-slot="call-number"]');
    expect(await number.textContent()).toMatch(/\d{2} \d{4} \d{4}$/);
    expect(await number.getAttribute('href')).toMatch(/^tel:\+61\d{9}$/);

    const calculator = page.locator('[data-slot="delivery-calculator"]');
    const answer = calculator.locator('[aria-live]');
    await calculator.getByRole('button', { name: 'Get Estimate' }).click();
    await expect.poll(() => answer.textContent()).toBe('Please enter a postcode.');
    await calculator.getByLabel('Your postcode').fill('4163');
    await calculator.getByRole('button', { name: 'Get Estimate' }).click();
    await expect
      .poll(() => answer.textContent())
      .toMatch(/^Delivery to .+ QLD \(.+\): (Free|\$[\d,]+)$/);
    await calculator.getByLabel('Your postcode').fill('0999');
    await calculator.getByRole('button', { name: 'Get Estimate' }).click();
    await expect
      .poll(() => answer.textContent())
      .toBe(
        "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      );
    expect(await page.getByText('GeoNames').count()).toBe(1);

    // Below the fold: similar cars load as they near the viewport.
    await page.locator('#similar-cars').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('#similar-cars [data-slot="vehicle-card"]').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('shows a sold car as sold, with similar cars instead of the full content', async () => {
    const sold = (await listCarsById(site, 600)).find((car) => !car.inStock);
    if (!sold) throw new Error('no sold demo car');
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, `/cars/${sold.slug}`));
    const block = page.locator('[data-slot="sold-block"]');
    expect(await block.getByText('SOLD', { exact: true }).count()).toBe(1);
    // A link to the similar cars below, or the lead form's dialog where that exists.
    expect(await block.getByText('Find Me Something Similar', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Key Information' }).count()).toBe(0);
    expect(await page.locator('[data-gallery-action="thumb"]').count()).toBe(0);
    expect(await page.locator('[data-slot="favourite-toggle"]').count()).toBe(0);
    await page.getByRole('heading', { name: /^Similar .+ In-Stock$/ }).waitFor();
    await expect
      .poll(() => page.locator('#similar-cars [data-slot="vehicle-card"], #similar-cars p').count())
      .toBeGreaterThan(0);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});
