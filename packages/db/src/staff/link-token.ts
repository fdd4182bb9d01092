import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation link works (issue 28 §2). */
export const INVITATION_TTL_MS = 48 * 60 * 60_000;

/** A new invitation's random token (what the link carries) and its stored SHA-256. */
export function makeInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether text can be an invitation token (before it is looked up). */
export const isInvitationToken = (text: string) => /^[\w-]{43}$/.test(text);
