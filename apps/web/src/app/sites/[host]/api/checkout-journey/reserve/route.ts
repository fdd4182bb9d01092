import { RESERVATION_MESSAGES } from '@forecourt/core/checkout';
import { findPurchaseJourney } from '@forecourt/db';
import { handleJourneyRequest } from '@/server/checkout/journey-route';
import { reserveFromJourney } from '@/server/checkout/reserve-from-journey';
import { handleJsonPost, unlessFeature } from '@/server/http/json-route';
import { getLogger } from '@/server/logger';
import { getPaymentProvider } from '@/server/payments/payment-runtime';
import { getSiteOrigin } from '@/server/site-origin';

/**
 * POST /api/checkout-journey/reserve {car_id, values: {terms_conditions}} — the journey's last
 * step (issue 15 §5): the deposit, exactly as /api/reservations takes it, with the journey's
 * details and its answers going to the dealer with the reservation.
 */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 4 * 1024,
      refuse: unlessFeature((site) => site.config.features.checkout.enabled),
      failure: {
        message: RESERVATION_MESSAGES.failed,
        log: 'journey reservation failed',
      },
    },
    (site, body) =>
      handleJourneyRequest(request, site, body, async ({ deps, car, session, owner, sources }) => {
        const log = getLogger().child({ component: 'reservations', siteId: site.id });
        return reserveFromJourney(
          {
            ...deps,
            provider: getPaymentProvider(),
            shopper: session,
            origin: getSiteOrigin(site),
            client: owner.client,
            log: (fields, message) => log.error(fields, message),
          },
          await findPurchaseJourney(deps.db, owner),
          car,
          sources,
          (body as { values?: unknown }).values,
        );
      }),
  );
}
