import { formatConsoleTime, leadKindLabels, leadStatusLabels } from '@forecourt/core/staff';
import { toSpreadsheetCsv } from '@forecourt/core/text';
import { appendStaffAudit, listInboxLeads } from '@forecourt/db';
import { auditActor, getInboxScope } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { readInboxFilter } from '@/server/console/inbox';
import { jsonError } from '@/server/http/json-route';

const EXPORT_LIMIT = 20_000;

/** The inbox under the same filters, as CSV, for roles that may export (issue 28 §5); audit-logged. */
export function GET(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: null, action: 'leads.export' },
    async (context, _, db) => {
      const scope = getInboxScope(context);
      if (!scope) return jsonError(403, 'Your role does not allow this.');
      const read = readInboxFilter(context, new URL(request.url).searchParams);
      if (!read.ok) return jsonError(400, read.message);
      const leads = await listInboxLeads(db, scope, { ...read.filter, limit: EXPORT_LIMIT });
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'leads.export',
        details: { filters: read.query, rows: leads.length },
      });
      const csv = toSpreadsheetCsv(
        [
          'received',
          'kind',
          'status',
          'first name',
          'last name',
          'email',
          'phone',
          'car',
          'stock number',
          'assigned to',
          'site',
          'sent from',
        ],
        leads.map((lead) => [
          formatConsoleTime(lead.createdAt, context.timeZone),
          leadKindLabels[lead.form],
          leadStatusLabels[lead.status],
          lead.firstName,
          lead.lastName,
          lead.email ?? '',
          lead.phone ?? '',
          lead.car ? `${lead.car.year} ${lead.car.make} ${lead.car.model}` : '',
          lead.car?.stockNumber ?? '',
          lead.assigneeName ?? '',
          lead.siteName,
          lead.sourceUrl,
        ]),
      );
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="leads.csv"',
          'cache-control': 'no-store',
        },
      });
    },
  );
}
