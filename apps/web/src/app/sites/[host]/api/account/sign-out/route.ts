import type { AccountAnswer } from '@forecourt/core/accounts';
import { deleteShopperSession } from '@forecourt/db';
import { isHttps } from '@/server/accounts/account-runtime';
import { unlessShopperAccounts } from '@/server/accounts/gate';
import {
  clearedSessionCookie,
  hashSessionToken,
  readSessionToken,
} from '@/server/accounts/session-cookie';
import { getDatabase } from '@/server/database';
import { handleJsonPost, json } from '@/server/http/json-route';

/** POST /api/account/sign-out — ends this session (the cookie and its stored row). */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const failure = { message: 'Signing out failed. Please try again.', log: 'sign-out failed' };
  const options = { maxBytes: null, refuse: unlessShopperAccounts, failure };
  return handleJsonPost(request, params, options, async (site) => {
    const token = readSessionToken(request.headers.get('cookie'));
    if (token)
      await deleteShopperSession((await getDatabase()).db, site.id, hashSessionToken(token));
    return json({ ok: true } satisfies AccountAnswer, 200, {
      'set-cookie': clearedSessionCookie(isHttps(request)),
    });
  });
}
