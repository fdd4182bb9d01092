import {
  type StripeTestServer,
  startStripeTestServer,
} from '@forecourt/testing/stripe-test-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataDir, appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import { expectLeadEmail } from './lib/leads.ts';
import { type CheckedPage, expectAccessible, openPage, visit } from './lib/page-checks.ts';
import { startTestServer, type TestServer } from './lib/server.ts';
import { signInOnPage } from './lib/sign-in.ts';
import { fetchText, listSitemapSlugs } from './lib/vehicle-finder.ts';

const SITE = 'harbour-ford';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const urlOn = (port: number, path: string) => `http://${SITE}.localhost:${port}${path}`;

/** Cars of the demo site with a deposit to reserve, and one without a Reserve button. */
async function findCars(port: number): Promise<{ reservable: string[]; other: string }> {
  const reservable: string[] = [];
  let other = '';
  for (const slug of (await listSitemapSlugs(SITE)).slice(0, 80)) {
    const html = await fetchText(urlOn(port, `/cars/${slug}`));
    // With a deposit to pay (a $0 deposit holds the car without payment).
    if (html.includes(`href="/cars/${slug}/checkout"`) && html.includes('Reserve Car Now for $'))
      reservable.push(slug);
    else if (!other && !html.includes(`/cars/${slug}/checkout"`)) other = slug;
    if (reservable.length >= 2 && other) break;
  }
  if (reservable.length < 2 || !other)
    throw new Error('demo stock lacks cars with and without checkout');
  return { reservable, other };
}

async function fillReserveForm(page: Page): Promise<void> {
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Reserve');
  await page.getByLabel('Email').fill('robin@example.com');
  await page.getByLabel('Postcode').fill('4163');
  await page.getByLabel(/^I understand the deposit is 100% refundable/).check();
}

/** The stock number the vehicle page shows, to find the car's card in search. */
async function stockNumberOf(page: Page): Promise<string> {
  const text =
    (await page
      .getByText(/^Stock number /)
      .first()
      .textContent()) ?? '';
  return text.replace('Stock number ', '').trim();
}

/** The car's card on the search page shows the Reserved tag. */
async function expectReservedCard(checked: CheckedPage, port: number, slug: string, stock: string) {
  await expect
    .poll(
      async () => {
        await visit(checked, urlOn(port, `/search?query=${encodeURIComponent(stock)}`));
        const card = checked.page.locator(
          `[data-slot="vehicle-card"]:has(a[href="/cars/${slug}"])`,
        );
        return (await card.count()) > 0 ? ((await card.first().textContent()) ?? '') : '';
      },
      { timeout: 10_000, interval: 500 },
    )
    .toContain('Reserved');
}

