import { createHmac } from 'node:crypto';
import { sameDigest } from './sign-in-code.ts';

/** The cookie holding a pending passkey ceremony's challenge (signed, HttpOnly, 5 minutes). */
export const CHALLENGE_COOKIE = 'forecourt_webauthn';
const CHALLENGE_TTL_MS = 5 * 60_000;

export interface PendingChallenge {
  purpose: 'register' | 'sign-in';
  siteId: number;
  /** The signed-in shopper adding a passkey; null when signing in. */
  userId: number | null;
  challenge: string;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`webauthn:${body}`).digest('hex');
}

/** A signed note of the challenge, so no server state is kept between the two calls. */
export function sealChallenge(secret: string, pending: PendingChallenge, now: Date): string {
  const body = Buffer.from(
    JSON.stringify({ ...pending, exp: now.getTime() + CHALLENGE_TTL_MS }),
  ).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The challenge of a sealed note if it is genuine, unexpired and for this purpose and site. */
export function openChallenge(
  secret: string,
  sealed: string | null,
  expected: Omit<PendingChallenge, 'challenge'>,
  now: Date,
): string | null {
  const [body, signature, extra] = (sealed ?? '').split('.');
  if (!body || !signature || extra !== undefined || !sameDigest(signature, mac(secret, body))) {
    return null;
  }
  try {
    const note = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PendingChallenge & {
      exp: number;
    };
    const matches =
      note.purpose === expected.purpose &&
      note.siteId === expected.siteId &&
      note.userId === expected.userId &&
      typeof note.challenge === 'string' &&
      note.exp > now.getTime();
    return matches ? note.challenge : null;
  } catch {
    return null;
  }
}

export function challengeCookie(sealed: string, secure: boolean): string {
  return [
    `${CHALLENGE_COOKIE}=${sealed}`,
    'Path=/api/account/passkey',
    `Max-Age=${CHALLENGE_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedChallengeCookie(secure: boolean): string {
  return [
    `${CHALLENGE_COOKIE}=`,
    'Path=/api/account/passkey',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readChallengeCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CHALLENGE_COOKIE && value) return value;
  }
  return null;
}
