import type { ReservationAnswer } from '@forecourt/core/checkout';
import { RESERVATION_MESSAGES } from '@forecourt/core/checkout';
import { getReservationByToken } from '@forecourt/db';
import { endReservation } from '@/server/checkout/end-reservation';
import { getDatabase } from '@/server/database';
import { handleJsonPost, json } from '@/server/http/json-route';
import { getPaymentProvider } from '@/server/payments/payment-runtime';

/**
 * POST /api/reservations/cancel {token} — the shopper cancels their reservation from its page
 * (the emailed link): the car goes back on sale and a paid deposit is refunded. The random
 * token is the authority, as the shopper may not be signed in.
 */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 1024,
      failure: {
        message: 'Your reservation could not be cancelled just now. Please try again.',
        log: 'reservation cancel failed',
      },
    },
    async (site, body) => {
      const token = (body as { token?: unknown } | null)?.token;
      const { db } = await getDatabase();
      const reservation =
        typeof token === 'string' && token.length <= 64
          ? await getReservationByToken(db, site.id, token)
          : null;
      if (!reservation)
        return json(
          { ok: false, message: RESERVATION_MESSAGES.unknown } satisfies ReservationAnswer,
          404,
        );
      const change = await endReservation(
        { db, provider: getPaymentProvider(), now: new Date() },
        reservation,
      );
      return change.kind === 'changed'
        ? json({ ok: true, message: RESERVATION_MESSAGES.cancelled } satisfies ReservationAnswer)
        : json(
            { ok: false, message: RESERVATION_MESSAGES.notCancellable } satisfies ReservationAnswer,
            409,
          );
    },
  );
}
