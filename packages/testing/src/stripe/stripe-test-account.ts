import type { FormValue } from './form-body.ts';
import {
  checkSessionRequest,
  newId,
  readMetadata,
  type TestCheckoutSession,
  type TestPaymentIntent,
  type TestRefund,
  unixSeconds,
} from './stripe-test-objects.ts';
import type { WebhookDelivery } from './stripe-test-webhooks.ts';

/** Stripe's answer to a request it refused: 400 with an `invalid_request_error` body. */
function invalid(message: string, fields: { param?: string; code?: string }): [number, unknown] {
  return [400, { error: { type: 'invalid_request_error', message, ...fields } }];
}

/**
 * The test Stripe account's objects and what happens to them: sessions created, paid and
 * expired, payment intents, refunds. Creates answer `[status, body]` as the API would.
 */
export function createTestAccount(options: {
  now: () => Date;
  baseUrl: () => string;
  sendEvent: (type: string, object: Record<string, unknown>) => Promise<WebhookDelivery>;
  sendRefundEvents: boolean;
}) {
  const sessions = new Map<string, TestCheckoutSession>();
  const itemNames = new Map<string, string>();
  /** What `payment_intent_data` asked for, applied when the session is paid. */
  const intentData = new Map<
    string,
    { metadata: Record<string, string>; description: string | null }
  >();
  const paymentIntents = new Map<string, TestPaymentIntent>();
  const refunds = new Map<string, TestRefund>();
  /** Webhooks still being sent (close waits for them). */
  const pending = new Set<Promise<unknown>>();

  /** The site a webhook about this object goes to: its session's success-URL host. */
  function webhookHostFor(object: Record<string, unknown>): string | undefined {
    const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : object.id;
    const intent = typeof intentId === 'string' ? paymentIntents.get(intentId) : undefined;
    const successUrl = intent ? sessions.get(intent.sessionId)?.success_url : object.success_url;
    return typeof successUrl === 'string' ? new URL(successUrl).host : undefined;
  }

  function createSession(params: Record<string, FormValue>): [number, unknown] {
    const checked = checkSessionRequest(params, unixSeconds(options.now()));
    if (!checked.ok) return invalid(checked.message, { param: checked.param });
    const request = checked.value;
    const id = newId('cs_test_');
    const session: TestCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: request.amountCents,
      amount_total: request.amountCents,
      currency: request.currency,
      allowed_payment_method_types: request.allowedPaymentMethodTypes,
      cancel_url: request.cancelUrl,
      client_reference_id: request.clientReferenceId,
      created: unixSeconds(options.now()),
      customer_email: request.customerEmail,
      expires_at: request.expiresAt,
      livemode: false,
      metadata: request.metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: request.successUrl,
      url: `${options.baseUrl()}/checkout/pay/${id}`,
    };
    sessions.set(id, session);
    itemNames.set(id, request.itemName);
    intentData.set(id, {
      metadata: request.paymentIntentMetadata,
      description: request.paymentIntentDescription,
    });
    return [200, session];
  }

  function chargeOf(intent: TestPaymentIntent) {
    return {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: intent.amountRefunded,
      currency: intent.currency,
      livemode: false,
      metadata: intent.metadata,
      paid: true,
      payment_intent: intent.id,
      refunded: intent.amountRefunded >= intent.amount,
      status: 'succeeded',
    };
  }

  function createRefund(params: Record<string, FormValue>): [number, unknown] {
    const intentId = params.payment_intent;
    const intent = typeof intentId === 'string' ? paymentIntents.get(intentId) : undefined;
    if (!intent) {
      return invalid(`No such payment_intent: '${String(intentId)}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    }
    const remaining = intent.amount - intent.amountRefunded;
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (remaining === 0) {
      return invalid(`Charge ${intent.latest_charge} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
      return invalid(
        `Refund amount (${String(params.amount)}) is greater than unrefunded amount on charge (${remaining})`,
        { param: 'amount' },
      );
    }
    const metadata = readMetadata(params.metadata) ?? {};
    const refund: TestRefund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: unixSeconds(options.now()),
      currency: intent.currency,
      metadata,
      payment_intent: intent.id,
      status: 'succeeded',
    };
    intent.amountRefunded += amount;
    refunds.set(refund.id, refund);
    if (options.sendRefundEvents) {
      const task = options.sendEvent('charge.refunded', chargeOf(intent));
      pending.add(task);
      void task.finally(() => pending.delete(task));
    }
    return [200, refund];
  }

  /** Pays an open session as the hosted page's 'Pay' does; a second call changes nothing. */
  async function completeSession(id: string): Promise<WebhookDelivery | null> {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such test session ${id}`);
    if (session.status !== 'open') return null;
    if (unixSeconds(options.now()) >= session.expires_at)
      throw new Error(`Test session ${id} has expired`);
    const data = intentData.get(id);
    const intent: TestPaymentIntent = {
      id: newId('pi_'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      created: unixSeconds(options.now()),
      description: data?.description ?? null,
      latest_charge: newId('ch_'),
      livemode: false,
      metadata: data?.metadata ?? {},
      status: 'succeeded',
      sessionId: id,
      amountRefunded: 0,
    };
    paymentIntents.set(intent.id, intent);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intent.id;
    return options.sendEvent('checkout.session.completed', { ...session });
  }

  /** Expires an open session as Stripe does at `expires_at` (or on the expire call). */
  async function expireSession(id: string): Promise<WebhookDelivery | null> {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such test session ${id}`);
    if (session.status !== 'open') return null;
    session.status = 'expired';
    session.url = null;
    return options.sendEvent('checkout.session.expired', { ...session });
  }

  return {
    sessions,
    itemNames,
    paymentIntents,
    refunds,
    pending,
    webhookHostFor,
    createSession,
    createRefund,
    completeSession,
    expireSession,
  };
}
