import { randomUUID } from 'node:crypto';
import { unsupportedCharactersMessage } from '@forecourt/core/leads';
import { type SiteRequest, sendToSite } from '@forecourt/testing/send-to-site';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { CONTACT, fillContact, waitMinimumFillTime } from './lib/leads.ts';
import { openPage, siteUrl, visit } from './lib/page-checks.ts';

// Issue 11 §3: hostile input never gets a 5xx, and nothing accepted is lost. Every probe is a
// raw request (Node's fetch drops Host) against the running app, expecting the fixed status.
// The app is shared by every e2e file and tells clients apart by their socket address, so this
// file is a client of its own (another loopback address): the per-client lead limit it meets is
// its own.
const port = appPort();
const host = (site: string) => `${site}.localhost:${port}`;
const CLIENT = '127.0.0.21';
const send = (site: string, request: SiteRequest) =>
  sendToSite(port, host(site), { localAddress: CLIENT, ...request });
const json = (text: string) => JSON.parse(text || '{}') as Record<string, unknown>;

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('URL text that names a property of Object.prototype', () => {
  it('search pages answer 404, not 500', async () => {
    for (const path of [
      ...PROTOTYPE_NAMES.map((name) => `/search/${name}`),
      '/search/ford/constructor',
      '/search/ford/__proto__',
      '/search/__defineGetter__',
    ]) {
      const { status } = await send('harbour-ford', { path });
      expect(status, path).toBe(404);
    }
  });

  it('the search API answers 400 with its reasons, not 500', async () => {
    for (const name of [...PROTOTYPE_NAMES, 'ford/constructor']) {
      const path = `/api/search?path=${encodeURIComponent(`/search/${name}`)}`;
      const answer = await send('harbour-ford', { path });
      expect(answer.status, path).toBe(400);
      expect(json(answer.text).messages).toEqual([`/search/${name} is not a search of this site`]);
    }
  });

  it('a prototype name as a facet value is an ordinary unknown value with a text label', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const query = `refinementList[car_type][]=${name}&refinementList[make][]=${name}`;
      const api = await send('harbour-ford', { path: `/api/search?${query}` });
      expect(api.status, name).toBe(200);
      const facets = json(api.text).facets as Record<string, { label: unknown }[]>;
      for (const item of [...(facets.car_type ?? []), ...(facets.make ?? [])])
        expect(typeof item.label).toBe('string');
      // The page first redirects to its canonical address.
      const first = await send('harbour-ford', { path: `/search?${query}` });
      const location = String(first.headers.location ?? '');
      const page = location ? await send('harbour-ford', { path: location }) : first;
      expect(page.status, name).toBe(200);
    }
  });

  it('the thank-you page ignores a prototype name as its form', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const { status, text } = await send('harbour-ford', { path: `/success?form=${name}` });
      expect(status, name).toBe(200);
      expect(text).toContain('Your enquiry has been sent to');
    }
  });
});

