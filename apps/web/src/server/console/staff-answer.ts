import 'server-only';
import { STAFF_EMAIL_CODE_TTL_MS, STAFF_SESSION_MAX_MS } from '@forecourt/core/staff';
import { json } from '../http/json-route.ts';
import { clearedStaffCookie, staffCookie } from '../staff/staff-cookie.ts';
import type { StaffAnswer } from '../staff/staff-sign-in.ts';

/**
 * A sign-in step's answer as a response, with its cookies: the pending sign-in's while the
 * second factor is awaited, then the session's (which clears the pending one).
 */
export function toStaffResponse(answer: StaffAnswer, https: boolean): Response {
  const response = json(answer.body, answer.status, answer.headers);
  if (answer.pendingToken) {
    response.headers.append(
      'set-cookie',
      staffCookie('pending', answer.pendingToken, STAFF_EMAIL_CODE_TTL_MS, https),
    );
  }
  if (answer.sessionToken) {
    response.headers.append(
      'set-cookie',
      staffCookie('session', answer.sessionToken, STAFF_SESSION_MAX_MS, https),
    );
    response.headers.append('set-cookie', clearedStaffCookie('pending', https));
  }
  return response;
}
