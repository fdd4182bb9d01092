import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation link works (issue 28 §2). */
export const INVITATION_TTL_MS = 48 * 60 * 60_000;

/**
 * A new emailed link's random token (an invitation, a password reset): what the link carries,
 * and the SHA-256 that is stored, so a leaked table opens nothing.
 */
export function makeLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether text can be a link token (before it is looked up). */
export const isLinkToken = (text: string) => /^[\w-]{43}$/.test(text);