describe('NUL, lone surrogates and malformed UTF-8', () => {
  const site = 'outback-caravans';
  let formToken = '';
  beforeAll(async () => {
    formToken = (json((await send(site, { path: '/api/leads/session' })).text).formToken ??
      '') as string;
  });
  const lead = (values: Record<string, unknown>, idempotencyKey = randomUUID()) => ({
    form: 'contact',
    idempotencyKey,
    values: { ...CONTACT, message: 'Security probe', ...values },
    antiSpam: { formToken },
  });
  const post = (body: string | Uint8Array, headers: Record<string, string> = {}) =>
    send(site, { method: 'POST', path: '/api/leads', body, headers });

  it('in a lead field answer 400 naming the field; the same client is then heard', async () => {
    for (const bad of ['Jo\u0000', '\u0000', 'Jo\uD800', '\uDFFFx', 'a\u0007b']) {
      const answer = await post(JSON.stringify(lead({ name: bad })));
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(json(answer.text).fieldErrors).toEqual({
        name: unsupportedCharactersMessage('First Name'),
      });
    }
    // The escape as a browser's JSON.stringify sends it, byte for byte.
    const escaped = JSON.stringify(lead({ message: 'PLACEHOLDER' })).replace(
      'PLACEHOLDER',
      'Hi \\ud800 there',
    );
    const answer = await post(escaped);
    expect(answer.status).toBe(400);
    expect(json(answer.text).fieldErrors).toEqual({
      message: unsupportedCharactersMessage('Comments'),
    });

    const good = await post(JSON.stringify(lead({ name: 'Zoë', message: 'Still here 🚗' })));
    expect(good.status).toBe(201);
    expect(json(good.text).ok).toBe(true);
  });

  it('as raw bytes that are not UTF-8 answer 400 with the message', async () => {
    const text = JSON.stringify(lead({ name: 'Jo' }));
    for (const bad of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0x80]]) {
      const at = text.indexOf('"Jo"') + 2;
      const bytes = Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from(bad),
        Buffer.from(text.slice(at)),
      ]);
      const answer = await post(bytes);
      expect(answer.status, String(bad)).toBe(400);
      expect(json(answer.text).message).toBe('Please remove unsupported characters.');
    }
  });

  it('in what the browser reports (a campaign link with %00) does not cost the lead', async () => {
    const body = {
      ...lead({}),
      attribution: {
        url: `http://${host(site)}/contact?utm_source=a%00b`,
        visitedPages: ['/\uD800'],
        linkedQueryParams: { utm_source: 'a\u0000b' },
      },
    };
    const answer = await post(JSON.stringify(body));
    expect(answer.status).toBe(201);
  });

  it('in an address answer 400: trade-in vehicles, print and vehicle pages', async () => {
    for (const path of [
      '/api/trade-in/vehicles?make=%00',
      '/api/trade-in/vehicles?make=Ford&model=Ranger%00',
      '/print?car_id=%00',
      '/print?car_id=abc%01',
      '/cars/a%00b',
    ]) {
      const answer = await send(site, { path });
      expect(answer.status, path).toBe(400);
      expect(answer.text, path).toContain('Please remove unsupported characters');
    }
    expect((await send(site, { path: '/api/trade-in/vehicles?make=Ford' })).status).toBe(200);
  });

  it('typed into a form, get the same message in the browser as from the server', async () => {
    let browser: Browser | null = null;
    try {
      browser = await launchBrowser();
      const checked = await openPage(browser);
      const { page } = checked;
      await visit(checked, siteUrl(site, '/contact'));
      await fillContact(page);
      await page.locator('textarea[name="message"]').fill('Hello\u0001 there');
      await waitMinimumFillTime(page);
      await page.getByRole('button', { name: 'Send Enquiry' }).click();
      const summary = page.locator('[data-slot="error-summary"]');
      await summary.waitFor();
      expect(await summary.innerText()).toContain(unsupportedCharactersMessage('Comments'));
      expect(page.url()).toContain('/contact');
    } finally {
      await browser?.close();
    }
  });
});

describe('state-changing requests from another website', () => {
  const site = 'outback-caravans';
  const evil = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };

  it('a lead with a foreign Origin or Sec-Fetch-Site is refused with 403 and not stored', async () => {
    const { formToken } = json((await send(site, { path: '/api/leads/session' })).text);
    const body = JSON.stringify({
      form: 'contact',
      idempotencyKey: randomUUID(),
      values: { ...CONTACT, message: 'Cross-site probe' },
      antiSpam: { formToken },
    });
    const probes: Record<string, string>[] = [
      evil,
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      // Another dealer on the same platform is another site.
      { origin: `http://southern-cross.localhost:${port}`, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of probes) {
      const answer = await send(site, { method: 'POST', path: '/api/leads', body, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(json(answer.text).message).toContain('another website');
    }
    // The same idempotency key from the site's own page is new: nothing was stored before.
    const own = await send(site, {
      method: 'POST',
      path: '/api/leads',
      body,
      headers: { origin: `http://${host(site)}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(201);
  });

  it('a lead sent as text/plain (what a cross-site form can send) is refused with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const answer = await send(site, {
        method: 'POST',
        path: '/api/leads',
        body: '{}',
        headers: { 'content-type': type },
      });
      expect(answer.status, type).toBe(415);
      expect(json(answer.text).message).toContain('application/json');
    }
  });

  it('offer acceptance, call reveal, view counting and the quote refuse them too', async () => {
    const listed = json((await send(site, { path: '/api/search' })).text) as {
      hits: { slug: string }[];
    };
    const slug = listed.hits[0]?.slug;
    expect(slug).toBeTruthy();
    const views = async () =>
      json((await send(site, { path: `/cars/${slug}/view.json` })).text).views;
    const before = await views();
    for (const path of [
      '/api/leads/offer',
      `/cars/${slug}/call-reveal`,
      `/cars/${slug}/view.json`,
      '/api/youx/quote',
    ]) {
      const answer = await send(site, { method: 'POST', path, body: '{}', headers: evil });
      expect(answer.status, path).toBe(403);
      // View counting reads no body; the others read JSON.
      if (path.endsWith('view.json')) continue;
      const plain = await send(site, {
        method: 'POST',
        path,
        body: '{}',
        headers: { 'content-type': 'text/plain' },
      });
      expect(plain.status, path).toBe(415);
    }
    expect(await views()).toBe(before);
  });
});
