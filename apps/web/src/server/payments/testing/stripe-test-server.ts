import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { sendToSite } from '../../testing/send-to-site.ts';
import { type FormValue, parseFormBody } from './form-body.ts';
import {
  checkSessionRequest,
  newId,
  readMetadata,
  type TestCheckoutSession,
  type TestPaymentIntent,
  type TestRefund,
  unixSeconds,
} from './stripe-test-objects.ts';
import { renderNoticePage, renderPaymentPage } from './stripe-test-page.ts';

export type { TestCheckoutSession, TestPaymentIntent, TestRefund } from './stripe-test-objects.ts';

export interface StripeTestServerOptions {
  /** The secret key the app is configured with; any other bearer token gets Stripe's 401. */
  apiKey: string;
  /** Signs every webhook (the app's STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** The app's webhook endpoint, e.g. http://127.0.0.1:3406/api/checkout/stripe-webhook. */
  webhookUrl?: string;
  /**
   * Host header of webhook requests (the site's host, which picks the site). Default: the host
   * of the paid session's success URL, else the webhook URL's own host.
   */
  webhookHost?: string;
  /** Fixed port (default: any free one). */
  port?: number;
  /** After each refund, send `charge.refunded` as Stripe does (default: off). */
  sendRefundEvents?: boolean;
  /** The clock for expiry checks, `created` and webhook signature timestamps. */
  now?: () => Date;
}

export interface WebhookDelivery {
  event: Stripe.Event;
  /** The exact body sent and its Stripe-Signature header (tests replay or tamper with them). */
  payload: string;
  signature: string;
  /** The app's answer (0 when it could not be reached). */
  status: number;
  text: string;
}

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: string;
}

const MAX_BODY_BYTES = 1_000_000;

/**
 * A local stand-in for the few Stripe endpoints the adapter calls, spoken to over real HTTP by the
 * official SDK: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/refunds,
 * with Stripe's idempotency rules (same key and parameters → the first answer again; same key,
 * other parameters → 400). Stricter than Stripe in one way: a create without an Idempotency-Key
 * is refused. It also serves the hosted payment page at each session's `url`: 'Pay' marks the
 * session paid, sends a signed `checkout.session.completed` to the webhook URL (and waits for the
 * answer), then redirects to the success URL; 'Cancel' redirects to the cancel URL.
 */
