import type { AccountAnswer } from '@forecourt/core/accounts';
import { getGarageData } from '@/server/accounts/garage';
import { getGatedApiShopper } from '@/server/accounts/gate';
import { listWatchedIds } from '@/server/accounts/watchlist-change';
import { getDatabase } from '@/server/database';
import { getApiSite, json, jsonError, siteNotFound, storageFailed } from '@/server/http/json-route';

/** GET /api/my-garage — the signed-in shopper's garage on this site (gated: 401 signed out). */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  if (!site.config.features.garage) return jsonError(404, 'Not found');
  try {
    const { session, refusal } = await getGatedApiShopper(request, site, 'garage');
    if (refusal) return refusal;
    if (!session) return json({ ok: true, signed_in: false } satisfies AccountAnswer);
    const { db } = await getDatabase();
    const [garage, watched] = await Promise.all([
      getGarageData(site, session),
      listWatchedIds(db, site, session),
    ]);
    return json({ ok: true, signed_in: true, ...garage, car_ids: watched } satisfies AccountAnswer);
  } catch (error) {
    return storageFailed(error, 'Your garage could not be read. Please try again.', {
      message: 'garage read failed',
      siteId: site.id,
    });
  }
}
