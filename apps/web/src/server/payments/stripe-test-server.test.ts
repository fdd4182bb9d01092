import { startHttpReceiver } from '@forecourt/testing/receivers';
import {
  type StripeTestServer,
  startStripeTestServer,
} from '@forecourt/testing/stripe-test-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider.ts';

const apiKey = 'sk_test_server_unit';
const webhookSecret = 'whsec_server_unit';

let server: StripeTestServer;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let sdk: Stripe;

beforeAll(async () => {
  receiver = await startHttpReceiver(() => 204);
  server = await startStripeTestServer({
    apiKey,
    webhookSecret,
    webhookUrl: receiver.url('/hooks/stripe'),
    sendRefundEvents: true,
  });
  const { hostname, port } = new URL(server.url);
  sdk = new Stripe(apiKey, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function sessionParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return {
    mode: 'payment' as const,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'aud', unit_amount: 20_000, product_data: { name: 'Deposit' } },
      },
    ],
    metadata: { reservation_id: '9' },
    success_url: 'http://southern-cross.localhost:3406/done',
    cancel_url: 'http://southern-cross.localhost:3406/back',
    expires_at: inAnHour(),
    ...overrides,
  };
}

describe('the local Stripe test server', () => {
  it('refuses a reused idempotency key with other parameters, as Stripe does', async () => {
    await sdk.checkout.sessions.create(sessionParams(), { idempotencyKey: 'conflict' });
    await expect(
      sdk.checkout.sessions.create(sessionParams({ metadata: { reservation_id: '10' } }), {
        idempotencyKey: 'conflict',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(server.createCounts.get('conflict')).toBe(2);
  });

  it('refuses a create without an Idempotency-Key (stricter than Stripe)', async () => {
    const answer = await fetch(`${server.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}` },
      body: new URLSearchParams({ mode: 'payment' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('refuses an expiry outside 30 minutes to 24 hours, as Stripe does', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const expires_at of [now + 600, now + 90_000]) {
      await expect(
        sdk.checkout.sessions.create(sessionParams({ expires_at }), {
          idempotencyKey: `expiry-${expires_at}`,
        }),
      ).rejects.toThrow(/between 30 minutes and 24 hours/);
    }
  });

  it("answers a retrieve and an unknown path in Stripe's shapes", async () => {
    const created = await sdk.checkout.sessions.create(sessionParams(), { idempotencyKey: 'get' });
    expect((await sdk.checkout.sessions.retrieve(created.id)).url).toBe(created.url);
    await expect(sdk.checkout.sessions.retrieve('cs_test_none')).rejects.toThrow(
      /No such checkout.session/,
    );
    await expect(sdk.customers.create({}, { idempotencyKey: 'c' })).rejects.toThrow(
      /Unrecognized request URL/,
    );
  });

  it('replays a delivery unchanged and signs forgeries on request', async () => {
    const provider = createStripeProvider({
      secretKey: apiKey,
      webhookSecret,
      apiBase: server.url,
    });
    const created = await sdk.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'replay',
    });
    const paid = await server.completeSession(created.id);
    const before = receiver.received.length;
    await server.postWebhook(paid?.payload ?? '', paid?.signature ?? null, {
      host: 'southern-cross.localhost:3406',
    });
    const replay = receiver.received.at(-1);
    expect(receiver.received.length).toBe(before + 1);
    expect(replay?.body).toBe(paid?.payload);
    expect(replay?.headers['stripe-signature']).toBe(paid?.signature);
    const old = server.sign(paid?.payload ?? '', {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => provider.parseWebhook(paid?.payload ?? '', old)).toThrow(/tolerance/);
    const forged = server.sign(paid?.payload ?? '', { secret: 'whsec_forged' });
    expect(() => provider.parseWebhook(paid?.payload ?? '', forged)).toThrow(/signature/);
    // An event about a payment intent goes to the site that took the payment.
    const intent = server.sessions.get(created.id)?.payment_intent;
    await server.sendEvent('payment_intent.succeeded', { id: intent, object: 'payment_intent' });
    expect(receiver.received.at(-1)?.headers.host).toBe('southern-cross.localhost:3406');
  });

  it('sends a signed charge.refunded after a refund, to the host of the site that took the payment', async () => {
    const provider = createStripeProvider({
      secretKey: apiKey,
      webhookSecret,
      apiBase: server.url,
    });
    const created = await sdk.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'refunded',
    });
    await server.completeSession(created.id);
    const paymentIntentId = server.sessions.get(created.id)?.payment_intent ?? '';
    await provider.refund({ paymentIntentId, amountCents: 5_000, idempotencyKey: 'r1' });
    await server.close(); // waits for the refund's webhook
    const [paid, refunded] = receiver.received.slice(-2);
    expect(paid?.headers.host).toBe('southern-cross.localhost:3406');
    expect(refunded?.headers.host).toBe('southern-cross.localhost:3406');
    expect(
      provider.parseWebhook(refunded?.body ?? '', String(refunded?.headers['stripe-signature'])),
    ).toMatchObject({ kind: 'refunded', paymentIntentId, amountCents: 5_000 });
  });
});