async function signInFromGate(checked: CheckedPage, dataDir: string, slug: string, phone: string) {
  const { page } = checked;
  await page.waitForURL('**/sign-in**');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/cars/${slug}/checkout`);
  const digits = phone.replace(/\D/g, '');
  await signInOnPage(checked, dataDir, phone, `+61${digits.slice(1)}`);
  await page.waitForURL(`**/cars/${slug}/checkout`);
  await page.getByRole('heading', { level: 1, name: /^Reserve the / }).waitFor();
}

describe('reserve a car online', () => {
  it('pay at the dealership: gated sign-in, confirmation page, Reserved tag, lead and confirmation delivered', async () => {
    const port = appPort();
    const dataDir = appDataDir();
    const { reservable, other } = await findCars(port);
    const [slug = ''] = reservable;
    const checked = await openPage(browser);
    const { page } = checked;
    // No Reserve button on a car without checkout.
    await visit(checked, urlOn(port, `/cars/${other}`));
    expect(await page.getByRole('link', { name: /^Reserve Car Now/ }).count()).toBe(0);

    await visit(checked, urlOn(port, `/cars/${slug}`));
    const stock = await stockNumberOf(page);
    await page
      .getByRole('link', { name: /^Reserve Car Now/ })
      .first()
      .click();
    await signInFromGate(checked, dataDir, slug, '0413 888 111');
    const checkoutPage = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(
      await page
        .getByText('No payment now: reserve now and pay the deposit at the dealership.')
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    // Mistakes are caught in the browser with the form's messages.
    await page.getByRole('button', { name: 'Reserve now, pay at the dealership' }).click();
    await page.locator('[data-slot="error-summary"]').waitFor();
    await fillReserveForm(page);
    await page.getByRole('button', { name: 'Reserve now, pay at the dealership' }).click();
    await page.waitForURL('**/reservations/**');
    const reservationUrl = page.url();
    await page.locator('[data-slot="reservation-held"]').waitFor();
    await expectAccessible(page);
    const reservationPage = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(await validate({ reservation: reservationPage, checkout: checkoutPage })).toEqual([]);

    await expectReservedCard(checked, port, slug, stock);
    await expectLeadEmail('Reserved online: ', 'to be paid at the dealership', stock);
    await expectLeadEmail('To: robin@example.com', 'Your reservation of the');

    // My Garage lists it; its page cancels it and the car is back on sale.
    await visit(checked, urlOn(port, '/my-garage'));
    const listed = page.locator('[data-slot="garage-reservations"] a');
    expect(await listed.getAttribute('href')).toBe(new URL(reservationUrl).pathname);
    await listed.click();
    await page.waitForURL(reservationUrl);
    await page.getByRole('button', { name: 'Cancel my reservation' }).click();
    await page.getByText('This reservation has ended. Nothing was charged.').waitFor();
    await expectAccessible(page);
    const html = await fetchText(urlOn(port, `/cars/${slug}`));
    expect(html).toContain(`href="/cars/${slug}/checkout"`);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  }, 180_000);

  describe('with card deposits through Stripe (the local Stripe test server)', () => {
    const apiKey = 'sk_test_forecourt_e2e_checkout';
    const webhookSecret = 'whsec_forecourt_e2e_checkout';
    let stripe: StripeTestServer;
    let app: TestServer;
    const port = appPort() + 7;

    beforeAll(async () => {
      stripe = await startStripeTestServer({
        apiKey,
        webhookSecret,
        webhookUrl: `http://127.0.0.1:${port}/api/checkout/stripe-webhook`,
      });
      app = await startTestServer(port, {
        STRIPE_SECRET_KEY: apiKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: stripe.url,
      });
    }, 180_000);
    afterAll(async () => {
      await app?.stop();
      await stripe?.close();
    });

    it('pays the deposit on the payment page, then the car is held and tagged Reserved', async () => {
      const { reservable } = await findCars(port);
      const [slug = ''] = reservable;
      const checked = await openPage(browser);
      const { page } = checked;
      await visit(checked, urlOn(port, `/cars/${slug}`));
      const stock = await stockNumberOf(page);
      await page
        .getByRole('link', { name: /^Reserve Car Now/ })
        .first()
        .click();
      await signInFromGate(checked, app.dataDir, slug, '0413 888 222');
      expect(
        await page.getByText("You pay by card on Stripe's secure payment page next.").count(),
      ).toBe(1);
      await fillReserveForm(page);
      await page.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ }).click();
      await page.waitForURL(`${stripe.url}/**`);
      await expectAccessible(page);
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL('**/reservations/**');
      const reservationUrl = page.url();
      await page.locator('[data-slot="reservation-held"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-slot="reservation-held"]').textContent()).toContain(
        'reserved for you until',
      );
      expect(await page.getByText(/paid by card/).count()).toBe(1);
      await expectAccessible(page);
      expect(stripe.sessions.size).toBe(1);
      expect(stripe.deliveries.map((delivery) => delivery.status)).toEqual([200]);
      await expectReservedCard(checked, port, slug, stock);
      // Cancelling refunds the deposit through Stripe.
      await visit(checked, reservationUrl);
      await page.getByRole('button', { name: 'Cancel my reservation' }).click();
      await page
        .getByText(/^This reservation has ended and your \$[\d,]+ deposit has been refunded\.$/)
        .waitFor();
      expect(stripe.refunds.size).toBe(1);
      expect(checked.errors).toEqual([]);
      await checked.context.close();
    }, 180_000);
  });
});
