import { isPriceComparisonShown, type PriceComparison } from '@forecourt/core/market';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataDir } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { expectAccessible, expectFocused, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { signInOnPage } from './lib/sign-in.ts';
import { expectAllTappable, expectDialogOnTop } from './lib/tap-checks.ts';
import { fetchText, findCarPage, listCarsById, listSitemapSlugs } from './lib/vehicle-finder.ts';

// Issue 25 §1 and §6: the vehicle page's bar, 'More' sheet, dialogs, share control, watchlist
// toggle, price gauge and interior view, at 360 px, 390 px and 1280 px.
const site = 'harbour-ford';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const phone = (width: number): BrowserContextOptions => ({
  viewport: { width, height: 740 },
  isMobile: true,
  hasTouch: true,
});
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 720 } };

/** The words each control shows (not those for screen readers only), trimmed. */
const shownWords = (controls: Element[]) =>
  controls.map((control) => {
    let words = (control as HTMLElement).innerText;
    for (const hidden of control.querySelectorAll<HTMLElement>('.sr-only')) {
      words = words.replace(hidden.innerText, '');
    }
    return words.replace(/\s+/g, ' ').trim();
  });
const barLabels = (page: Page) =>
  page.locator('[data-slot="mobile-action-bar"] li > :is(a, button)').evaluateAll(shownWords);

