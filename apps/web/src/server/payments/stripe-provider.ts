import {
  type DepositSession,
  type DepositSessionRequest,
  type PaymentProvider,
  PaymentWebhookError,
  type RefundRequest,
} from '@forecourt/core/checkout';
import Stripe from 'stripe';
import { readStripeEvent } from './stripe-event.ts';

export interface StripeProviderConfig {
  /** `sk_live_…` / `sk_test_…` (or a restricted `rk_…` key); never logged. */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Another API address instead of https://api.stripe.com (the local test server). */
  apiBase?: string;
  /** Oldest webhook timestamp accepted, in seconds (Stripe's default: 300). */
  webhookToleranceSeconds?: number;
  /** The clock for expiry clamping and webhook age; tests pin it. */
  now?: () => Date;
}

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes or later than 24 hours. */
export const CHECKOUT_MIN_LIFETIME_SECONDS = 30 * 60;
export const CHECKOUT_MAX_LIFETIME_SECONDS = 24 * 60 * 60;
// Our clock and Stripe's differ and the request takes time: stay a minute inside both limits.
const LIFETIME_MARGIN_SECONDS = 60;
// A clamped time is rounded to whole 5 minutes so that a retry moments later sends the same
// parameters: Stripe refuses a reused idempotency key whose parameters differ.
const CLAMP_STEP_SECONDS = 5 * 60;

/**
 * When the payment page stops taking payment, in Unix seconds: the requested time, or, outside
 * the window Stripe accepts, the nearest whole 5 minutes inside it (at least 31 minutes and at
 * most 23 h 59 min from now). A reservation pending for less than 30 minutes still gets a page
 * that lives 31 or more: it must refuse (and refund) a payment that arrives after it lapsed, as
 * it must for any late webhook.
 */
export function clampCheckoutExpiry(expiresAt: Date, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  const earliest = nowSeconds + CHECKOUT_MIN_LIFETIME_SECONDS + LIFETIME_MARGIN_SECONDS;
  const latest = nowSeconds + CHECKOUT_MAX_LIFETIME_SECONDS - LIFETIME_MARGIN_SECONDS;
  if (wanted < earliest) return Math.ceil(earliest / CLAMP_STEP_SECONDS) * CLAMP_STEP_SECONDS;
  if (wanted > latest) return Math.floor(latest / CLAMP_STEP_SECONDS) * CLAMP_STEP_SECONDS;
  return wanted;
}

/** The SDK's `host`/`port`/`protocol` options for an API base such as http://127.0.0.1:4242. */
export function stripeAddressOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** The `PaymentProvider` for Stripe Checkout (hosted payment page), on the official SDK. */
export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const now = config.now ?? (() => new Date());
  const tolerance = config.webhookToleranceSeconds ?? 300;
  const stripe = new Stripe(config.secretKey, {
    ...stripeAddressOptions(config.apiBase),
    // Every create carries our idempotency key, so a retried request cannot charge twice.
    maxNetworkRetries: 2,
    // A shopper is waiting on the answer: fail within seconds rather than the SDK's 80.
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Forecourt' },
  });

  return {
    name: 'stripe',

    async createDepositSession(request: DepositSessionRequest): Promise<DepositSession> {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        throw new RangeError(
          `A deposit must be a positive number of cents (${request.amountCents})`,
        );
      }
      const metadata = { reservation_id: String(request.reservationId) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // A deposit is a card payment settled at once; delayed methods would leave a hold
          // waiting days for money that may never come.
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: String(request.reservationId),
          metadata,
          payment_intent_data: { metadata, description: request.description },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: clampCheckoutExpiry(request.expiresAt, now()),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, redirectUrl: session.url };
    },

    async refund(request: RefundRequest): Promise<{ refundId: string }> {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },

    parseWebhook(rawBody: string, signatureHeader: string | null) {
      if (!signatureHeader) throw new PaymentWebhookError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          config.webhookSecret,
          tolerance,
          undefined,
          now().getTime(),
        );
      } catch (error) {
        // The SDK's first line says which check failed (signature, timestamp); it holds no secret.
        const reason = error instanceof Error ? error.message.split('\n')[0]?.trim() : undefined;
        throw new PaymentWebhookError(`Stripe webhook refused: ${reason || 'unreadable event'}`);
      }
      return readStripeEvent(event);
    },
  };
}
