import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts';
import { getAccountDeps, isHttps, toAccountSite } from '@/server/accounts/account-runtime';
import { unlessShopperAccounts } from '@/server/accounts/gate';
import { sessionCookie } from '@/server/accounts/session-cookie';
import { signInWithCode } from '@/server/accounts/shopper-auth';
import { getClientIp } from '@/server/http/client-ip';
import { handleJsonPost, json } from '@/server/http/json-route';

/** POST /api/account/verify-code {phone, code} — signs in, setting the session cookie. */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 1024,
      refuse: unlessShopperAccounts,
      failure: { message: SIGN_IN_MESSAGES.sendFailed, log: 'sign-in failed' },
    },
    async (site, body) => {
      const answer = await signInWithCode(
        await getAccountDeps(),
        toAccountSite(site),
        body,
        getClientIp(request.headers),
      );
      return json(answer.body, answer.status, {
        ...answer.headers,
        ...(answer.sessionToken
          ? { 'set-cookie': sessionCookie(answer.sessionToken, isHttps(request)) }
          : {}),
      });
    },
  );
}
