import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { getTotpFactor } from '@forecourt/db';
import { handleConsoleRequest } from '@/server/console/console-route';
import { json, jsonError } from '@/server/http/json-route';
import { getFormSecret } from '@/server/leads/form-secret';
import { startTotpEnrolment } from '@/server/staff/totp';

/** A new authenticator secret to add to an app (not in use until confirmed with a code). */
export function POST(request: Request) {
  return handleConsoleRequest(request, { maxBytes: null, action: null }, async (context, _, db) => {
    if (context.session.impersonatorId) return jsonError(403, STAFF_SIGN_IN_MESSAGES.forbidden);
    if ((await getTotpFactor(db, context.session.userId))?.confirmedAt) {
      return jsonError(
        409,
        'You already use an authenticator app. Remove it first to set up another.',
      );
    }
    const enrolment = await startTotpEnrolment(db, getFormSecret(), {
      id: context.session.userId,
      email: context.session.email,
    });
    return json({ ok: true, ...enrolment });
  });
}
