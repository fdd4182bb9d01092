import { formatConsoleTime, STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { listStaffAudit } from '@forecourt/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { FilterField } from '@/components/console/filter-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { AUDIT_PAGE_SIZE, describeChange, readAuditFilter } from '@/server/console/audit-view';
import { may } from '@/server/console/console-context';
import { getConsolePageContext } from '@/server/console/console-page';
import { getDatabase } from '@/server/database';
import { toUrlSearchParams } from '@/server/page-query';

export const metadata: Metadata = { title: 'Audit log' };

/** Who did what, as whom, when and from where (issue 28 §4): newest first, filterable, exportable. */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const context = await getConsolePageContext();
  if (!may(context, 'audit.view')) {
    return (
      <section>
        <h1 className="font-bold text-2xl">Audit log</h1>
        <p className="mt-4">{STAFF_SIGN_IN_MESSAGES.forbidden}</p>
      </section>
    );
  }
  const params = toUrlSearchParams(await searchParams);
  const read = readAuditFilter(context, params, AUDIT_PAGE_SIZE);
  const { db } = await getDatabase();
  const lines = read.ok ? await listStaffAudit(db, read.filter) : [];
  const query = read.ok ? read.query : {};
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="font-bold text-2xl">
        Audit log
      </h1>
      <p>
        Every change made in the console, every sign-in (failed ones too) and every export, for{' '}
        {context.dealership?.name ?? 'your account'}. Lines can be added, never changed or removed.
      </p>
      <form
        method="get"
        action="/audit"
        aria-label="Filter the audit log"
        className="grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-4"
      >
        <FilterField
          id="audit-action"
          label="Action"
          name="action"
          defaultValue={query.action ?? ''}
          placeholder="lead.update"
        />
        <FilterField
          id="audit-from"
          label="From"
          name="from"
          type="date"
          defaultValue={query.from ?? ''}
        />
        <FilterField id="audit-to" label="To" name="to" type="date" defaultValue={query.to ?? ''} />
        <div className="flex flex-wrap items-end gap-3">
          <Button type="submit">Show</Button>
          {may(context, 'audit.export') ? (
            <a
              href={`/api/audit/export?${params.toString()}`}
              className={buttonVariants({ variant: 'link' })}
              download
            >
              Export CSV
            </a>
          ) : null}
        </div>
      </form>
      {read.ok ? null : (
        <p role="alert" className="font-medium text-danger">
          {read.message}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4">No lines match.</p>
      ) : (
        <ol className="divide-y divide-line rounded-lg border border-line bg-surface">
          {lines.map((line) => (
            <li key={line.id} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]">
              <p className="text-sm">
                <time dateTime={line.at.toISOString()}>
                  {formatConsoleTime(line.at, context.timeZone)}
                </time>
              </p>
              <div className="min-w-0">
                <p>
                  <span className="font-semibold">{line.action}</span>
                  {line.targetKind ? ` · ${line.targetKind} ${line.targetId ?? ''}` : ''}
                </p>
                <p className="break-all text-sm">
                  {line.actorEmail ?? 'unknown'}
                  {line.impersonatorId ? ` (as impersonated by staff ${line.impersonatorId})` : ''}
                </p>
                <p className="break-all text-muted text-sm">{describeChange(line.details)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {lines.length === AUDIT_PAGE_SIZE ? (
        <p>
          Showing the newest {AUDIT_PAGE_SIZE}.{' '}
          <Link href="/audit" className="text-primary underline">
            Narrow the dates
          </Link>{' '}
          or export for the rest.
        </p>
      ) : null}
    </section>
  );
}
