import {
  isPaymentWebhookError,
  type PaymentProvider,
  PaymentWebhookError,
} from '@forecourt/core/checkout';
import type { Db } from '@forecourt/db';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { handlePaymentWebhook } from './payment-webhook.ts';

const apiKey = 'sk_test_forecourt_webhook_copies';
const webhookSecret = 'whsec_forecourt_webhook_copies';

/**
 * The provider as a Next production build has it: made once per process (instrumentation) by
 * another bundle, that is, from other copies of the modules than the route handler's.
 */
async function providerFromAnotherBundle(): Promise<PaymentProvider> {
  vi.resetModules();
  const copy = await import('../payments/stripe-provider.ts');
  return copy.createStripeProvider({ secretKey: apiKey, webhookSecret });
}

// A refused webhook never reaches the database: any use of it fails the test loudly.
const noDatabase = new Proxy({} as Db, {
  get: () => {
    throw new Error('a refused webhook must not touch the database');
  },
});

const paid = JSON.stringify({
  id: 'evt_copies',
  object: 'event',
  type: 'checkout.session.completed',
  created: 1,
  livemode: false,
  data: {
    object: {
      id: 'cs_test_copies',
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_copies',
      amount_total: 20_000,
      currency: 'aud',
      metadata: { reservation_id: '7' },
    },
  },
});
const sign = (payload: string, secret = webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('isPaymentWebhookError', () => {
  it('recognises the error from another copy of its module, where instanceof does not', async () => {
    vi.resetModules();
    const copy = await import('@forecourt/core/checkout');
    const foreign = new copy.PaymentWebhookError('refused');
    expect(foreign instanceof PaymentWebhookError).toBe(false);
    expect(isPaymentWebhookError(foreign)).toBe(true);
    expect(isPaymentWebhookError(new Error('refused'))).toBe(false);
    expect(isPaymentWebhookError({ code: 'other' })).toBe(false);
    expect(isPaymentWebhookError(null)).toBe(false);
  });
});

/** Each refusal the issue replayed: a body and its Stripe-Signature header. */
const refused: [string, () => [string, string | null]][] = [
  ['no signature', () => [paid, null]],
  ['another secret', () => [paid, sign(paid, 'whsec_someone_else')]],
  ['a tampered body', () => [paid.replace('20000', '1'), sign(paid)]],
  [
    'a stale timestamp',
    () => [
      paid,
      Stripe.webhooks.generateTestHeaderString({
        payload: paid,
        secret: webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 301,
      }),
    ],
  ],
  ...['__proto__', '1e3', '-1', '07'].map((id): [string, () => [string, string]] => [
    `reservation_id ${id}`,
    () => {
      const body = paid.replace('"reservation_id":"7"', `"reservation_id":${JSON.stringify(id)}`);
      return [body, sign(body)];
    },
  ]),
];

describe('handlePaymentWebhook with a provider from another bundle', () => {
  it.each(refused)('answers 400 to %s and logs it once', async (_name, make) => {
    const [body, signature] = make();
    const logged: string[] = [];
    const answer = await handlePaymentWebhook(
      {
        db: noDatabase,
        provider: await providerFromAnotherBundle(),
        now: new Date(),
        announceHold: async () => {
          throw new Error('a refused webhook must not announce a hold');
        },
        log: (_fields, message) => logged.push(message),
      },
      body,
      signature,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.received).toBe(false);
    expect(logged).toEqual(['payment webhook refused']);
  });
});
