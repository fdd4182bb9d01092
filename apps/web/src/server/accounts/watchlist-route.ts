import 'server-only';
import { getDatabase } from '../database.ts';
import {
  getApiSite,
  json,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '../leads/api-response.ts';
import { getApiSession } from './account-runtime.ts';
import { changeWatchlist } from './watchlist-change.ts';

/** The shared handler of POST /api/watchlist/save-car and /remove-car (spec 1 §7). */
export async function handleWatchlistChange(
  request: Request,
  params: Promise<{ host: string }>,
  action: 'save' | 'remove',
): Promise<Response> {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  try {
    const { db } = await getDatabase();
    const session = await getApiSession(request, site);
    const answer = await changeWatchlist(
      { db, now: new Date() },
      site,
      session,
      body.value,
      action,
    );
    return json(answer.body, answer.status);
  } catch (error) {
    return storageFailed(error, 'The watchlist could not be updated. Please try again.', {
      message: `watchlist ${action} failed`,
      siteId: site.id,
    });
  }
}
