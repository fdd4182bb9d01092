import { PASSKEY_CHALLENGE_TTL_MS } from '@forecourt/core/accounts';
import { readTokenCookie } from './session-cookie.ts';

/**
 * The cookie naming a pending passkey ceremony: a random token whose SHA-256 keys the challenge
 * stored on the server (issue 24 §6: the challenge itself never leaves it, and is used once).
 */
export const CHALLENGE_COOKIE = 'forecourt_webauthn';

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${CHALLENGE_COOKIE}=${value}`,
    'Path=/api/account/passkey',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function challengeCookie(token: string, secure: boolean): string {
  return cookie(token, PASSKEY_CHALLENGE_TTL_MS / 1000, secure);
}

export function clearedChallengeCookie(secure: boolean): string {
  return cookie('', 0, secure);
}

/** The ceremony token in a Cookie header (a random token's shape), or null. */
export function readChallengeToken(cookieHeader: string | null): string | null {
  return readTokenCookie(cookieHeader, CHALLENGE_COOKIE);
}
