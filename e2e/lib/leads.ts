import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendToSite } from '@forecourt/testing/send-to-site';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appDataDir } from './app.ts';
import { siteUrl } from './page-checks.ts';

export const CONTACT = {
  name: 'Jordan',
  last_name: 'Citizen',
  email: 'jordan@example.com',
  phone: '0412 345 678',
  postcode: '4163',
};

/** Fill the core contact fields inside `scope` (a page or a dialog). */
export async function fillContact(scope: Page | Locator, values = CONTACT): Promise<void> {
  await scope.locator('input[autocomplete="given-name"]').fill(values.name);
  await scope.locator('input[autocomplete="family-name"]').fill(values.last_name);
  await scope.locator('input[autocomplete="email"]').fill(values.email);
  await scope.locator('input[autocomplete="tel"]').fill(values.phone);
  await scope.locator('input[autocomplete="postal-code"]').fill(values.postcode);
}

/**
 * Forms sent sooner than the minimum fill time (3 s from the signed time the form fetched when it
 * appeared) are flagged as spam: wait out what is left of it. The page's own resource timings say
 * when the newest form's answer arrived, which is after the server signed it; filling the form
 * already took part of the time. With no timing to go by (none, or the buffer of 250 full, which
 * could have dropped a newer one), the whole 3.2 s.
 */
export async function waitMinimumFillTime(page: Page): Promise<void> {
  const elapsed = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const answers = entries.filter(
      (entry) => new URL(entry.name).pathname === '/api/leads/session' && entry.responseEnd > 0,
    );
    if (entries.length >= 250 || answers.length === 0) return 0;
    return performance.now() - Math.max(...answers.map((entry) => entry.responseEnd));
  });
  await page.waitForTimeout(Math.max(0, 3200 - elapsed));
}

/**
 * For leads sent from Node: waits out what is left of the minimum fill time (3.2 s, as
 * waitMinimumFillTime) of form tokens whose session answers had all arrived by `answeredAt`
 * (Date.now() taken once they had: the server signed them before that). Preparing the leads
 * meanwhile (solving captchas) already took part of the time.
 */
export async function waitOutFillTime(answeredAt: number): Promise<void> {
  await sleep(Math.max(0, 3200 - (Date.now() - answeredAt)));
}

/** The lead emails the app wrote so far (its spool folder; e2e runs without SMTP). */
export function readSpooledMail(): string[] {
  const dir = join(appDataDir(), 'mail');
  try {
    return readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

/** Wait until a lead email containing every one of `parts` has been written. */
export async function expectLeadEmail(...parts: string[]): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readSpooledMail().find((mail) => parts.every((part) => mail.includes(part)));
        return Boolean(found);
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found ?? '';
}

/** Call a site's API from Node (names resolve to the test server), returning status and JSON. */
export async function callSite(
  site: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(siteUrl(site, path));
  const answer = await sendToSite(Number(url.port), url.host, {
    method: body === undefined ? 'GET' : 'POST',
    path: url.pathname + url.search,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: JSON.parse(answer.text || '{}') };
}

/** Analytics pushes of this page and the ones after it (kept in sessionStorage across navigations). */
export async function recordAnalytics(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const key = 'e2e-analytics';
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...seen, ...items]));
      return push(...items);
    };
    (window as Window & { dataLayer?: unknown[] }).dataLayer = layer;
  });
  return async () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-analytics') ?? '[]'));
}
