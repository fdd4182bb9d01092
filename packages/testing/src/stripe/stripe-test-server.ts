import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormValue, parseFormBody } from './form-body.ts';
import { createTestAccount } from './stripe-test-account.ts';
import { newId, type TestCheckoutSession, unixSeconds } from './stripe-test-objects.ts';
import { renderNoticePage, renderPaymentPage } from './stripe-test-page.ts';
import { createWebhookSender } from './stripe-test-webhooks.ts';

export type { TestCheckoutSession, TestPaymentIntent, TestRefund } from './stripe-test-objects.ts';
export type { WebhookDelivery } from './stripe-test-webhooks.ts';

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
  /** Create requests received per Idempotency-Key, replays included. */
  const createCounts = new Map<string, number>();
  const stored = new Map<string, StoredResponse>();
  let base = '';

  const { deliveries, sign, postWebhook, sendEvent } = createWebhookSender({
    ...options,
    now,
    hostFor: (object) => account.webhookHostFor(object),
  });
  const account = createTestAccount({
    now,
    baseUrl: () => base,
    sendEvent,
    sendRefundEvents: options.sendRefundEvents ?? false,
  });
  const { sessions, paymentIntents, refunds, completeSession, expireSession } = account;

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
          itemName: account.itemNames.get(id) ?? '',
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
        ? account.createSession
        : request.method === 'POST' && path === '/v1/refunds'
          ? account.createRefund
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
      if (!page && !path.startsWith('/v1/')) {
        html(response, 404, renderNoticePage('Not found', 'Nothing is served here.'));
        return;
      }
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
      await Promise.allSettled([...account.pending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeTestServer = Awaited<ReturnType<typeof startStripeTestServer>>;
