import { LEAD_MESSAGES } from '@forecourt/core/leads/lead-messages';
import { toLeadOfferSnapshot } from '@forecourt/core/offers/offer';
import { getApiSession } from '@/server/accounts/account-runtime';
import { getDatabase } from '@/server/database';
import { getClientIp } from '@/server/http/client-ip';
import {
  getApiSite,
  json,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/http/json-route';
import { getFormSecret } from '@/server/leads/form-secret';
import { getSiteCar, getSiteLocations, getTradeInMakes } from '@/server/leads/lead-site-data';
import { submitLead } from '@/server/leads/submit-lead';
import { getSiteOfferById, getSiteOffers } from '@/server/offers';
import { getSiteOrigin } from '@/server/site-origin';

/**
 * POST /api/leads — every lead form submits here (spec 2 §7 Lead submission). Answers only
 * after the lead and its delivery jobs are committed: 201 (or 200 for a repeated idempotency
 * key) with the lead id; 4xx with a message (and field errors) for bad input; 403/415 for
 * another website's request; 503 if storage is unavailable, so the browser keeps the form and
 * retries with the same key.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const body = await readJsonBody(request, 64 * 1024);
  if (!body.ok) return body.response;
  const now = new Date();
  try {
    const { db } = await getDatabase();
    const [locations, tradeInMakes] = await Promise.all([
      getSiteLocations(site),
      getTradeInMakes(site),
    ]);
    const result = await submitLead(
      {
        db,
        site,
        locations,
        loadCar: (carId) => getSiteCar(site, carId),
        loadOffer: async (offerId) => {
          const offer = await getSiteOfferById(site, offerId);
          if (!offer) return null;
          const { makes } = await getSiteOffers(site);
          return toLeadOfferSnapshot(offer, makes, getSiteOrigin(site));
        },
        tradeInMakes,
        secret: getFormSecret(),
        now,
        ip: getClientIp(request.headers),
        userAgent: request.headers.get('user-agent') ?? '',
        origin: getSiteOrigin(site),
        shopper: await getApiSession(request, site),
      },
      body.value,
    );
    return json(result.body, result.status, result.headers);
  } catch (error) {
    return storageFailed(error, LEAD_MESSAGES.formFailed, {
      message: 'lead not stored',
      siteId: site.id,
    });
  }
}
