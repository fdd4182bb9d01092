import { listLocationsForDealerships } from '@forecourt/db';
import { getGatedApiShopper } from '@/server/accounts/gate';
import { reserveCar } from '@/server/checkout/reserve-car';
import { getDatabase } from '@/server/database';
import {
  getApiSite,
  json,
  jsonError,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/leads/api-response';
import { getClientIp } from '@/server/leads/client-ip';
import { getFormSecret } from '@/server/leads/form-secret';
import { hashIp } from '@/server/leads/form-token';
import { getClientNetwork } from '@/server/leads/rate-limit';
import { getLogger } from '@/server/logger';
import { getPaymentProvider } from '@/server/payments/payment-runtime';
import { getOriginFromHeaders } from '@/server/request-origin';

/**
 * POST /api/reservations {car_id, values} — reserve a car (issue 15): 201 with the payment page
 * or the reservation page, 409 when someone else holds it (with similar cars), 400 with field
 * errors. Gated like the checkout page when the site gates checkout.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  if (!site.config.features.checkout.enabled) return jsonError(404, 'Not found');
  const gate = await getGatedApiShopper(request, site, 'checkout');
  if (gate.refusal) return gate.refusal;
  const body = await readJsonBody(request, 8 * 1024);
  if (!body.ok) return body.response;
  const log = getLogger().child({ component: 'reservations', siteId: site.id });
  try {
    const { db } = await getDatabase();
    const answer = await reserveCar(
      {
        db,
        site,
        locations: await listLocationsForDealerships(db, site.dealershipIds),
        provider: getPaymentProvider(),
        shopper: gate.session,
        origin: getOriginFromHeaders(request.headers),
        client: hashIp(getFormSecret(), getClientNetwork(getClientIp(request.headers))),
        now: new Date(),
        log: (fields, message) => log.error(fields, message),
      },
      body.value,
    );
    return json(answer.body, answer.status);
  } catch (error) {
    return storageFailed(error, 'Your reservation could not be made just now. Please try again.', {
      message: 'reservation failed',
      siteId: site.id,
    });
  }
}
