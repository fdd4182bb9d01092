import 'server-only';
import { getDatabase } from '../database.ts';
import {
  getApiSite,
  json,
  jsonError,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '../leads/api-response.ts';
import { getSiteIndex } from '../search/site-index-registry.ts';
import { getSearchUrlContext } from '../search/site-search.ts';
import { getApiSession } from './account-runtime.ts';
import { deleteShopperSearch, saveShopperSearch } from './saved-search-change.ts';

/** POST /api/saved-searches and /api/saved-searches/delete: saved searches live in My Garage. */
export async function handleSavedSearchChange(
  request: Request,
  params: Promise<{ host: string }>,
  action: 'save' | 'delete',
): Promise<Response> {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  if (!site.config.features.garage) return jsonError(404, 'Not found');
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok) return body.response;
  try {
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
            body.value,
          )
        : await deleteShopperSearch(db, target, session, body.value);
    return json(answer.body, answer.status);
  } catch (error) {
    return storageFailed(error, 'Your saved searches could not be updated. Please try again.', {
      message: `saved search ${action} failed`,
      siteId: site.id,
    });
  }
}
