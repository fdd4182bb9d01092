import type { LeadAnswer } from '@forecourt/core/leads';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { toLeadOfferSnapshot } from '@forecourt/core/offers';
import { getApiSession } from '@/server/accounts/account-runtime';
import { getDatabase } from '@/server/database';
import { getClientIp } from '@/server/http/client-ip';
import { handleJsonPost, json } from '@/server/http/json-route';
import { getFormSecret } from '@/server/leads/form-secret';
import { submitLead } from '@/server/leads/submit-lead';
import { getTradeInMakes } from '@/server/leads/trade-in-makes';
import { getSiteOfferById, getSiteOffers } from '@/server/offers';
import { getSiteCarById } from '@/server/site/site-cars';
import { getSiteLocations } from '@/server/site/site-locations';
import { getSiteOrigin } from '@/server/site-origin';

/**
 * POST /api/leads — every lead form submits here (spec 2 §7 Lead submission). Answers only
 * after the lead and its delivery jobs are committed: 201 (or 200 for a repeated idempotency
 * key) with the lead id; 4xx with a message (and field errors) for bad input; 403/415 for
 * another website's request; 503 if storage is unavailable, so the browser keeps the form and
 * retries with the same key.
 */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const failure = { message: LEAD_MESSAGES.formFailed, log: 'lead not stored' };
  return handleJsonPost(request, params, { maxBytes: 64 * 1024, failure }, async (site, body) => {
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
        loadCar: (carId) => getSiteCarById(site, carId),
        loadOffer: async (offerId) => {
          const offer = await getSiteOfferById(site, offerId);
          if (!offer) return null;
          const { makes } = await getSiteOffers(site);
          return toLeadOfferSnapshot(offer, makes, getSiteOrigin(site));
        },
        tradeInMakes,
        secret: getFormSecret(),
        now: new Date(),
        ip: getClientIp(request.headers),
        userAgent: request.headers.get('user-agent') ?? '',
        origin: getSiteOrigin(site),
        shopper: await getApiSession(request, site),
      },
      body,
    );
    return json(result.body satisfies LeadAnswer, result.status, result.headers);
  });
}
