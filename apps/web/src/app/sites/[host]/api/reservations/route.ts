import type { ReservationAnswer } from '@forecourt/core/checkout';
import { RESERVATION_MESSAGES } from '@forecourt/core/checkout';
import { listLocationsForDealerships } from '@forecourt/db';
import { getGatedApiShopper } from '@/server/accounts/gate';
import { reserveCar } from '@/server/checkout/reserve-car';
import { getDatabase } from '@/server/database';
import { getClientKey } from '@/server/http/client-key';
import { handleJsonPost, json, unlessFeature } from '@/server/http/json-route';
import { getLogger } from '@/server/logger';
import { getPaymentProvider } from '@/server/payments/payment-runtime';
import { getSiteOrigin } from '@/server/site-origin';

/**
 * POST /api/reservations {car_id, values} — reserve a car (issue 15): 201 with the payment page
 * or the reservation page, 409 when someone else holds it (with similar cars), 400 with field
 * errors. Gated like the checkout page when the site gates checkout.
 */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 8 * 1024,
      refuse: unlessFeature((site) => site.config.features.checkout.enabled),
      failure: {
        message: RESERVATION_MESSAGES.failed,
        log: 'reservation failed',
      },
    },
    async (site, body) => {
      const gate = await getGatedApiShopper(request, site, 'checkout');
      if (gate.refusal) return gate.refusal;
      const log = getLogger().child({ component: 'reservations', siteId: site.id });
      const { db } = await getDatabase();
      const answer = await reserveCar(
        {
          db,
          site,
          locations: await listLocationsForDealerships(db, site.dealershipIds),
          provider: getPaymentProvider(),
          shopper: gate.session,
          origin: getSiteOrigin(site),
          client: getClientKey(request.headers),
          now: new Date(),
          log: (fields, message) => log.error(fields, message),
        },
        body,
      );
      return json(answer.body satisfies ReservationAnswer, answer.status);
    },
  );
}
