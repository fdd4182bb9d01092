import 'server-only';
import { getDatabase } from '../database.ts';
import { handleJsonPost, json, unlessFeature } from '../http/json-route.ts';
import { getApiSession } from './account-runtime.ts';
import { changeWatchlist } from './watchlist-change.ts';

/** The watchlist's routes on a site without one: 404 (issue 24 §3). */
export const unlessWatchlist = unlessFeature((site) => site.config.features.watchlist);

/** The shared handler of POST /api/watchlist/save-car and /remove-car (spec 1 §7). */
export function handleWatchlistChange(
  request: Request,
  params: Promise<{ host: string }>,
  action: 'save' | 'remove',
): Promise<Response> {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 1024,
      refuse: unlessWatchlist,
      failure: {
        message: 'The watchlist could not be updated. Please try again.',
        log: `watchlist ${action} failed`,
      },
    },
    async (site, body) => {
      const { db } = await getDatabase();
      const session = await getApiSession(request, site);
      const answer = await changeWatchlist({ db, now: new Date() }, site, session, body, action);
      return json(answer.body, answer.status);
    },
  );
}
