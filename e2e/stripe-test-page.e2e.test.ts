import { startHttpReceiver } from '@forecourt/testing/receivers';
import {
  type StripeTestServer,
  startStripeTestServer,
} from '@forecourt/testing/stripe-test-server';
import { createStripeProvider } from '@forecourt/web/drivers';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import { expectAccessible, openPage } from './lib/page-checks.ts';

// The stand-in for Stripe's hosted payment page that the Stripe-mode reserve tests go through:
// it must itself be accessible, valid and work in a real browser.
const apiKey = 'sk_test_forecourt_e2e';
const webhookSecret = 'whsec_forecourt_e2e';

let browser: Browser;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let stripe: StripeTestServer;
const provider = () =>
  createStripeProvider({ secretKey: apiKey, webhookSecret, apiBase: stripe.url });

beforeAll(async () => {
  browser = await launchBrowser();
  // Stands in for both the app's webhook endpoint and its success and cancel pages.
  receiver = await startHttpReceiver(() => 200);
  stripe = await startStripeTestServer({
    apiKey,
    webhookSecret,
    webhookUrl: receiver.url('/api/checkout/stripe-webhook'),
  });
});

afterAll(async () => {
  await browser?.close();
  await stripe?.close();
  await receiver?.close();
});

function newSession(reservationId: number) {
  return provider().createDepositSession({
    reservationId,
    amountCents: 25_000,
    currency: 'aud',
    description: 'Refundable deposit: 2022 Toyota HiLux SR5',
    customerEmail: 'jo@example.com',
    successUrl: receiver.url('/done?session={CHECKOUT_SESSION_ID}'),
    cancelUrl: receiver.url('/cars/hilux/checkout'),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    idempotencyKey: `e2e-reservation-${reservationId}`,
  });
}

describe('the local Stripe test payment page', () => {
  it('is accessible and valid, and Pay sends a verified webhook before returning to the site', async () => {
    const session = await newSession(1);
    const checked = await openPage(browser);
    const response = await checked.page.goto(session.redirectUrl);
    expect(response?.status()).toBe(200);
    await expectAccessible(checked.page);
    expect(await validate({ 'stripe-test-page': await checked.page.content() })).toEqual([]);
    await checked.page.getByRole('button', { name: 'Pay $250.00' }).click();
    await checked.page.waitForURL(/\/done\?session=cs_test_/);
    expect(new URL(checked.page.url()).searchParams.get('session')).toBe(session.sessionId);
    const webhook = receiver.received.find(
      (entry) => entry.path === '/api/checkout/stripe-webhook',
    );
    const event = provider().parseWebhook(
      webhook?.body ?? '',
      String(webhook?.headers['stripe-signature']),
    );
    expect(event).toMatchObject({ kind: 'deposit-paid', reservationId: 1, amountCents: 25_000 });
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('Cancel returns to the cancel URL with nothing charged', async () => {
    const session = await newSession(2);
    const checked = await openPage(browser);
    await checked.page.goto(session.redirectUrl);
    await checked.page.getByRole('button', { name: 'Cancel' }).click();
    await checked.page.waitForURL(/\/cars\/hilux\/checkout$/);
    expect(stripe.sessions.get(session.sessionId)?.payment_status).toBe('unpaid');
    await checked.context.close();
  });
});
