import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { handleConsoleRequest } from '@/server/console/console-route';
import { readLeadId } from '@/server/console/lead-id';
import { releaseSpamLead } from '@/server/console/spam-release';
import { json, jsonError } from '@/server/http/json-route';
import { getSiteById } from '@/server/site';

/** Releases a lead held as spam: it is delivered through the outbox as if it had just arrived. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const leadId = readLeadId((await params).id);
  return handleConsoleRequest(
    request,
    { maxBytes: null, action: 'leads.assign' },
    async (context, _, db) => {
      if (!leadId) return jsonError(404, STAFF_SIGN_IN_MESSAGES.notFound);
      const answer = await releaseSpamLead(db, context, leadId, getSiteById);
      return answer.ok ? json({ ok: true }) : jsonError(answer.status, answer.message);
    },
  );
}
