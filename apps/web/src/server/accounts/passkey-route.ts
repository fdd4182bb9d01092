import 'server-only';
import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts/sign-in-rules';
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
import { getFormSecret } from '../leads/form-secret.ts';
import { getOriginFromHeaders } from '../request-origin.ts';
import type { Site } from '../site.ts';
import { getApiSession, isHttps } from './account-runtime.ts';
import {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  type RelyingParty,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys.ts';
import { sessionCookie } from './session-cookie.ts';
import {
  challengeCookie,
  clearedChallengeCookie,
  readChallengeCookie,
} from './webauthn-challenge.ts';

/** The site's own host is the passkey's relying party: a passkey works on its site only. */
function relyingParty(request: Request, site: Site): RelyingParty {
  const origin = getOriginFromHeaders(request.headers);
  return { id: new URL(origin).hostname, origin, name: site.name };
}

type Step = 'register-options' | 'register' | 'sign-in-options' | 'sign-in';

/** The four passkey calls: options then verification, for adding one and for signing in. */
export async function handlePasskeyStep(
  request: Request,
  params: Promise<{ host: string }>,
  step: Step,
): Promise<Response> {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const body = await readJsonBody(request, 16 * 1024);
  if (!body.ok) return body.response;
  const secure = isHttps(request);
  const rp = relyingParty(request, site);
  try {
    const deps = {
      db: (await getDatabase()).db,
      secret: getFormSecret(),
      now: new Date(),
      origin: getOriginFromHeaders(request.headers),
    };
    const sealed = readChallengeCookie(request.headers.get('cookie'));
    if (step === 'sign-in-options') {
      const started = await startPasskeySignIn(deps, site, rp);
      return json(started.options, 200, { 'set-cookie': challengeCookie(started.sealed, secure) });
    }
    if (step === 'sign-in') {
      const answer = await finishPasskeySignIn(deps, site, rp, body.value, sealed);
      const headers = new Headers({ 'cache-control': 'no-store' });
      headers.append('set-cookie', clearedChallengeCookie(secure));
      if (answer.sessionToken)
        headers.append('set-cookie', sessionCookie(answer.sessionToken, secure));
      return Response.json(answer.body, { status: answer.status, headers });
    }
    const session = await getApiSession(request, site);
    if (!session) return jsonError(401, SIGN_IN_MESSAGES.signedOut, { success: false });
    if (step === 'register-options') {
      const started = await startPasskeyRegistration(deps, site, session, rp);
      return json(started.options, 200, { 'set-cookie': challengeCookie(started.sealed, secure) });
    }
    const answer = await finishPasskeyRegistration(deps, site, session, rp, body.value, sealed);
    return json(answer.body, answer.status, { 'set-cookie': clearedChallengeCookie(secure) });
  } catch (error) {
    return storageFailed(error, 'Passkeys are unavailable just now. Please try again.', {
      message: `passkey ${step} failed`,
      siteId: site.id,
    });
  }
}
