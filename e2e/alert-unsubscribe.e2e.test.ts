import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendToSite } from '@forecourt/testing/send-to-site';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { openPage, visit } from './lib/page-checks.ts';
import { startTestServer, type TestServer } from './lib/server.ts';
import { signInOnPage } from './lib/sign-in.ts';
import { fetchText } from './lib/vehicle-finder.ts';

// Issue 24 §7 against the built app: a real digest's List-Unsubscribe address, posted to as a
// mail app's RFC 8058 one-click unsubscribe (no cookies, no Origin, no page), turns the alert
// emails off. Its own app: alert passes every second, and a partial stock feed to move a price.

const SITE = 'harbour-ford';
const EMAIL = 'oneclick@example.com';
const repoRoot = new URL('../', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'forecourt-e2e-alerts-'));
const port = appPort() + 7;
const urlOn = (path: string) => `http://${SITE}.localhost:${port}${path}`;
let browser: Browser;
let app: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startTestServer(
    port,
    { ALERTS_INTERVAL_MS: '1000' },
    { [SITE]: { stockFeed: { mode: 'partial' } } },
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** `npm run stock:import` of one car, handed to the running app. */
function importCar(price: number): Promise<number | null> {
  const feed = join(folder, `feed-${price}.csv`);
  writeFileSync(
    feed,
    `stock_number,car_type,year,make,model,badge,price\nE2E-ALERT-1,used,2021,Ford,Alertline,ST-Line,${price}\n`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/import-stock.ts', '--site', SITE, '--file', feed],
      {
        cwd: repoRoot,
        env: { ...process.env, FORECOURT_DATA_DIR: app.dataDir, DATABASE_URL: '' },
        stdio: 'ignore',
      },
    );
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

/** The alert digests the app has emailed to `address` (its mail spool), headers unfolded. */
function digestsTo(address: string): string[] {
  const dir = join(app.dataDir, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(join(dir, name), 'utf8').replace(/\r?\n[ \t]+/g, ' '))
    .filter((mail) => new RegExp(`^To: ${address}$`, 'm').test(mail))
    .filter((mail) => /^List-Unsubscribe:/m.test(mail));
}

describe('alert emails that stop when asked', () => {
  it("a one-click POST to a real digest's List-Unsubscribe address turns the alert emails off", async () => {
    expect(await importCar(30_990)).toBe(0);
    let slug = '';
    await expect
      .poll(
        async () => {
          const xml = await fetchText(urlOn('/sitemap.xml'));
          slug = /\/cars\/(2021-ford-alertline-[^<]*)<\/loc>/.exec(xml)?.[1] ?? '';
          return slug;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');

    // A shopper saves the car (signing in on the way) and gives an email address.
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, urlOn(`/cars/${slug}`));
    const save = page.locator('aside [data-slot="watchlist-toggle"]');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.waitForURL('**/sign-in?**');
    await signInOnPage(checked, app.dataDir, '0412 999 001', '+61412999001');
    await page.waitForURL(`**/cars/${slug}`);
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await visit(checked, urlOn('/my-garage'));
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    const alerts = page.getByLabel(/^Email me price drops/);
    expect(await alerts.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').filter({ hasText: 'Your details are saved.' }).waitFor();

    // The price drops: within seconds the worker makes a digest and the relay emails it.
    expect(await importCar(28_990)).toBe(0);
    await expect.poll(() => digestsTo(EMAIL).length, { timeout: 30_000 }).toBe(1);
    const [mail = ''] = digestsTo(EMAIL);
    expect(mail).toMatch(/is now \$28,990 \(was \$30,990\)/);
    expect(mail).toMatch(/^From: Harbour Ford <[^>]+>$/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1] ?? '';
    // On the site's canonical origin (configuration: the demo's is its subdomain), as every link.
    const target = new URL(header);
    expect(target.origin).toBe(`http://${SITE}.localhost:${port}`);
    expect(target.pathname).toBe('/api/alerts/unsubscribe');

    // What a mail app sends: a form POST to exactly that address, from its own server (the
    // address's host name is sent as is; only the connection goes to this machine).
    const answer = await sendToSite(Number(target.port), target.host, {
      method: 'POST',
      path: `${target.pathname}${target.search}`,
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      ok: true,
      message: 'You will no longer get alert emails from us.',
    });

    // The shopper's alert emails are off: My Garage shows it.
    await visit(checked, urlOn('/my-garage'));
    expect(await page.getByLabel(/^Email me price drops/).isChecked()).toBe(false);
    // Opening the address instead (a GET) only leads to the page that asks first.
    const opened = await sendToSite(Number(target.port), target.host, {
      path: `${target.pathname}${target.search}`,
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toMatch(/^\/alerts\/unsubscribe\?u=\d+&c=email&t=/);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  }, 240_000);
});
