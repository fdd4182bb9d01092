import type { DepositSessionRequest, PaymentProvider } from '@forecourt/core/checkout';
import { startHttpReceiver } from '@forecourt/testing/receivers';
import {
  type StripeTestServer,
  startStripeTestServer,
} from '@forecourt/testing/stripe-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clampCheckoutExpiry, createStripeProvider } from './stripe-provider.ts';

const apiKey = 'sk_test_forecourt_unit';
const webhookSecret = 'whsec_forecourt_unit_secret';

let stripeServer: StripeTestServer;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let provider: PaymentProvider;

beforeAll(async () => {
  receiver = await startHttpReceiver(() => 200);
  stripeServer = await startStripeTestServer({
    apiKey,
    webhookSecret,
    webhookUrl: receiver.url('/api/checkout/stripe-webhook'),
    webhookHost: 'harbour-ford.localhost',
  });
  provider = createStripeProvider({ secretKey: apiKey, webhookSecret, apiBase: stripeServer.url });
});

afterAll(async () => {
  await stripeServer?.close();
  await receiver?.close();
});

let nextReservation = 100;
function depositRequest(overrides: Partial<DepositSessionRequest> = {}): DepositSessionRequest {
  const reservationId = nextReservation++;
  return {
    reservationId,
    amountCents: 20_000,
    currency: 'aud',
    description: 'Refundable deposit: 2021 Ford Ranger XLT',
    customerEmail: 'sam@example.com',
    successUrl:
      'https://harbour-ford.example/cars/ranger/checkout/done?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://harbour-ford.example/cars/ranger/checkout',
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    idempotencyKey: `reservation-${reservationId}-deposit`,
    ...overrides,
  };
}

/** Pays a session through the hosted test page, as the shopper's browser would. */
async function payOnHostedPage(redirectUrl: string) {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pay $200.00');
  return fetch(redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay' }),
    redirect: 'manual',
  });
}

function paidIntents(): number {
  return [...stripeServer.sessions.values()].filter((session) => session.payment_intent).length;
}

describe('createDepositSession', () => {
  it('creates one Checkout Session in cents with the reservation in its metadata', async () => {
    const request = depositRequest();
    const session = await provider.createDepositSession(request);
    expect(session.sessionId).toMatch(/^cs_test_/);
    const stored = stripeServer.sessions.get(session.sessionId);
    expect(stored).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      amount_total: 20_000,
      currency: 'aud',
      customer_email: 'sam@example.com',
      client_reference_id: String(request.reservationId),
      metadata: { reservation_id: String(request.reservationId) },
      allowed_payment_method_types: ['card'],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      payment_status: 'unpaid',
    });
    expect(session.redirectUrl).toBe(stored?.url);
  });

  it('sends the same idempotency key on a retry and gets the same session, never a second', async () => {
    const request = depositRequest();
    const before = stripeServer.sessions.size;
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => provider.createDepositSession(request)),
    );
    const later = await provider.createDepositSession(request);
    const first = concurrent[0];
    expect(new Set([...concurrent, later].map((session) => session.sessionId))).toEqual(
      new Set([first?.sessionId]),
    );
    expect(stripeServer.createCounts.get(request.idempotencyKey)).toBe(21);
    expect(stripeServer.sessions.size).toBe(before + 1);
  });

  it('leaves out the email when there is none and keeps the payment intent metadata', async () => {
    const request = depositRequest({ customerEmail: null, amountCents: 12_345 });
    const session = await provider.createDepositSession(request);
    const stored = stripeServer.sessions.get(session.sessionId);
    expect(stored?.customer_email).toBeNull();
    expect(stored?.amount_total).toBe(12_345);
    const paid = await stripeServer.completeSession(session.sessionId);
    const intent = stripeServer.paymentIntents.get(
      stripeServer.sessions.get(session.sessionId)?.payment_intent ?? '',
    );
    expect(paid?.status).toBe(200);
    expect(intent?.metadata).toEqual({ reservation_id: String(request.reservationId) });
    expect(intent?.description).toBe(request.description);
  });

  it('clamps an expiry Stripe would refuse into its 30 minute to 24 hour window', async () => {
    const soon = await provider.createDepositSession(
      depositRequest({ expiresAt: new Date(Date.now() + 5 * 60 * 1000) }),
    );
    const late = await provider.createDepositSession(
      depositRequest({ expiresAt: new Date(Date.now() + 72 * 60 * 60 * 1000) }),
    );
    const nowSeconds = Date.now() / 1000;
    expect(stripeServer.sessions.get(soon.sessionId)?.expires_at).toBeGreaterThanOrEqual(
      nowSeconds + 1800,
    );
    expect(stripeServer.sessions.get(late.sessionId)?.expires_at).toBeLessThanOrEqual(
      nowSeconds + 86_400,
    );
  });

  it("refuses a wrong secret key with Stripe's authentication error", async () => {
    const wrong = createStripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret,
      apiBase: stripeServer.url,
    });
    await expect(wrong.createDepositSession(depositRequest())).rejects.toThrow(/Invalid API Key/);
  });

  it('refuses an amount that is not a positive number of cents before calling Stripe', async () => {
    await expect(
      provider.createDepositSession(depositRequest({ amountCents: 200.5 })),
    ).rejects.toThrow(RangeError);
  });
});

