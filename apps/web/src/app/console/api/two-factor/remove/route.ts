import { appendStaffAudit, removeTotp } from '@forecourt/db';
import { z } from 'zod';
import { auditActor } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { json, jsonError } from '@/server/http/json-route';
import { getFormSecret } from '@/server/leads/form-secret';
import { checkTotpCode } from '@/server/staff/totp';

const bodySchema = z.object({ code: z.string().regex(/^\d{6}$/) }).strict();

/** Removes the authenticator, proved with a current code; sign-in falls back to emailed codes. */
export function POST(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: 512, action: null },
    async (context, body, db) => {
      const parsed = bodySchema.safeParse(body);
      if (!parsed.success) return jsonError(400, 'Please enter the 6-digit code your app shows.');
      const user = { id: context.session.userId, email: context.session.email };
      if (!(await checkTotpCode(db, getFormSecret(), user, parsed.data.code, new Date()))) {
        return jsonError(400, 'That code is not right. Try the next code your app shows.');
      }
      await removeTotp(db, user.id);
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'two_factor.removed',
        targetKind: 'staff_user',
        targetId: user.id,
        details: { before: { secondFactor: 'totp' }, after: { secondFactor: 'email-code' } },
      });
      return json({ ok: true });
    },
  );
}
