import type { AccountAnswer } from '@forecourt/core/accounts';
import {
  cleanSavedSearchName,
  deleteSavedSearchBodySchema,
  MAX_SAVED_SEARCHES,
  readSearchPagePath,
  SAVED_SEARCH_MESSAGES,
  SIGN_IN_MESSAGES,
  saveSearchBodySchema,
} from '@forecourt/core/accounts';
import {
  buildSearchUrl,
  parseSearchUrl,
  type SearchUrlContext,
  withDefaultPath,
  withPage,
} from '@forecourt/core/search';
import {
  type Db,
  deleteSavedSearch,
  listSavedSearches,
  type SavedSearch,
  type ShopperSession,
  saveSearch,
} from '@forecourt/db';

export interface SavedSearchAnswer {
  status: number;
  body: AccountAnswer & { saved_searches?: SavedSearch[] };
}

interface SavedSearchSite {
  id: number;
  defaultSearchPath: string;
}

const refuse = (status: number, message: string): SavedSearchAnswer => ({
  status,
  body: { ok: false, message },
});

/**
 * Saves the search a shopper is looking at (issue 14 §6) under its canonical URL — page one,
 * parameters in the search page's own form — so it opens the same results later and the same
 * search saved twice is one entry. The session decides whose it is.
 */
export async function saveShopperSearch(
  db: Db,
  site: SavedSearchSite,
  session: ShopperSession | null,
  context: SearchUrlContext,
  body: unknown,
): Promise<SavedSearchAnswer> {
  if (!session) return refuse(401, SIGN_IN_MESSAGES.signedOut);
  const input = saveSearchBodySchema.safeParse(body);
  if (!input.success) return refuse(400, SAVED_SEARCH_MESSAGES.badSearch);
  const name = cleanSavedSearchName(input.data.name);
  if (!name) return refuse(400, SAVED_SEARCH_MESSAGES.badName);
  const page = readSearchPagePath(input.data.path);
  if (!page) return refuse(400, SAVED_SEARCH_MESSAGES.badSearch);
  const parsed = parseSearchUrl(
    withDefaultPath(page.segments, page.query, site.defaultSearchPath),
    page.query,
    context,
  );
  if (parsed.kind !== 'ok') return refuse(400, SAVED_SEARCH_MESSAGES.badSearch);
  const path = buildSearchUrl(withPage(parsed.state, 1), context);
  const saved = await saveSearch(db, {
    siteId: site.id,
    userId: session.userId,
    name,
    path,
    max: MAX_SAVED_SEARCHES,
  });
  if (saved === 'full') return refuse(409, SAVED_SEARCH_MESSAGES.full);
  return {
    status: saved === 'saved' ? 201 : 200,
    body: {
      ok: true,
      message: SAVED_SEARCH_MESSAGES.saved,
      saved_searches: await listSavedSearches(db, site.id, session.userId),
    },
  };
}

/** Deletes one of the shopper's saved searches; another shopper's id is a 404, never a delete. */
export async function deleteShopperSearch(
  db: Db,
  site: SavedSearchSite,
  session: ShopperSession | null,
  body: unknown,
): Promise<SavedSearchAnswer> {
  if (!session) return refuse(401, SIGN_IN_MESSAGES.signedOut);
  const input = deleteSavedSearchBodySchema.safeParse(body);
  if (!input.success) return refuse(400, SAVED_SEARCH_MESSAGES.notFound);
  if (!(await deleteSavedSearch(db, site.id, session.userId, input.data.id))) {
    return refuse(404, SAVED_SEARCH_MESSAGES.notFound);
  }
  return {
    status: 200,
    body: { ok: true, saved_searches: await listSavedSearches(db, site.id, session.userId) },
  };
}