describe('clampCheckoutExpiry', () => {
  const now = new Date('2026-11-24T00:00:10Z');
  const seconds = (date: Date) => date.getTime() / 1000;

  it('keeps a time inside the window', () => {
    const wanted = new Date('2026-11-24T02:00:00Z');
    expect(clampCheckoutExpiry(wanted, now)).toBe(seconds(wanted));
  });

  it('moves a too-early time to at least 31 minutes ahead, the same for a retry moments later', () => {
    const wanted = new Date('2026-11-24T00:10:00Z');
    const clamped = clampCheckoutExpiry(wanted, now);
    expect(clamped).toBeGreaterThanOrEqual(seconds(now) + 31 * 60);
    expect(clamped).toBeLessThanOrEqual(seconds(now) + 36 * 60);
    expect(clampCheckoutExpiry(wanted, new Date(now.getTime() + 20_000))).toBe(clamped);
  });

  it('moves a too-late time to under 24 hours ahead', () => {
    const clamped = clampCheckoutExpiry(new Date('2026-11-27T00:00:00Z'), now);
    expect(clamped).toBeLessThanOrEqual(seconds(now) + 24 * 3600 - 60);
    expect(clamped).toBeGreaterThan(seconds(now) + 23 * 3600);
  });
});

describe('refund', () => {
  it('refunds a paid deposit by payment intent, once per idempotency key', async () => {
    const session = await provider.createDepositSession(depositRequest());
    await stripeServer.completeSession(session.sessionId);
    const paymentIntentId = stripeServer.sessions.get(session.sessionId)?.payment_intent ?? '';
    const request = {
      paymentIntentId,
      amountCents: 20_000,
      idempotencyKey: `refund-${paymentIntentId}`,
    };
    const first = await provider.refund(request);
    const again = await provider.refund(request);
    expect(first.refundId).toMatch(/^re_/);
    expect(again.refundId).toBe(first.refundId);
    expect(stripeServer.refunds.get(first.refundId)).toMatchObject({
      object: 'refund',
      amount: 20_000,
      payment_intent: paymentIntentId,
      status: 'succeeded',
    });
    expect(
      [...stripeServer.refunds.values()].filter((r) => r.payment_intent === paymentIntentId),
    ).toHaveLength(1);
    // A new key cannot take the money back twice.
    await expect(provider.refund({ ...request, idempotencyKey: 'another' })).rejects.toThrow(
      /already been refunded/,
    );
  });

  it('refuses an unknown payment intent', async () => {
    await expect(
      provider.refund({
        paymentIntentId: 'pi_unknown',
        amountCents: 100,
        idempotencyKey: 'refund-unknown',
      }),
    ).rejects.toThrow(/No such payment_intent/);
  });
});

describe('hosted payment page and webhook', () => {
  it('pays, sends a signed checkout.session.completed the adapter reads, then returns to the site', async () => {
    const request = depositRequest();
    const session = await provider.createDepositSession(request);
    const answer = await payOnHostedPage(session.redirectUrl);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      request.successUrl.replace('{CHECKOUT_SESSION_ID}', session.sessionId),
    );
    const delivered = receiver.received.at(-1);
    expect(delivered?.headers.host).toBe('harbour-ford.localhost');
    const signature = delivered?.headers['stripe-signature'];
    expect(typeof signature).toBe('string');
    const event = provider.parseWebhook(delivered?.body ?? '', signature as string);
    const paymentIntentId = stripeServer.sessions.get(session.sessionId)?.payment_intent;
    expect(event).toEqual({
      kind: 'deposit-paid',
      eventId: expect.stringMatching(/^evt_/),
      sessionId: session.sessionId,
      paymentIntentId,
      reservationId: request.reservationId,
      amountCents: 20_000,
    });
    // Paying again (a double click, the back button) sends no second event.
    const count = receiver.received.length;
    const again = await fetch(session.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(receiver.received.length).toBe(count);
    expect(stripeServer.paymentIntents.size).toBe(paidIntents());
  });

  it('shows the line item as text, never as markup', async () => {
    const session = await provider.createDepositSession(
      depositRequest({ description: 'Refundable deposit: <img src=x onerror=alert(1)> Ranger' }),
    );
    const html = await (await fetch(session.redirectUrl)).text();
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; Ranger');
    expect(html).not.toContain('<img');
  });

  it('Cancel returns to the cancel URL and charges nothing', async () => {
    const request = depositRequest();
    const session = await provider.createDepositSession(request);
    const answer = await fetch(session.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(request.cancelUrl);
    expect(stripeServer.sessions.get(session.sessionId)?.payment_status).toBe('unpaid');
  });

  it('expiring a session sends checkout.session.expired, read as deposit-expired', async () => {
    const request = depositRequest();
    const session = await provider.createDepositSession(request);
    const delivery = await stripeServer.expireSession(session.sessionId);
    expect(provider.parseWebhook(delivery?.payload ?? '', delivery?.signature ?? null)).toEqual({
      kind: 'deposit-expired',
      eventId: delivery?.event.id,
      sessionId: session.sessionId,
      reservationId: request.reservationId,
    });
    expect((await fetch(session.redirectUrl)).status).toBe(410);
  });
});
