import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed note of when a form appeared: `v1.{siteId}.{issuedAtMs}.{hmac}`. The browser
 * fetches it when the form mounts and sends it back; the server reads the fill time from it
 * without storing anything.
 */
export function signFormToken(secret: string, siteId: number, issuedAt: Date): string {
  const body = `v1.${siteId}.${issuedAt.getTime()}`;
  return `${body}.${mac(secret, body)}`;
}

/** When the form appeared, or null when the token is malformed, forged or for another site. */
export function readFormToken(secret: string, siteId: number, token: string): Date | null {
  const match = /^v1\.(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== siteId) return null;
  const expected = Buffer.from(mac(secret, `v1.${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return new Date(Number(match[2]));
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** A keyed hash of an IP address: lets abuse be traced and limited without storing it. */
export function hashIp(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`ip:${ip}`).digest('base64url').slice(0, 22);
}
