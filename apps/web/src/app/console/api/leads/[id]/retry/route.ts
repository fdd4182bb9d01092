import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { appendStaffAudit, findInboxLeadId, retryLeadDelivery } from '@forecourt/db';
import { z } from 'zod';
import { auditActor, getInboxScope } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { readLeadId } from '@/server/console/lead-id';
import { json, jsonError } from '@/server/http/json-route';

const bodySchema = z.object({ deliveryId: z.number().int().positive() }).strict();

/** 'Retry now': a failed or dead-lettered delivery of the lead goes back to the outbox, due now. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const leadId = readLeadId((await params).id);
  return handleConsoleRequest(
    request,
    { maxBytes: 1_024, action: 'leads.update' },
    async (context, body, db) => {
      const scope = getInboxScope(context);
      if (!leadId || !scope || !(await findInboxLeadId(db, scope, leadId))) {
        return jsonError(404, STAFF_SIGN_IN_MESSAGES.notFound);
      }
      const parsed = bodySchema.safeParse(body);
      if (!parsed.success) return jsonError(400, 'Please choose a delivery to retry.');
      const retried = await retryLeadDelivery(db, leadId, parsed.data.deliveryId, new Date());
      if (!retried) return jsonError(409, 'That delivery has already gone through.');
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'lead.delivery_retry',
        targetKind: 'lead',
        targetId: leadId,
        details: { deliveryId: parsed.data.deliveryId },
      });
      return json({ ok: true });
    },
  );
}
