import { PaymentWebhookError } from '@forecourt/core/checkout';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider.ts';

const apiKey = 'sk_test_forecourt_unit';
const webhookSecret = 'whsec_forecourt_unit_secret';
// Reading a webhook makes no API call: no server is needed here.
const provider = createStripeProvider({ secretKey: apiKey, webhookSecret });

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: options.timestamp,
  });
}

function eventBody(type: string, object: Record<string, unknown>, id = `evt_${type}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object },
    created: 1,
    livemode: false,
  });
}

const paidSession = {
  id: 'cs_test_1',
  object: 'checkout.session',
  payment_status: 'paid',
  status: 'complete',
  payment_intent: 'pi_1',
  amount_total: 20_000,
  currency: 'aud',
  metadata: { reservation_id: '7' },
};

describe('parseWebhook refuses what Stripe did not send', () => {
  const payload = eventBody('checkout.session.completed', paidSession);

  it('reads a genuine event, and a replay of it as the same event id', () => {
    const header = sign(payload);
    const first = provider.parseWebhook(payload, header);
    expect(first).toMatchObject({
      kind: 'deposit-paid',
      reservationId: 7,
      paymentIntentId: 'pi_1',
    });
    expect(provider.parseWebhook(payload, header).eventId).toBe(first.eventId);
  });

  it.each([
    ['a missing header', () => [payload, null] as const],
    ['an empty header', () => [payload, ''] as const],
    ['a garbled header', () => [payload, 'nonsense'] as const],
    ['another secret', () => [payload, sign(payload, { secret: 'whsec_someone_else' })] as const],
    ['a tampered body', () => [payload.replace('20000', '1'), sign(payload)] as const],
    [
      'a body signed for another event',
      () => [payload, sign(eventBody('charge.refunded', {}))] as const,
    ],
    [
      'a timestamp older than 300 seconds',
      () => [payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })] as const,
    ],
  ])('refuses %s', (_name, make) => {
    const [body, header] = make();
    expect(() => provider.parseWebhook(body, header)).toThrow(PaymentWebhookError);
  });

  it('accepts an event 299 seconds old and honours a configured tolerance and clock', () => {
    const timestamp = Math.floor(Date.now() / 1000) - 299;
    expect(provider.parseWebhook(payload, sign(payload, { timestamp })).kind).toBe('deposit-paid');
    const later = new Date('2027-02-01T00:00:00Z');
    const pinned = createStripeProvider({
      secretKey: apiKey,
      webhookSecret,
      webhookToleranceSeconds: 60,
      now: () => later,
    });
    const at = later.getTime() / 1000;
    expect(pinned.parseWebhook(payload, sign(payload, { timestamp: at - 59 })).kind).toBe(
      'deposit-paid',
    );
    expect(() => pinned.parseWebhook(payload, sign(payload, { timestamp: at - 61 }))).toThrow(
      PaymentWebhookError,
    );
    // Signed now, but this provider's clock is months ahead: too old.
    expect(() => pinned.parseWebhook(payload, sign(payload))).toThrow(PaymentWebhookError);
  });

  it('refuses a correctly signed body that is not JSON', () => {
    expect(() => provider.parseWebhook('not json', sign('not json'))).toThrow(PaymentWebhookError);
  });
});

describe('parseWebhook maps event types', () => {
  const read = (type: string, object: Record<string, unknown>) => {
    const body = eventBody(type, object, `evt_${Math.random().toString(36).slice(2)}`);
    return provider.parseWebhook(body, sign(body));
  };

  it('maps expiry and refunds', () => {
    expect(
      read('checkout.session.expired', { ...paidSession, payment_status: 'unpaid' }),
    ).toMatchObject({
      kind: 'deposit-expired',
      sessionId: 'cs_test_1',
      reservationId: 7,
    });
    expect(
      read('charge.refunded', { id: 'ch_1', payment_intent: 'pi_1', amount_refunded: 20_000 }),
    ).toMatchObject({
      kind: 'refunded',
      paymentIntentId: 'pi_1',
      amountCents: 20_000,
    });
    for (const type of ['refund.created', 'refund.updated', 'charge.refund.updated']) {
      expect(
        read(type, {
          id: 're_1',
          payment_intent: { id: 'pi_2' },
          amount: 500,
          status: 'succeeded',
        }),
      ).toMatchObject({
        kind: 'refunded',
        paymentIntentId: 'pi_2',
        amountCents: 500,
      });
    }
    expect(
      read('checkout.session.async_payment_succeeded', {
        ...paidSession,
        payment_intent: { id: 'pi_9' },
      }),
    ).toMatchObject({ kind: 'deposit-paid', paymentIntentId: 'pi_9' });
  });

  it('ignores what a reservation does not act on', () => {
    const ignored = [
      read('payment_intent.succeeded', { id: 'pi_1' }),
      read('checkout.session.completed', {
        ...paidSession,
        payment_status: 'unpaid',
        payment_intent: null,
      }),
      read('checkout.session.completed', { ...paidSession, metadata: {} }),
      read('refund.created', {
        id: 're_1',
        payment_intent: 'pi_1',
        amount: 500,
        status: 'pending',
      }),
      read('refund.failed', { id: 're_1', payment_intent: 'pi_1', amount: 500, status: 'failed' }),
      read('charge.refunded', { id: 'ch_1', payment_intent: null, amount_refunded: 100 }),
    ];
    for (const event of ignored) expect(event.kind).toBe('ignored');
    expect(ignored[0]).toMatchObject({ type: 'payment_intent.succeeded' });
  });

  it.each([
    [
      'a reservation id that is not a positive integer',
      { ...paidSession, metadata: { reservation_id: '7; drop' } },
    ],
    ['a zero reservation id', { ...paidSession, metadata: { reservation_id: '0' } }],
    ['a paid session without a payment intent', { ...paidSession, payment_intent: null }],
    ['a paid session without an amount', { ...paidSession, amount_total: null }],
    ['a paid session in another currency', { ...paidSession, currency: 'usd' }],
    ['a fractional amount', { ...paidSession, amount_total: 200.5 }],
    ['no session id', { ...paidSession, id: undefined }],
  ])('refuses %s', (_name, object) => {
    expect(() => read('checkout.session.completed', object)).toThrow(PaymentWebhookError);
  });

  it('refuses an expired session with malformed metadata', () => {
    expect(() =>
      read('checkout.session.expired', { ...paidSession, metadata: { reservation_id: '-3' } }),
    ).toThrow(PaymentWebhookError);
  });
});
