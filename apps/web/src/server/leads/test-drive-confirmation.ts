/** A confirmation token as planBooking makes it (24 random bytes, base64url), or null. */
export function readConfirmToken(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value) ? value : null;
}
