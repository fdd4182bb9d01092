import 'server-only';
import { getDatabase } from '../database.ts';
import { handleJsonPost, json, unlessFeature } from '../http/json-route.ts';
import { getSiteIndex } from '../search/site-index-registry.ts';
import { getSearchUrlContext } from '../search/site-search.ts';
import { getApiSession } from './account-runtime.ts';
import { deleteShopperSearch, saveShopperSearch } from './saved-search-change.ts';

/** POST /api/saved-searches and /api/saved-searches/delete: saved searches live in My Garage. */
export function handleSavedSearchChange(
  request: Request,
  params: Promise<{ host: string }>,
  action: 'save' | 'delete',
): Promise<Response> {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 4 * 1024,
      refuse: unlessFeature((site) => site.config.features.garage),
      failure: {
        message: 'Your saved searches could not be updated. Please try again.',
        log: `saved search ${action} failed`,
      },
    },
    async (site, body) => {
      const { db } = await getDatabase();
      const session = await getApiSession(request, site);
      const target = { id: site.id, defaultSearchPath: site.config.search.defaultPath };
      const answer =
        action === 'save'
          ? await saveShopperSearch(
              db,
              target,
              session,
              await getSearchUrlContext(site, await getSiteIndex(site)),
              body,
            )
          : await deleteShopperSearch(db, target, session, body);
      return json(answer.body, answer.status);
    },
  );
}
