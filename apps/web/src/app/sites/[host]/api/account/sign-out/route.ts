import { deleteShopperSession } from '@forecourt/db';
import { isHttps } from '@/server/accounts/account-runtime';
import { unlessShopperAccounts } from '@/server/accounts/gate';
import {
  clearedSessionCookie,
  hashSessionToken,
  readSessionToken,
} from '@/server/accounts/session-cookie';
import { getDatabase } from '@/server/database';
import {
  getApiSite,
  json,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/http/json-route';

/** POST /api/account/sign-out — ends this session (the cookie and its stored row). */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'none');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const refusal = unlessShopperAccounts(site);
  if (refusal) return refusal;
  const token = readSessionToken(request.headers.get('cookie'));
  try {
    if (token)
      await deleteShopperSession((await getDatabase()).db, site.id, hashSessionToken(token));
  } catch (error) {
    return storageFailed(error, 'Signing out failed. Please try again.', {
      message: 'sign-out failed',
      siteId: site.id,
    });
  }
  return json({ success: true }, 200, { 'set-cookie': clearedSessionCookie(isHttps(request)) });
}
