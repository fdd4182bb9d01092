import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { handleConsoleRequest } from '@/server/console/console-route';
import { changeLead, getLeadDetail } from '@/server/console/inbox';
import { readLeadId } from '@/server/console/lead-id';
import { json, jsonError } from '@/server/http/json-route';

type Params = { params: Promise<{ id: string }> };

/** A lead, if the session's scope may read it; 404 otherwise, whether it exists or not. */
export async function GET(request: Request, { params }: Params) {
  const leadId = readLeadId((await params).id);
  return handleConsoleRequest(request, { maxBytes: null, action: null }, async (context, _, db) => {
    const lead = leadId ? await getLeadDetail(db, context, leadId) : null;
    if (!lead) return jsonError(404, STAFF_SIGN_IN_MESSAGES.notFound);
    return json({ ok: true, lead });
  });
}

/** Status, lost reason, assignee, follow-up date and notes: audit-logged with before and after. */
export async function POST(request: Request, { params }: Params) {
  const leadId = readLeadId((await params).id);
  return handleConsoleRequest(
    request,
    { maxBytes: 8_192, action: 'leads.update' },
    async (context, body, db) => {
      if (!leadId) return jsonError(404, STAFF_SIGN_IN_MESSAGES.notFound);
      const answer = await changeLead(db, context, leadId, body);
      return answer.ok ? json(answer) : jsonError(answer.status, answer.message);
    },
  );
}
