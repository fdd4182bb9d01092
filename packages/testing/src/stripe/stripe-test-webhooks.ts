import Stripe from 'stripe';
import { sendToSite } from '../send-to-site.ts';
import { newId, unixSeconds } from './stripe-test-objects.ts';

export interface WebhookDelivery {
  event: Stripe.Event;
  /** The exact body sent and its Stripe-Signature header (tests replay or tamper with them). */
  payload: string;
  signature: string;
  /** The app's answer (0 when it could not be reached). */
  status: number;
  text: string;
}

/**
 * Signed webhook deliveries to the app, as Stripe makes them: the event pretty-printed, a
 * Stripe-Signature header made with the SDK's own `generateTestHeaderString`, POSTed with the
 * site's host in the Host header (node:http: fetch cannot set Host).
 */
export function createWebhookSender(options: {
  webhookSecret: string;
  webhookUrl?: string;
  webhookHost?: string;
  now: () => Date;
  /** The site host a webhook about this object goes to, when it can be told. */
  hostFor: (object: Record<string, unknown>) => string | undefined;
}) {
  const deliveries: WebhookDelivery[] = [];

  /** A Stripe-Signature header for these exact bytes (default: the webhook secret, now). */
  function sign(payload: string, signing: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing.secret ?? options.webhookSecret,
      timestamp: signing.timestamp ?? unixSeconds(options.now()),
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
    const host = send.host ?? options.webhookHost ?? url.host;
    try {
      return await sendToSite(Number(url.port || 80), host, {
        method: 'POST',
        path: `${url.pathname}${url.search}`,
        body: payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
      });
    } catch (error) {
      return { status: 0, text: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Signs and sends an event about `object` (as Stripe would), and records the delivery. */
  async function sendEvent(
    type: string,
    object: Record<string, unknown>,
    send: { host?: string } = {},
  ): Promise<WebhookDelivery> {
    const created = unixSeconds(options.now());
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
    const host = send.host ?? options.webhookHost ?? options.hostFor(object);
    const answer = await postWebhook(payload, signature, host ? { host } : {});
    const delivery = { event, payload, signature, ...answer };
    deliveries.push(delivery);
    return delivery;
  }

  return { deliveries, sign, postWebhook, sendEvent };
}