export async function startStripeTestServer(options: StripeTestServerOptions) {
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, TestCheckoutSession>();
  const itemNames = new Map<string, string>();
  const paymentIntents = new Map<string, TestPaymentIntent>();
  const refunds = new Map<string, TestRefund>();
  /** Create requests received per Idempotency-Key, replays included. */
  const createCounts = new Map<string, number>();
  const stored = new Map<string, StoredResponse>();
  const deliveries: WebhookDelivery[] = [];
  const pending = new Set<Promise<unknown>>();
  let base = '';

  /** The site a webhook about this object goes to: its session's success-URL host. */
  function webhookHostFor(object: Record<string, unknown>): string | undefined {
    if (options.webhookHost) return options.webhookHost;
    const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : object.id;
    const intent = typeof intentId === 'string' ? paymentIntents.get(intentId) : undefined;
    const successUrl = intent ? sessions.get(intent.sessionId)?.success_url : object.success_url;
    return typeof successUrl === 'string' ? new URL(successUrl).host : undefined;
  }

  /** A Stripe-Signature header for these exact bytes (default: the webhook secret, now). */
  function sign(payload: string, signing: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing.secret ?? options.webhookSecret,
      timestamp: signing.timestamp ?? unixSeconds(now()),
    });
  }

  /** POSTs a body with a signature header to the webhook URL as is: replays and forgeries. */
  async function postWebhook(
    payload: string,
    signature: string | null,
    send: { host?: string } = {},
  ): Promise<{ status: number; text: string }> {
    if (!options.webhookUrl) return { status: 0, text: 'no webhook URL configured' };
    const url = new URL(options.webhookUrl);
    try {
      return await sendToSite(
        Number(url.port || 80),
        send.host ?? options.webhookHost ?? url.host,
        {
          method: 'POST',
          path: `${url.pathname}${url.search}`,
          body: payload,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            ...(signature === null ? {} : { 'stripe-signature': signature }),
          },
        },
      );
    } catch (error) {
      return { status: 0, text: error instanceof Error ? error.message : String(error) };
    }
  }

  async function sendEvent(
    type: string,
    object: Record<string, unknown>,
    send: { host?: string } = {},
  ): Promise<WebhookDelivery> {
    const created = unixSeconds(now());
    const event = {
      id: newId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    // Stripe sends events pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const signature = sign(payload, { timestamp: created });
    const host = send.host ?? webhookHostFor(object);
    const answer = await postWebhook(payload, signature, host ? { host } : {});
    const delivery = { event, payload, signature, ...answer };
    deliveries.push(delivery);
    return delivery;
  }

  function json(response: ServerResponse, status: number, body: unknown, replayed = false) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req_'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(text);
  }

  function stripeError(
    response: ServerResponse,
    status: number,
    type: string,
    message: string,
    extra: Record<string, string> = {},
  ) {
    json(response, status, { error: { type, message, ...extra } });
  }

  function html(response: ServerResponse, status: number, body: string) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  }

  function createSession(params: Record<string, FormValue>): [number, unknown] {
    const checked = checkSessionRequest(params, unixSeconds(now()));
    if (!checked.ok) {
      return [
        400,
        {
          error: { type: 'invalid_request_error', param: checked.param, message: checked.message },
        },
      ];
    }
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
      created: unixSeconds(now()),
      customer_email: request.customerEmail,
      expires_at: request.expiresAt,
      livemode: false,
      metadata: request.metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: request.successUrl,
      url: `${base}/checkout/pay/${id}`,
    };
    sessions.set(id, session);
    itemNames.set(id, request.itemName);
    intentData.set(id, {
      metadata: request.paymentIntentMetadata,
      description: request.paymentIntentDescription,
    });
    return [200, session];
  }
  const intentData = new Map<
    string,
    { metadata: Record<string, string>; description: string | null }
  >();

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
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${String(intentId)}'`,
          },
        },
      ];
    }
    const remaining = intent.amount - intent.amountRefunded;
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (remaining === 0) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${intent.latest_charge} has already been refunded.`,
          },
        },
      ];
    }
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            param: 'amount',
            message: `Refund amount (${String(params.amount)}) is greater than unrefunded amount on charge (${remaining})`,
          },
        },
      ];
    }
    const metadata = readMetadata(params.metadata) ?? {};
    const refund: TestRefund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: unixSeconds(now()),
      currency: intent.currency,
      metadata,
      payment_intent: intent.id,
      status: 'succeeded',
    };
    intent.amountRefunded += amount;
    refunds.set(refund.id, refund);
    if (options.sendRefundEvents) {
      const task = sendEvent('charge.refunded', chargeOf(intent));
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
    if (unixSeconds(now()) >= session.expires_at) throw new Error(`Test session ${id} has expired`);
    const data = intentData.get(id);
    const intent: TestPaymentIntent = {
      id: newId('pi_'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      created: unixSeconds(now()),
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
    return sendEvent('checkout.session.completed', { ...session });
  }

  /** Expires an open session as Stripe does at `expires_at` (or on the expire call). */
  async function expireSession(id: string): Promise<WebhookDelivery | null> {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such test session ${id}`);
    if (session.status !== 'open') return null;
    session.status = 'expired';
    session.url = null;
    return sendEvent('checkout.session.expired', { ...session });
  }

  function successUrlOf(session: TestCheckoutSession): string {
    return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }

  async function answerPage(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    body: string,
  ) {
    const session = sessions.get(id);
    if (!session) {
      html(response, 404, renderNoticePage('Payment page not found', 'No such checkout session.'));
      return;
    }
    if (session.status === 'complete') {
      response.writeHead(303, { location: successUrlOf(session) }).end();
      return;
    }
    if (session.status === 'expired' || unixSeconds(now()) >= session.expires_at) {
      html(
        response,
        410,
        renderNoticePage('This payment page has expired', 'Nothing was charged.'),
      );
      return;
    }
    if (request.method === 'GET') {
      html(
        response,
        200,
        renderPaymentPage({
          id,
          itemName: itemNames.get(id) ?? '',
          amountCents: session.amount_total,
          currency: session.currency,
          customerEmail: session.customer_email,
        }),
      );
      return;
    }
    const action = new URLSearchParams(body).get('action');
    if (action === 'cancel') {
      response.writeHead(303, { location: session.cancel_url ?? successUrlOf(session) }).end();
      return;
    }
    if (action !== 'pay') {
      html(response, 400, renderNoticePage('Unknown action', 'Choose Pay or Cancel.'));
      return;
    }
    await completeSession(id);
    response.writeHead(303, { location: successUrlOf(session) }).end();
  }

  function answerApi(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    body: string,
  ) {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
      return;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (request.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      if (session) json(response, 200, session);
      else {
        stripeError(
          response,
          404,
          'invalid_request_error',
          `No such checkout.session: '${retrieve[1]}'`,
          {
            code: 'resource_missing',
          },
        );
      }
      return;
    }
    const create =
      request.method === 'POST' && path === '/v1/checkout/sessions'
        ? createSession
        : request.method === 'POST' && path === '/v1/refunds'
          ? createRefund
          : null;
    if (!create) {
      stripeError(
        response,
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${path}).`,
      );
      return;
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') {
      stripeError(
        response,
        400,
        'invalid_request_error',
        'Test server: every create must carry an Idempotency-Key.',
      );
      return;
    }
    createCounts.set(key, (createCounts.get(key) ?? 0) + 1);
    const fingerprint = `${path}\n${body}`;
    const earlier = stored.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        stripeError(
          response,
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
        return;
      }
      json(response, earlier.status, earlier.body, true);
      return;
    }
    let params: Record<string, FormValue>;
    try {
      params = parseFormBody(body);
    } catch (error) {
      stripeError(
        response,
        400,
        'invalid_request_error',
        error instanceof Error ? error.message : 'Bad body',
      );
      return;
    }
    const [status, answer] = create(params);
    const text = JSON.stringify(answer);
    // Stripe keeps the result of a request that ran, not of one refused before it started.
    if (status === 200) stored.set(key, { fingerprint, status, body: text });
    json(response, status, text);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', base).pathname;
      const page = /^\/checkout\/pay\/([A-Za-z0-9_]+)$/.exec(path);
      const work = page?.[1]
        ? answerPage(request, response, page[1], body)
        : Promise.resolve(answerApi(request, response, path, body));
      work.catch((error: unknown) => {
        if (!response.headersSent) {
          stripeError(
            response,
            500,
            'api_error',
            error instanceof Error ? error.message : 'Test server error',
          );
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    /** The API base for STRIPE_API_BASE / `apiBase`. */
    url: base,
    port,
    sessions,
    paymentIntents,
    refunds,
    createCounts,
    deliveries,
    /** Signs and sends any event to the webhook URL (as Stripe would), and records it. */
    sendEvent,
    /** A Stripe-Signature header for a payload (another secret or an old timestamp: forgeries). */
    sign,
    /** Sends a body and signature header to the webhook URL unchanged (replays, forgeries). */
    postWebhook,
    completeSession,
    expireSession,
    async close() {
      await Promise.allSettled([...pending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeTestServer = Awaited<ReturnType<typeof startStripeTestServer>>;
