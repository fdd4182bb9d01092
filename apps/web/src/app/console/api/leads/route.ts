import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { listInboxLeads } from '@forecourt/db';
import { getInboxScope, may } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { readInboxFilter } from '@/server/console/inbox';
import { json, jsonError } from '@/server/http/json-route';

/** One page of the inbox as JSON: the same filters and scope as the page. */
export function GET(request: Request) {
  return handleConsoleRequest(request, { maxBytes: null, action: null }, async (context, _, db) => {
    const scope = getInboxScope(context);
    if (!scope) return jsonError(403, STAFF_SIGN_IN_MESSAGES.forbidden);
    const read = readInboxFilter(context, new URL(request.url).searchParams);
    if (!read.ok) return jsonError(400, read.message);
    const leads = await listInboxLeads(db, scope, read.filter);
    const contact = may(context, 'leads.contact');
    return json({
      ok: true,
      leads: leads.map((lead) => ({
        ...lead,
        ...(contact ? {} : { email: null, phone: null }),
      })),
    });
  });
}
