import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@forecourt/core/accounts/sign-in-rules';

/** The session cookie. No Domain attribute: host-only, so one dealer's site never sees another's. */
export const SESSION_COOKIE = 'forecourt_session';

export function makeSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table signs nobody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Set-Cookie for a new session: HttpOnly, SameSite=Lax, Secure when served over HTTPS. */
export function sessionCookie(token: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${SESSION_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session token in a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[\w-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}
