import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts/sign-in-rules';
import { deleteShopperUser } from '@forecourt/db';
import { getApiSession, isHttps } from '@/server/accounts/account-runtime';
import { unlessShopperAccounts } from '@/server/accounts/gate';
import { clearedSessionCookie } from '@/server/accounts/session-cookie';
import { getDatabase } from '@/server/database';
import {
  getApiSite,
  json,
  jsonError,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/http/json-route';

/** POST /api/account/delete — erases the signed-in shopper's account and data on this site. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'none');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const refusal = unlessShopperAccounts(site);
  if (refusal) return refusal;
  try {
    const session = await getApiSession(request, site);
    if (!session) return jsonError(401, SIGN_IN_MESSAGES.signedOut, { success: false });
    await deleteShopperUser((await getDatabase()).db, site.id, session.userId);
  } catch (error) {
    return storageFailed(error, 'Deleting your account failed. Please try again.', {
      message: 'account not deleted',
      siteId: site.id,
    });
  }
  return json({ success: true }, 200, { 'set-cookie': clearedSessionCookie(isHttps(request)) });
}
