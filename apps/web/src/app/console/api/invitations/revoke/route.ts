import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { appendStaffAudit, revokeStaffInvitation } from '@forecourt/db';
import { z } from 'zod';
import { auditActor } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { json, jsonError } from '@/server/http/json-route';

const bodySchema = z.object({ id: z.number().int().positive() }).strict();

/** Withdraws a pending invitation to the console's dealership. */
export function POST(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: 1_024, action: 'users.manage' },
    async (context, body, db) => {
      const parsed = bodySchema.safeParse(body);
      if (!parsed.success || !context.dealership)
        return jsonError(404, STAFF_SIGN_IN_MESSAGES.notFound);
      const revoked = await revokeStaffInvitation(
        db,
        parsed.data.id,
        context.dealership.id,
        new Date(),
      );
      if (!revoked) return jsonError(404, 'That invitation is no longer pending.');
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'staff.invitation_revoked',
        targetKind: 'staff_invitation',
        targetId: parsed.data.id,
      });
      return json({ ok: true });
    },
  );
}
