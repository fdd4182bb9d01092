import 'server-only';
import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts';
import { getDatabase } from '../database.ts';
import { getClientIp } from '../http/client-ip.ts';
import { handleJsonPost, json, jsonError } from '../http/json-route.ts';
import { getFormSecret } from '../leads/form-secret.ts';
import { getLogger } from '../logger.ts';
import type { Site } from '../site.ts';
import { getApiSession, isHttps } from './account-runtime.ts';
import { unlessShopperAccounts } from './gate.ts';
import {
  type CeremonyStart,
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
  readChallengeToken,
} from './webauthn-challenge.ts';

/**
 * The site's own host is the passkey's relying party: a passkey works on its site only. The
 * origin the browser must report is that host's, from configuration (site.origins), so the
 * request's Host port or forwarded headers cannot choose it.
 */
function relyingParty(site: Site): RelyingParty {
  const origin =
    site.origins.find((candidate) => new URL(candidate).hostname === site.host) ?? site.origin;
  return { id: new URL(origin).hostname, origin, name: site.name };
}

type Step = 'register-options' | 'register' | 'sign-in-options' | 'sign-in';

/** The options answer of a ceremony's start, with the cookie naming its stored challenge. */
function startAnswer<T>(started: CeremonyStart<T>, secure: boolean): Response {
  return started.ok
    ? json(started.options, 200, { 'set-cookie': challengeCookie(started.token, secure) })
    : json(started.answer.body, started.answer.status);
}

/** The four passkey calls: options then verification, for adding one and for signing in. */
export function handlePasskeyStep(
  request: Request,
  params: Promise<{ host: string }>,
  step: Step,
): Promise<Response> {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 16 * 1024,
      refuse: unlessShopperAccounts,
      failure: {
        message: 'Passkeys are unavailable just now. Please try again.',
        log: `passkey ${step} failed`,
      },
    },
    async (site, body) => {
      const secure = isHttps(request);
      const rp = relyingParty(site);
      const deps = {
        db: (await getDatabase()).db,
        secret: getFormSecret(),
        now: new Date(),
        log: getLogger().child({ component: 'sign-in' }),
      };
      const client = {
        ip: getClientIp(request.headers),
        token: readChallengeToken(request.headers.get('cookie')),
      };
      if (step === 'sign-in-options') {
        return startAnswer(await startPasskeySignIn(deps, site, rp, client), secure);
      }
      if (step === 'sign-in') {
        const answer = await finishPasskeySignIn(deps, site, rp, body, client.token);
        const headers = new Headers({ 'cache-control': 'no-store' });
        headers.append('set-cookie', clearedChallengeCookie(secure));
        if (answer.sessionToken)
          headers.append('set-cookie', sessionCookie(answer.sessionToken, secure));
        return Response.json(answer.body, { status: answer.status, headers });
      }
      const session = await getApiSession(request, site);
      if (!session) return jsonError(401, SIGN_IN_MESSAGES.signedOut);
      if (step === 'register-options') {
        return startAnswer(await startPasskeyRegistration(deps, site, session, rp, client), secure);
      }
      const answer = await finishPasskeyRegistration(deps, site, session, rp, body, client.token);
      return json(answer.body, answer.status, { 'set-cookie': clearedChallengeCookie(secure) });
    },
  );
}
