import type { AccountAnswer } from '@forecourt/core/accounts';
import { getApiSession } from '@/server/accounts/account-runtime';
import { listWatchedIds } from '@/server/accounts/watchlist-change';
import { unlessWatchlist } from '@/server/accounts/watchlist-route';
import { getDatabase } from '@/server/database';
import { getApiSite, json, siteNotFound, storageFailed } from '@/server/http/json-route';

/**
 * GET /api/watchlist — whether the shopper is signed in on this site and the ids they watch
 * ({signed_in: false} when not), so cached pages can show each Save button's state.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const refusal = unlessWatchlist(site);
  if (refusal) return refusal;
  try {
    const session = await getApiSession(request, site);
    if (!session) return json({ ok: true, signed_in: false, car_ids: [] } satisfies AccountAnswer);
    const { db } = await getDatabase();
    return json({
      ok: true,
      signed_in: true,
      car_ids: await listWatchedIds(db, site, session),
    } satisfies AccountAnswer);
  } catch (error) {
    return storageFailed(error, 'The watchlist could not be read. Please try again.', {
      message: 'watchlist read failed',
      siteId: site.id,
    });
  }
}
