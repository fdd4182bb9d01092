import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  Request,
  Response,
} from 'playwright-core';
import { expect } from 'vitest';
import { appPort } from './app.ts';

/** The address of a path on a demo site, e.g. siteUrl('harbour-ford', '/cars/x'). */
export function siteUrl(site: string, path = '/'): string {
  return `http://${site}.localhost:${appPort()}${path}`;
}

export interface CheckedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A fresh context and page that records console errors and page errors. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<CheckedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's results for the page's document, run in the page itself. The page gets axe once per
 * document, not per check: @axe-core/playwright injects it into every frame on each call and
 * finishes each run in a fresh page, which took 5–10 s per check here against ~1 s this way.
 * Frames are not entered (`iframes: false`): the only ones are the third-party map and video a
 * shopper opens by a click, which reach nothing in tests; the <iframe> elements themselves are
 * still checked (a title, …).
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    // `axe` is the global the injected script defines.
    (runOptions) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, runOptions),
    { ...options, iframes: false },
  );
}

/**
 * Resolves once the page's finite CSS animations and transitions have ended (at most 2 s):
 * what a check sees halfway through one (a sheet sliding in, a colour fading) is not what a
 * shopper reads or taps. Endless animations (a spinner) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Scrolls the page back to its top and waits until nothing marks itself scrolled past
 * (components/ui/scroll-threshold: the sticky header, the phone bar's opened style), so that
 * checks made next see the page as it first loaded rather than a frame of the scrolled one.
 */
export async function backToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector('[data-past="true"]') === null);
}

/** Every page e2e visits must have no serious or critical axe violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // After a client-side navigation Next streams the new <title> in shortly after the body
  // (measured: ~100–150 ms). Check the settled page; a title that never comes still fails.
  await page.waitForFunction(() => document.title !== '', null, { timeout: 5000 }).catch(() => {});
  // A colour transition caught halfway (a chip that has just become current fades to the brand
  // colour in 150 ms) has contrast no shopper reads: check the colours it ends on.
  await settleAnimations(page);
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    // Off by default in axe (experimental), on here: a control's name contains the words it
    // shows (WCAG 2.5.3 Label in Name), e.g. a 'Saved' toggle is not named 'Save …'.
    rules: { 'label-content-name-mismatch': { enabled: true } },
    // Only violations are read: axe then skips collecting every passing node (a large page has
    // thousands), which is most of its time here.
    resultTypes: ['violations'],
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * `target` has keyboard focus, now or shortly: a dialog or menu hands focus back to its trigger a
 * task after it closes (Radix's focus scope does it in a timeout), so a check made the moment the
 * dialog leaves the DOM can run first on a busy machine.
 */
export async function expectFocused(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

/** Visit a path, check the status, no console errors and axe; returns the response status. */
export async function visit(
  checked: CheckedPage,
  url: string,
  expectedStatus = 200,
): Promise<void> {
  // Our own network-idle wait. Playwright's 'networkidle' also waits for blob: requests, and
  // the captcha's blob: worker script sometimes never reports finishing in Chromium (seen on
  // /contact and /service: the only open request after 30 s), so it is left out here.
  const open = new Set<Request>();
  const track = (request: Request) => {
    if (!request.url().startsWith('blob:')) open.add(request);
  };
  const untrack = (request: Request) => open.delete(request);
  checked.page.on('request', track);
  checked.page.on('requestfinished', untrack);
  checked.page.on('requestfailed', untrack);
  let response: Response | null;
  try {
    response = await checked.page.goto(url, { waitUntil: 'load' });
    await waitForQuiet(open, 500, 30_000);
  } catch (error) {
    const hung = [...open].map((request) => `${request.method()} ${request.url()}`);
    throw new Error(`${url} did not go quiet; still open: ${hung.join(', ') || 'none'}`, {
      cause: error,
    });
  } finally {
    checked.page.off('request', track);
    checked.page.off('requestfinished', untrack);
    checked.page.off('requestfailed', untrack);
  }
  expect(response?.status(), `status of ${url}`).toBe(expectedStatus);
  await expectAccessible(checked.page);
  // A 404 document itself is logged by Chromium as a failed resource; that is expected.
  const unexpected = checked.errors.filter(
    (error) => !(expectedStatus === 404 && error.includes('404')),
  );
  expect(unexpected, `console errors on ${url}`).toEqual([]);
}

/**
 * Shows the page `checked` has open at another window size, checked as `visit` checks a load:
 * axe and no console errors. The server never sees the window's size (the layout follows CSS
 * and media-query listeners), so this is the page a fresh load at that size shows, without a
 * second context, load and network-idle wait for the same document.
 */
export async function resizeTo(
  checked: CheckedPage,
  viewport: { width: number; height: number },
): Promise<void> {
  await checked.page.setViewportSize(viewport);
  await expectAccessible(checked.page);
  expect(checked.errors, `console errors on ${checked.page.url()} at ${viewport.width} px`).toEqual(
    [],
  );
}

/** Resolves once no request in `open` has been in flight for `quietMs` (as networkidle does). */
async function waitForQuiet(open: Set<Request>, quietMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = open.size === 0 ? Date.now() : null;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (open.size > 0) quietSince = null;
    else if (quietSince === null) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
  throw new Error(`not quiet for ${quietMs} ms within ${timeoutMs} ms`);
}

/**
 * Opens and closes each menu of the header, so that their links are in the page: a menu renders
 * its panel when it first opens (components/layout/nav-dropdown). Needs a desktop-wide page.
 */
export async function renderHeaderMenus(page: Page): Promise<void> {
  // By the panels they control, read first: an opened panel can hold buttons of its own.
  const menus = page.locator('header nav button[aria-expanded][aria-controls]');
  const panelIds = await menus.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-controls') ?? ''),
  );
  for (const panelId of panelIds) {
    const button = page.locator(`header nav button[aria-controls="${panelId}"]`);
    if (!(await button.isVisible())) continue;
    await button.click();
    await page.waitForFunction((id) => document.getElementById(id)?.hidden === false, panelId);
    await button.click();
  }
}
