import { type PaymentEvent, PaymentWebhookError } from '@forecourt/core/checkout';
import type Stripe from 'stripe';
import { z } from 'zod';

// Only the fields we act on; Stripe adds fields to its objects in every API version.
const expandable = z.union([z.string().min(1), z.object({ id: z.string().min(1) })]);

const checkoutSession = z.object({
  id: z.string().min(1),
  payment_status: z.string(),
  payment_intent: expandable.nullable().optional(),
  amount_total: z.number().int().nonnegative().nullable().optional(),
  currency: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

const charge = z.object({
  payment_intent: expandable.nullable().optional(),
  amount_refunded: z.number().int().nonnegative(),
});

const refund = z.object({
  payment_intent: expandable.nullable().optional(),
  amount: z.number().int().nonnegative(),
  status: z.string().nullable().optional(),
});

const RESERVATION_ID = /^[1-9][0-9]{0,14}$/;

function idOf(value: z.infer<typeof expandable> | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function parseObject<T extends z.ZodType>(schema: T, event: Stripe.Event): z.infer<T> {
  const result = schema.safeParse(event.data.object);
  if (!result.success) {
    const where = result.error.issues[0]?.path.join('.') || 'object';
    throw new PaymentWebhookError(
      `Stripe event ${event.id} (${event.type}) has a malformed ${where}`,
    );
  }
  return result.data;
}

/**
 * Our reservation id from a session's metadata: null when the session is not one of ours (no
 * `reservation_id`: another integration on the dealer's Stripe account); a value that is there
 * but not a positive integer is an error, never a guess.
 */
function reservationIdOf(
  event: Stripe.Event,
  metadata: Record<string, string> | null | undefined,
): number | null {
  const raw = metadata?.reservation_id;
  if (raw === undefined) return null;
  if (!RESERVATION_ID.test(raw)) {
    throw new PaymentWebhookError(`Stripe event ${event.id} has a malformed reservation_id`);
  }
  return Number(raw);
}

function ignored(event: Stripe.Event): PaymentEvent {
  return { kind: 'ignored', eventId: event.id, type: event.type };
}

/**
 * A verified Stripe event reduced to what a reservation acts on. A paid Checkout Session is
 * `deposit-paid` (amount in cents from `amount_total`); an expired one `deposit-expired`;
 * `charge.refunded` (cumulative `amount_refunded`) and a succeeded `refund.*` (that refund's
 * amount) are `refunded`; anything else is `ignored`. A malformed object throws
 * `PaymentWebhookError`.
 */
export function readStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = parseObject(checkoutSession, event);
      const reservationId = reservationIdOf(event, session.metadata);
      // 'unpaid' completes a session whose delayed payment is still on its way (not for cards).
      if (reservationId === null || session.payment_status !== 'paid') return ignored(event);
      const paymentIntentId = idOf(session.payment_intent);
      if (!paymentIntentId || session.amount_total == null || session.currency !== 'aud') {
        throw new PaymentWebhookError(
          `Stripe event ${event.id}: a paid session needs a payment intent and an AUD amount`,
        );
      }
      return {
        kind: 'deposit-paid',
        eventId: event.id,
        sessionId: session.id,
        paymentIntentId,
        reservationId,
        amountCents: session.amount_total,
      };
    }
    case 'checkout.session.expired': {
      const session = parseObject(checkoutSession, event);
      const reservationId = reservationIdOf(event, session.metadata);
      if (reservationId === null) return ignored(event);
      return { kind: 'deposit-expired', eventId: event.id, sessionId: session.id, reservationId };
    }
    case 'charge.refunded': {
      const refunded = parseObject(charge, event);
      const paymentIntentId = idOf(refunded.payment_intent);
      if (!paymentIntentId) return ignored(event);
      return {
        kind: 'refunded',
        eventId: event.id,
        paymentIntentId,
        amountCents: refunded.amount_refunded,
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'charge.refund.updated': {
      const done = parseObject(refund, event);
      const paymentIntentId = idOf(done.payment_intent);
      // A pending, failed or cancelled refund has not returned the money.
      if (!paymentIntentId || done.status !== 'succeeded') return ignored(event);
      return { kind: 'refunded', eventId: event.id, paymentIntentId, amountCents: done.amount };
    }
    default:
      return ignored(event);
  }
}
