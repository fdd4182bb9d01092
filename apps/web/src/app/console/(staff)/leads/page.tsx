import {
  formatConsoleTime,
  inboxSearch,
  isOverdue,
  leadKindLabels,
  leadStatusLabels,
  openMinutesBetween,
  STAFF_SIGN_IN_MESSAGES,
} from '@forecourt/core/staff';
import {
  getDealershipHours,
  getResponseTimes,
  listDealershipStaff,
  listInboxLeads,
} from '@forecourt/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { InboxFilters } from '@/components/console/inbox-filters';
import { InboxLiveUpdates } from '@/components/console/inbox-live-updates';
import { ResponseTimes } from '@/components/console/response-times';
import { getInboxScope, may } from '@/server/console/console-context';
import { getConsolePageContext } from '@/server/console/console-page';
import { INBOX_PAGE_SIZE, readInboxFilter } from '@/server/console/inbox';
import { getDatabase } from '@/server/database';
import { toUrlSearchParams } from '@/server/page-query';
import { getSiteById } from '@/server/site';

export const metadata: Metadata = { title: 'Leads' };

const RESPONSE_WINDOW_MS = 30 * 86_400_000;

/**
 * The lead inbox (issue 28 §5): every lead of the dealership the role may see, newest first,
 * filtered by the address; overdue ones marked; new ones appear without a reload.
 */
export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const context = await getConsolePageContext();
  const scope = getInboxScope(context);
  if (!scope || !context.dealership) {
    return (
      <section>
        <h1 className="font-bold text-2xl">Leads</h1>
        <p className="mt-4">{STAFF_SIGN_IN_MESSAGES.forbidden} Leads are for sales roles.</p>
      </section>
    );
  }
  const read = readInboxFilter(context, toUrlSearchParams(await searchParams));
  const { db } = await getDatabase();
  const now = new Date();
  const [leads, staff, times, hours] = await Promise.all([
    read.ok ? listInboxLeads(db, scope, read.filter) : [],
    listDealershipStaff(db, context.dealership),
    getResponseTimes(db, context.dealership.id, new Date(now.getTime() - RESPONSE_WINDOW_MS)),
    getDealershipHours(db, context.dealership.id),
  ]);
  // Each lead's site says how long a new lead may wait (forms.firstResponseMinutes).
  const siteIds = [...new Set(leads.map((lead) => lead.siteId))];
  const sites = await Promise.all(siteIds.map((id) => getSiteById(id)));
  const waitMinutes = new Map(
    sites.flatMap((site) =>
      site ? [[site.id, site.config.forms.firstResponseMinutes] as const] : [],
    ),
  );
  const schedule = {
    openingHours: hours?.openingHours ?? [],
    specialHours: hours?.specialHours ?? [],
    timeZone: context.timeZone,
  };
  const query = read.ok ? read.query : {};
  const spam = query.spam === true;
  const last = leads.length === INBOX_PAGE_SIZE ? leads.at(-1) : undefined;
  const newest = leads[0];
  return (
    <section aria-labelledby="inbox-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="inbox-title" className="font-bold text-2xl">
          {spam ? 'Spam review' : 'Leads'}
        </h1>
        <p className="text-muted text-sm">
          {context.dealership.name} · times in {context.timeZone.replace('Australia/', '')} time
        </p>
      </div>
      {spam ? (
        <p className="mt-2">
          Leads our checks held back as likely spam. Open one to release it: it is then delivered as
          if it had just arrived.
        </p>
      ) : (
        <ResponseTimes times={times} />
      )}
      <InboxFilters
        query={query}
        staff={staff.map((person) => ({ id: person.id, name: person.name }))}
        timeZone={context.timeZone}
      />
      {may(context, 'leads.export') ? (
        <p className="mt-2">
          <a
            href={`/api/leads/export${inboxSearch(query)}`}
            download
            className="inline-flex min-h-11 items-center font-medium text-primary underline"
          >
            Export these leads (CSV)
          </a>
        </p>
      ) : null}
      {read.ok ? null : (
        <p role="alert" className="mt-4 font-medium text-danger">
          {read.message}
        </p>
      )}
      {query.before ? null : (
        <InboxLiveUpdates search={inboxSearch(query)} newestId={newest?.id ?? 0} />
      )}
      {leads.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line bg-surface p-6">
          {read.ok && Object.keys(query).length > 0
            ? 'No leads match these filters.'
            : 'No leads yet. New ones appear here as they arrive.'}
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface">
          {leads.map((lead) => {
            const minutes = waitMinutes.get(lead.siteId);
            const overdue =
              !spam &&
              minutes !== undefined &&
              isOverdue(lead, now, minutes, (from, to) => openMinutesBetween(from, to, schedule));
            const car = lead.car
              ? `${lead.car.year} ${lead.car.make} ${lead.car.model}${lead.car.stockNumber ? ` · stock ${lead.car.stockNumber}` : ''}`
              : null;
            return (
              <li key={lead.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link
                      href={`/leads/${lead.id}`}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {lead.anonymised ? 'Removed shopper' : `${lead.firstName} ${lead.lastName}`}
                    </Link>
                    <span className="rounded-full bg-subtle px-2 py-0.5 text-sm">
                      {leadKindLabels[lead.form]}
                    </span>
                    {overdue ? (
                      <span className="rounded-full bg-danger px-2 py-0.5 font-semibold text-on-primary text-sm">
                        Overdue
                      </span>
                    ) : null}
                  </p>
                  {car ? <p className="truncate text-sm">{car}</p> : null}
                  <p className="text-muted text-sm">
                    {lead.siteName} ·{' '}
                    {lead.assigneeName ? `with ${lead.assigneeName}` : 'Unassigned'}
                  </p>
                </div>
                <div className="text-sm sm:text-right">
                  <p className="font-semibold">{leadStatusLabels[lead.status]}</p>
                  <p className="text-muted">
                    <time dateTime={lead.createdAt.toISOString()}>
                      {formatConsoleTime(lead.createdAt, context.timeZone)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {last ? (
        <p className="mt-4">
          <Link
            href={`/leads${inboxSearch(query, { before: `${last.createdAt.toISOString()}_${last.id}` })}`}
            className="inline-flex min-h-11 items-center font-medium text-primary underline"
          >
            Older leads
          </Link>
        </p>
      ) : null}
    </section>
  );
}
