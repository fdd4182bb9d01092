import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_LENGTH } from '@forecourt/core/accounts';

/** A uniformly random six-digit code (leading zeros kept). */
export function makeSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/** The stored form of a code: keyed by site and phone, so a code is worth nothing elsewhere. */
export function hashSignInCode(secret: string, siteId: number, phone: string, code: string) {
  return createHmac('sha256', secret).update(`sign-in:${siteId}:${phone}:${code}`).digest('hex');
}

/** Equal hex digests, compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
