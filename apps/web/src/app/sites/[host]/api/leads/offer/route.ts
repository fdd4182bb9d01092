import { LEAD_MESSAGES } from '@forecourt/core/leads/lead-messages';
import { acceptTradeInOffer } from '@forecourt/db';
import { z } from 'zod';
import { getDatabase } from '@/server/database';
import {
  getApiSite,
  json,
  jsonError,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/http/json-route';

const acceptanceSchema = z.strictObject({
  leadId: z.number().int().positive().max(2_147_483_647),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
});

/**
 * POST /api/leads/offer — the shopper accepts the instant trade-in offer: records
 * offer_accepted and tells the dealer (spec 2 §3, §7). The form's idempotency key proves the
 * lead is theirs; accepting twice is fine.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const body = await readJsonBody(request, 4096);
  if (!body.ok) return body.response;
  const parsed = acceptanceSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, LEAD_MESSAGES.badRequest);
  try {
    const { db } = await getDatabase();
    const outcome = await acceptTradeInOffer(db, {
      siteId: site.id,
      ...parsed.data,
      now: new Date(),
    });
    if (outcome === 'not-found') return jsonError(404, 'We could not find that valuation.');
    if (outcome === 'no-offer')
      return jsonError(409, 'This valuation has no online offer to accept.');
    return json({ ok: true, offerAccepted: true });
  } catch (error) {
    return storageFailed(error, LEAD_MESSAGES.unexpected, {
      message: 'offer acceptance not stored',
      siteId: site.id,
    });
  }
}