describe("the phone bar holds the sidebar's buttons", () => {
  it("at 360 px: Call, Enquire, Save and Favourite, and the rest behind 'More'", async () => {
    const path = await findCarPage(
      site,
      (html) => html.includes('Trade-In Valuation') && html.includes('Online Purchase'),
    );
    const checked = await openPage(browser, phone(360));
    const { page } = checked;
    await visit(checked, siteUrl(site, path));
    expect(await barLabels(page)).toEqual(['Call', 'Enquire', 'Save', 'Favourite', 'More']);
    await expectAllTappable(page.locator('[data-slot="mobile-action-bar"] ul'), 'the bar');

    // Every button of the sidebar is in the bar or in the sheet.
    const sidebar = await page.locator('aside').locator('a, button').evaluateAll(shownWords);
    const more = page.getByRole('button', { name: 'More', exact: true });
    await more.tap();
    const sheet = await expectDialogOnTop(page, 'the More sheet at 360 px');
    await expectAccessible(page);
    const inSheet = await sheet
      .locator('[data-slot="more-sheet"] > li > *')
      .evaluateAll(shownWords);
    expect(inSheet).toEqual(
      expect.arrayContaining([
        'Test Drive',
        'Pre-Approved',
        'Request Photos',
        'Trade-In Valuation',
        'Online Purchase',
        'Compare',
        'Share',
        'Print',
      ]),
    );
    expect(inSheet.some((label) => label.startsWith('Reserve Car Now'))).toBe(true);
    const offered = [...(await barLabels(page)), ...inSheet];
    const sidebarButtons = sidebar.filter((label) =>
      /^(Test Drive|Pre-Approved|Request Photos|Trade-In Valuation|Reserve Car Now.*|Online Purchase|Car History Report|Calculate Finance|Compare|Share|Print|Enquire Now)$/.test(
        label,
      ),
    );
    for (const label of sidebarButtons) {
      expect(offered, `the sidebar's '${label}'`).toContain(
        label === 'Enquire Now' ? 'Enquire' : label,
      );
    }
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('on a site without a watchlist, Test Drive takes the free place', async () => {
    const [slug] = await listSitemapSlugs('southern-cross');
    const checked = await openPage(browser, phone(360));
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', `/cars/${slug}`));
    expect(await barLabels(page)).toEqual(['Call', 'Enquire', 'Favourite', 'Test Drive', 'More']);
    await expectAllTappable(page.locator('[data-slot="mobile-action-bar"] ul'), 'the bar');
    await checked.context.close();
  });

  it('a sold car: call and Find Me Something Similar, all within reach', async () => {
    const sold = (await listCarsById(site, 600)).find((car) => !car.inStock);
    if (!sold) throw new Error('no sold demo car');
    const checked = await openPage(browser, phone(360));
    const { page } = checked;
    await visit(checked, siteUrl(site, `/cars/${sold.slug}`));
    const labels = await barLabels(page);
    expect(labels).toContain('Find Me Something Similar');
    expect(labels).not.toContain('Enquire');
    await expectAllTappable(page.locator('[data-slot="mobile-action-bar"] ul'), 'the sold bar');
    await checked.context.close();
  });
});

describe('fixed bars never cover a dialog or the focused element', () => {
  it('at 1280 px the Test Drive dialog is above the service banner and the sticky header', async () => {
    const path = await findCarPage(site, (html) => html.includes('data-lead-dialog="test-drive"'));
    const checked = await openPage(browser, desktop);
    const { page } = checked;
    await visit(checked, siteUrl(site, path));
    const banner = page.locator('[data-slot="service-banner"]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    // Past 500 px the sticky header shows too.
    await page.mouse.wheel(0, 800);
    await expect
      .poll(() => page.locator('[data-past="true"] [data-slot="sticky-header"]').count())
      .toBe(1);
    const trigger = page.locator('aside [data-lead-dialog="test-drive"]');
    await trigger.click();
    await expectDialogOnTop(page, 'Test Drive at 1280 px');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expectFocused(trigger);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('at 360 px, with the banner open, Tab never lands behind a fixed bar', async () => {
    const path = await findCarPage(site, (html) => html.includes('data-control="more"'));
    const checked = await openPage(browser, phone(360));
    const { page } = checked;
    await visit(checked, siteUrl(site, path));
    await expect.poll(() => page.locator('[data-slot="service-banner"]').isVisible()).toBe(true);
    // The dock has measured itself, banner included (before that the page assumes the action
    // bar alone; a bar that grows later scrolls the focused element clear itself).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const reserved = getComputedStyle(document.documentElement).getPropertyValue(
            '--reserved-bottom',
          );
          const dock = document.querySelector<HTMLElement>('[data-slot="bottom-dock"]');
          return Number.parseFloat(reserved) >= (dock?.offsetHeight ?? 0);
        }),
      )
      .toBe(true);
    const hidden: string[] = [];
    let visited = 0;
    const findHidden = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'end';
        const bars = [
          ...document.querySelectorAll('[data-slot="bottom-dock"], [data-slot="sticky-header"]'),
        ].filter((bar) => getComputedStyle(bar).visibility === 'visible');
        if (bars.some((bar) => bar.contains(focused))) return null;
        const rect = focused.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2) return null;
        for (const bar of bars) {
          const box = bar.getBoundingClientRect();
          const overlap = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
          if (box.height > 0 && overlap > 1) {
            return `${focused.outerHTML.slice(0, 100)} is ${Math.round(overlap)} px behind ${bar.getAttribute('data-slot')}`;
          }
        }
        return null;
      });
    for (let i = 0; i < 250; i++) {
      await page.keyboard.press('Tab');
      let problem = await findHidden();
      // A bar that changed height scrolls the focused element clear on its next frame
      // (components/ui/bottom-dock.tsx); a busy machine can look in between.
      if (problem && problem !== 'end') {
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        problem = await findHidden();
      }
      if (problem === 'end') break;
      visited++;
      if (problem) hidden.push(problem);
    }
    expect(visited).toBeGreaterThan(40);
    expect(hidden).toEqual([]);
    await checked.context.close();
  });

  it('a section that loads above the focused element leaves it where it was', async () => {
    // Hold the price comparison and similar cars back until Tab has reached the directions link
    // below them (as on a slow connection), then let them in.
    const { path } = await findComparedCar();
    const checked = await openPage(browser, phone(360));
    const { page } = checked;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: string[] = [];
    await page.route(/\/(autogauge|similar)(\/filter)?$/, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await visit(checked, siteUrl(site, path));
    const directions = page.getByRole('link', { name: 'Get Directions' });
    for (
      let i = 0;
      i < 300 && !(await directions.evaluate((link) => link === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(2);
    const before = await directions.evaluate((link) => link.getBoundingClientRect().top);
    release();
    await page.locator('[data-slot="price-comparison"]').waitFor();
    await page.locator('[data-slot="similar-cars-carousel"]').waitFor();
    const after = await directions.evaluate((link) => link.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    expect(await directions.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

describe('one share control', () => {
  it('opens a menu of share targets and Copy link, by keyboard, where the browser has no share sheet', async () => {
    const [slug] = await listSitemapSlugs(site);
    const path = `/cars/${slug}`;
    const checked = await openPage(browser, desktop);
    const { page, context } = checked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(checked, siteUrl(site, path));
    const aside = page.locator('aside');
    // One control, not 'Share' beside 'Share via…'.
    expect(await aside.getByRole('button', { name: /^Share/ }).count()).toBe(1);
    expect(await page.getByText('Share via…').count()).toBe(0);

    const share = aside.getByRole('button', { name: 'Share', exact: true });
    expect(await share.getAttribute('aria-haspopup')).toBe('dialog');
    await share.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('[data-slot="share-menu"]');
    await menu.waitFor();
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(
      await menu.locator('a, button').evaluateAll((items) => items.map((item) => item.textContent)),
    ).toEqual(['Facebook', 'Twitter', 'WhatsApp', 'Email', 'SMS', 'Call', 'Copy link']);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expectFocused(share);

    await share.click();
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await menu.getByRole('button', { name: 'Copied' }).waitFor();
    const name = ((await page.locator('h1').first().textContent()) ?? '').replace(/\s+/g, ' ');
    await expect
      .poll(() => page.locator('[data-slot="toast"]').textContent())
      .toBe(`Copied ${name.trim()} to your clipboard!`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl(site, path));
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it("uses the browser's own share sheet where there is one (390 px)", async () => {
    const [slug] = await listSitemapSlugs(site);
    const path = `/cars/${slug}`;
    const checked = await openPage(browser, phone(390));
    const { page } = checked;
    // Chromium on Linux has no share sheet: stand in for a phone browser's.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await visit(checked, siteUrl(site, path));
    const share = page.locator('aside').getByRole('button', { name: 'Share', exact: true });
    await expect.poll(() => share.getAttribute('aria-haspopup')).toBeNull();
    await share.tap();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData),
      )
      .toEqual([{ title: expect.stringMatching(/Ford/), url: siteUrl(site, path) }]);
    expect(await page.locator('[data-slot="share-menu"]').count()).toBe(0);
    await checked.context.close();
  });
});

describe('the watchlist toggle', () => {
  it("signed in, 'Save' keeps its name and says it is saved by its pressed state (WCAG 2.5.3)", async () => {
    const [slug] = await listSitemapSlugs(site);
    const path = `/cars/${slug}`;
    const checked = await openPage(browser, phone(390));
    const { page } = checked;
    await visit(checked, siteUrl(site, path));
    await page.locator('[data-slot="mobile-action-bar"] [data-slot="watchlist-toggle"]').tap();
    await page.waitForURL('**/sign-in?**');
    await signInOnPage(checked, appDataDir(), '0412 025 390', '+61412025390');
    await page.waitForURL(`**${path}`);
    // Saved on return, as spec 1 §8 says.
    await expect
      .poll(() => page.locator('[data-slot="toast-title"]').textContent(), { timeout: 15_000 })
      .toBe('Car Saved In Watchlist');
    const toggles = page.locator('[data-slot="watchlist-toggle"]');
    await expect.poll(() => toggles.first().getAttribute('aria-pressed')).toBe('true');
    for (const toggle of await toggles.all()) {
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect((await toggle.innerText()).trim()).toBe('Save');
    }
    // Named by what it shows: 'Save', in the sidebar and in the bar.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(2);
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

/** A used car whose price comparison the page shows, with its figures. */
async function findComparedCar(): Promise<{ path: string; result: PriceComparison }> {
  for (const slug of await listSitemapSlugs(site)) {
    const body = await fetchText(siteUrl(site, `/cars/${slug}/autogauge`));
    const result = body.startsWith('{') ? (JSON.parse(body) as Partial<PriceComparison>) : null;
    if (isPriceComparisonShown(result) && result.market_range_max > result.market_range_min) {
      return { path: `/cars/${slug}`, result };
    }
  }
  throw new Error('no car with a price comparison');
}

describe('the price comparison gauge', () => {
  for (const options of [phone(390), desktop]) {
    it(`runs from the lowest market price to the highest at ${options.viewport?.width} px`, async () => {
      const { path, result } = await findComparedCar();
      const checked = await openPage(browser, options);
      const { page } = checked;
      await visit(checked, siteUrl(site, path));
      const panel = page.locator('[data-slot="price-comparison"]');
      await page.locator('#vehicle-map').scrollIntoViewIfNeeded();
      await panel.waitFor({ timeout: 10_000 });
      await panel.scrollIntoViewIfNeeded();
      const dollars = (value: number) => `$${value.toLocaleString('en-AU')}`;
      const low = panel.locator('[data-slot="price-gauge-low"]');
      const high = panel.locator('[data-slot="price-gauge-high"]');
      expect(await low.textContent()).toBe(dollars(result.market_range_min));
      expect(await high.textContent()).toBe(dollars(result.market_range_max));
      const lowBox = await low.boundingBox();
      const highBox = await high.boundingBox();
      expect(lowBox && highBox && lowBox.x < highBox.x).toBe(true);
      // The car sits where its price falls between the two.
      const position = await panel
        .locator('[data-slot="price-gauge-marker"]')
        .evaluate((marker) => {
          const track = marker.parentElement?.getBoundingClientRect();
          const box = marker.getBoundingClientRect();
          return track ? (box.left + box.width / 2 - track.left) / track.width : -1;
        });
      const expected =
        (result.listing_price - result.market_range_min) /
        (result.market_range_max - result.market_range_min);
      expect(position).toBeCloseTo(Math.min(1, Math.max(0, expected)), 1);
      await expectAccessible(page);
      expect(checked.errors).toEqual([]);
      await checked.context.close();
    });
  }
});

describe('the interior view', () => {
  for (const options of [phone(390), desktop]) {
    it(`shows a real panorama in its own proportions at ${options.viewport?.width} px`, async () => {
      const path = await findCarPage(site, (html) => html.includes('data-gallery-view="interior"'));
      const checked = await openPage(browser, options);
      const { page } = checked;
      await visit(checked, siteUrl(site, path));
      await page
        .getByRole('group', { name: 'Gallery views' })
        .getByRole('button', { name: 'Interior', exact: true })
        .click();
      // Picking the view starts the live panorama.
      const panorama = page.locator('[data-slot="interior-panorama"]');
      await panorama.waitFor();
      await expect
        .poll(() => panorama.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const shape = await panorama.evaluate((image) => {
        const picture = image as HTMLImageElement;
        const box = picture.getBoundingClientRect();
        const stage = picture.closest('[data-gallery-stage]')?.getBoundingClientRect();
        return {
          natural: picture.naturalWidth / picture.naturalHeight,
          shown: box.width / box.height,
          fillsHeight: stage ? Math.abs(box.height - stage.height) < 2 : false,
        };
      });
      // A panorama (at least twice as wide as tall), never stretched out of its proportions.
      expect(shape.natural).toBeGreaterThanOrEqual(2);
      expect(shape.shown / shape.natural).toBeCloseTo(1, 1);
      expect(shape.fillsHeight).toBe(true);
      await expectAccessible(page);
      expect(checked.errors).toEqual([]);
      await checked.context.close();
    });
  }
});
