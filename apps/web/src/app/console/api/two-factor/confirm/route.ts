import { appendStaffAudit } from '@forecourt/db';
import { z } from 'zod';
import { auditActor } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { json, jsonError } from '@/server/http/json-route';
import { getFormSecret } from '@/server/leads/form-secret';
import { confirmTotpEnrolment } from '@/server/staff/totp';

const bodySchema = z.object({ code: z.string().regex(/^\d{6}$/) }).strict();

/** Turns the new authenticator on with a code from it; answers the recovery codes, once. */
export function POST(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: 512, action: null },
    async (context, body, db) => {
      const parsed = bodySchema.safeParse(body);
      if (!parsed.success) return jsonError(400, 'Please enter the 6-digit code your app shows.');
      const user = { id: context.session.userId, email: context.session.email };
      const codes = await confirmTotpEnrolment(
        db,
        getFormSecret(),
        user,
        parsed.data.code,
        new Date(),
      );
      if (!codes) {
        return jsonError(
          400,
          'That code is not right. Check the app added the Forecourt console, and try its next code.',
        );
      }
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'two_factor.enrolled',
        targetKind: 'staff_user',
        targetId: user.id,
        details: { after: { secondFactor: 'totp', recoveryCodes: codes.length } },
      });
      return json({ ok: true, codes });
    },
  );
}
