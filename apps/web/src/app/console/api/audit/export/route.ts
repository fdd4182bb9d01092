import { formatConsoleTime } from '@forecourt/core/staff';
import { toSpreadsheetCsv } from '@forecourt/core/text';
import { appendStaffAudit, listStaffAudit } from '@forecourt/db';
import { describeChange, readAuditFilter } from '@/server/console/audit-view';
import { auditActor } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { jsonError } from '@/server/http/json-route';

const EXPORT_LIMIT = 50_000;

/** The audit log under the same filters, as CSV; the export itself is audit-logged. */
export function GET(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: null, action: 'audit.export' },
    async (context, _, db) => {
      const read = readAuditFilter(context, new URL(request.url).searchParams, EXPORT_LIMIT);
      if (!read.ok) return jsonError(400, read.message);
      const lines = await listStaffAudit(db, read.filter);
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'audit.export',
        details: { filters: read.query, rows: lines.length },
      });
      const csv = toSpreadsheetCsv(
        [
          'time',
          'actor',
          'impersonator id',
          'action',
          'target',
          'dealership id',
          'client',
          'change',
        ],
        lines.map((line) => [
          formatConsoleTime(line.at, context.timeZone),
          line.actorEmail ?? '',
          line.impersonatorId ? String(line.impersonatorId) : '',
          line.action,
          line.targetKind ? `${line.targetKind} ${line.targetId ?? ''}` : '',
          line.dealershipId ? String(line.dealershipId) : '',
          line.clientHash ?? '',
          describeChange(line.details),
        ]),
      );
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="audit-log.csv"',
          'cache-control': 'no-store',
        },
      });
    },
  );
}
