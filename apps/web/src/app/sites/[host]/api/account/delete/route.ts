import type { AccountAnswer } from '@forecourt/core/accounts';
import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts';
import { deleteShopperUser } from '@forecourt/db';
import { getApiSession, isHttps } from '@/server/accounts/account-runtime';
import { unlessShopperAccounts } from '@/server/accounts/gate';
import { clearedSessionCookie } from '@/server/accounts/session-cookie';
import { getDatabase } from '@/server/database';
import { handleJsonPost, json, jsonError } from '@/server/http/json-route';

/** POST /api/account/delete — erases the signed-in shopper's account and data on this site. */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const failure = {
    message: 'Deleting your account failed. Please try again.',
    log: 'account not deleted',
  };
  const options = { maxBytes: null, refuse: unlessShopperAccounts, failure };
  return handleJsonPost(request, params, options, async (site) => {
    const session = await getApiSession(request, site);
    if (!session) return jsonError(401, SIGN_IN_MESSAGES.signedOut);
    await deleteShopperUser((await getDatabase()).db, site.id, session.userId, new Date());
    return json({ ok: true } satisfies AccountAnswer, 200, {
      'set-cookie': clearedSessionCookie(isHttps(request)),
    });
  });
}
