import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts/sign-in-rules';
import { getAccountDeps, isHttps } from '@/server/accounts/account-runtime';
import { sessionCookie } from '@/server/accounts/session-cookie';
import { signInWithCode } from '@/server/accounts/shopper-auth';
import {
  getApiSite,
  json,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/leads/api-response';

/** POST /api/account/verify-code {phone, code} — signs in, setting the session cookie. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  try {
    const answer = await signInWithCode(await getAccountDeps(request), site, body.value);
    const headers: Record<string, string> = answer.sessionToken
      ? { 'set-cookie': sessionCookie(answer.sessionToken, isHttps(request)) }
      : {};
    return json(answer.body, answer.status, headers);
  } catch (error) {
    return storageFailed(error, SIGN_IN_MESSAGES.sendFailed, {
      message: 'sign-in failed',
      siteId: site.id,
    });
  }
}
