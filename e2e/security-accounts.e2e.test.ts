import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts';
import { sendToSite } from '@forecourt/testing/send-to-site';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataDir, appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { openPage, siteUrl, visit } from './lib/page-checks.ts';
import { readSentCode, signInOnPage } from './lib/sign-in.ts';

// Issue 24 §2 and §3 probes against the built app behind its edge server, as `npm start` runs
// it. Each test sends from its own loopback address: another client to the per-client limits.

const port = appPort();
const host = (site: string) => `${site}.localhost:${port}`;
const HARBOUR = 'harbour-ford';

const post = (site: string, path: string, body: unknown, from: string, cookie = '') =>
  sendToSite(port, host(site), {
    method: 'POST',
    path,
    body: JSON.stringify(body),
    localAddress: from,
    headers: cookie ? { cookie } : {},
  });
const get = (site: string, path: string, from: string, cookie = '') =>
  sendToSite(port, host(site), { path, localAddress: from, headers: cookie ? { cookie } : {} });

/** A session cookie for `phone` on harbour-ford, signed in through the API. */
async function signInByApi(phone: string, e164: string, from: string): Promise<string> {
  expect((await post(HARBOUR, '/api/account/send-code', { phone }, from)).status).toBe(200);
  const code = await readSentCode(appDataDir(), e164);
  const signedIn = await post(HARBOUR, '/api/account/verify-code', { phone, code }, from);
  expect(signedIn.status).toBe(200);
  const token = /forecourt_session=([\w-]+)/.exec(String(signedIn.headers['set-cookie']))?.[1];
  if (!token) throw new Error('no session cookie');
  return `forecourt_session=${token}`;
}

// Dot segments that a URL parser normalises to '//evil.example' (§2).
const hostile = [
  '/.//evil.example/x',
  '/..//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
];
const signInPath = (target: string) => {
  const value = encodeURIComponent(target);
  return `/sign-in?type=gated&redirect=${value}&back=${value}`;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sign-in redirect and back targets (issue 24 §2)', () => {
  it('signed in, answers 307 to the site itself for every dot-segment probe', async () => {
    const from = '127.0.0.21';
    const cookie = await signInByApi('0412 024 201', '+61412024201', from);
    for (const target of hostile) {
      // As the probe sent it, unencoded, and encoded as a form would.
      for (const path of [
        `/sign-in?type=gated&redirect=${target}&back=${target}`,
        signInPath(target),
      ]) {
        const answer = await get(HARBOUR, path, from, cookie);
        expect(answer.status, path).toBe(307);
        expect(answer.headers.location, path).toBe('/');
      }
    }
  });

  it('signed out, links Back to the site and signs in to the site itself', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    for (const target of hostile) {
      const answer = await get(
        HARBOUR,
        `/sign-in?type=gated&redirect=${target}&back=${target}`,
        '127.0.0.22',
      );
      expect(answer.status).toBe(200);
      await visit(checked, siteUrl(HARBOUR, signInPath(target)));
      expect(await page.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/');
    }
    // The form goes where the page says after signing in: the home page, not evil.example.
    await signInOnPage(checked, appDataDir(), '0412 024 202', '+61412024202');
    await page.waitForURL(siteUrl(HARBOUR, '/'));
    expect(new URL(page.url()).host).toBe(host(HARBOUR));
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  }, 120_000);
});

describe('codes and lockouts (issue 24 §3)', () => {
  it('ten wrong codes for a number nobody asked a code for lock nothing', async () => {
    const phone = '0412000001';
    const attacker = '127.0.0.31';
    for (let attempt = 1; attempt <= 11; attempt++) {
      const answer = await post(
        HARBOUR,
        '/api/account/verify-code',
        { phone, code: '000000' },
        attacker,
      );
      expect(answer.status, `guess ${attempt}`).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({
        ok: false,
        message: SIGN_IN_MESSAGES.wrongCode,
      });
    }
    // The number's owner, from their own network, signs in as if nothing happened.
    const cookie = await signInByApi(phone, '+61412000001', '127.0.0.32');
    expect(cookie).toMatch(/^forecourt_session=/);
  });

  it('has no sign-in, codes, passkeys or watchlist on sites with every account feature off', async () => {
    const from = '127.0.0.41';
    const before = await readSentCode(appDataDir(), '+61412000041').catch(() => null);
    for (const site of ['southern-cross', 'outback-caravans', 'redline-moto']) {
      const probes = [
        post(site, '/api/account/send-code', { phone: '0412000041' }, from),
        post(site, '/api/account/verify-code', { phone: '0412000041', code: '123456' }, from),
        post(site, '/api/account/passkey/sign-in-options', {}, from),
        post(site, '/api/account/passkey/sign-in', {}, from),
        post(site, '/api/account/sign-out', undefined, from),
        post(site, '/api/watchlist/save-car', { car_id: 1 }, from),
        post(site, '/api/watchlist/remove-car', { car_id: 1 }, from),
        get(site, '/api/watchlist', from),
        get(site, '/sign-in?type=watchlist&redirect=/', from),
      ];
      const answers = await Promise.all(probes);
      expect(
        answers.map((answer) => answer.status),
        site,
      ).toEqual(probes.map(() => 404));
    }
    // No text went out.
    expect(await readSentCode(appDataDir(), '+61412000041').catch(() => null)).toBe(before);
  });
});
