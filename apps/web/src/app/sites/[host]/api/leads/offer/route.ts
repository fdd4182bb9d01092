import type { OfferAcceptanceAnswer } from '@forecourt/core/leads';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { acceptTradeInOffer } from '@forecourt/db';
import { z } from 'zod';
import { getDatabase } from '@/server/database';
import { handleJsonPost, json, jsonError } from '@/server/http/json-route';

const acceptanceSchema = z.strictObject({
  leadId: z.number().int().positive().max(2_147_483_647),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
});

/**
 * POST /api/leads/offer — the shopper accepts the instant trade-in offer: records
 * offer_accepted and tells the dealer (spec 2 §3, §7). The form's idempotency key proves the
 * lead is theirs; accepting twice is fine.
 */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const failure = { message: LEAD_MESSAGES.unexpected, log: 'offer acceptance not stored' };
  return handleJsonPost(request, params, { maxBytes: 4096, failure }, async (site, body) => {
    const parsed = acceptanceSchema.safeParse(body);
    if (!parsed.success) return jsonError(400, LEAD_MESSAGES.badRequest);
    const { db } = await getDatabase();
    const outcome = await acceptTradeInOffer(db, {
      siteId: site.id,
      ...parsed.data,
      now: new Date(),
    });
    if (outcome === 'not-found') return jsonError(404, 'We could not find that valuation.');
    if (outcome === 'no-offer')
      return jsonError(409, 'This valuation has no online offer to accept.');
    return json({ ok: true, offerAccepted: true } satisfies OfferAcceptanceAnswer);
  });
}
