import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@forecourt/core/accounts';

/** The session cookie. No Domain attribute: host-only, so one dealer's site never sees another's. */
export const SESSION_COOKIE = 'forecourt_session';

export function makeSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table signs nobody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Set-Cookie for a host-only random token: HttpOnly, SameSite=Lax, Secure over HTTPS. */
export function tokenCookie(name: string, token: string, maxAgeMs: number, secure: boolean) {
  return [
    `${name}=${token}`,
    'Path=/',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie for a new session. */
export function sessionCookie(token: string, secure: boolean): string {
  return tokenCookie(SESSION_COOKIE, token, SESSION_TTL_MS, secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return tokenCookie(SESSION_COOKIE, '', 0, secure);
}

/** A token cookie's value in a Cookie header (a `makeSessionToken` shape), or null. */
export function readTokenCookie(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return /^[\w-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The session token in a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | null): string | null {
  return readTokenCookie(cookieHeader, SESSION_COOKIE);
}
