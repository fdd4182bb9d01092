import { readTokenCookie, tokenCookie } from '../accounts/session-cookie.ts';

/**
 * Staff cookies: not the shoppers' (a different name, on a different host). Over HTTPS they
 * carry the `__Host-` prefix, which the browser accepts only host-only, Path=/ and Secure — so
 * no site under the same root domain can set or shadow them.
 */
const names = {
  session: { https: '__Host-forecourt_staff', http: 'forecourt_staff' },
  pending: { https: '__Host-forecourt_staff_pending', http: 'forecourt_staff_pending' },
  /** A platform admin's own session, kept while they act as someone else. */
  admin: { https: '__Host-forecourt_staff_admin', http: 'forecourt_staff_admin' },
} as const;

export type StaffCookie = keyof typeof names;

export function staffCookieName(kind: StaffCookie, https: boolean): string {
  return names[kind][https ? 'https' : 'http'];
}

export function staffCookie(kind: StaffCookie, token: string, maxAgeMs: number, https: boolean) {
  return tokenCookie(staffCookieName(kind, https), token, maxAgeMs, https);
}

export function clearedStaffCookie(kind: StaffCookie, https: boolean) {
  return tokenCookie(staffCookieName(kind, https), '', 0, https);
}

/** The token of a staff cookie in a Cookie header, or null. */
export function readStaffCookie(cookieHeader: string | null, kind: StaffCookie, https: boolean) {
  return readTokenCookie(cookieHeader, staffCookieName(kind, https));
}
