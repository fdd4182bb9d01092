import { appendStaffAudit, revokeStaffSession, revokeStaffSessions } from '@forecourt/db';
import { z } from 'zod';
import { auditActor } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { json, jsonError } from '@/server/http/json-route';

const bodySchema = z.union([
  z.object({ revoke: z.string().regex(/^[0-9a-f]{12}$/) }).strict(),
  z.object({ revokeOthers: z.literal(true) }).strict(),
]);

/** Ends one of the user's own sessions, or every one but this ('sign out everywhere else'). */
export function POST(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: 1_024, action: null },
    async (context, body, db) => {
      const parsed = bodySchema.safeParse(body);
      if (!parsed.success) return jsonError(400, 'Please choose a session to end.');
      const { userId, tokenHash } = context.session;
      const ended =
        'revoke' in parsed.data
          ? Number(await revokeStaffSession(db, userId, parsed.data.revoke))
          : await revokeStaffSessions(db, userId, tokenHash);
      if ('revoke' in parsed.data && ended === 0) {
        return jsonError(404, 'That session has already ended.');
      }
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'sessions.revoke',
        targetKind: 'staff_user',
        targetId: userId,
        details: { ended, ...parsed.data },
      });
      return json({ ok: true, ended });
    },
  );
}
