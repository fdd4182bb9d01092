import 'server-only';
import {
  type InboxQuery,
  LEAD_CHANGE_MESSAGES,
  parseInboxQuery,
  readLeadChange,
  STAFF_SIGN_IN_MESSAGES,
  toInstantRange,
} from '@forecourt/core/staff';
import {
  changeInboxLead,
  type Db,
  findInboxLeadId,
  getLeadCarNow,
  getLeadRow,
  type InboxFilter,
  listDealershipStaff,
  listLeadDeliveryRecord,
  listLeadNotes,
} from '@forecourt/db';
import { auditActor, type ConsoleContext, getInboxScope, may } from './console-context.ts';

export const INBOX_PAGE_SIZE = 50;

/** The inbox filters of an address, for the context's dealership (dates in its time zone). */
export function readInboxFilter(
  context: ConsoleContext,
  params: URLSearchParams,
): { ok: true; query: InboxQuery; filter: InboxFilter } | { ok: false; message: string } {
  const parsed = parseInboxQuery(params);
  if (!parsed.ok) return parsed;
  const { query } = parsed;
  const { assignee, from: _from, to: _to, ...rest } = query;
  const filter: InboxFilter = {
    ...rest,
    ...toInstantRange(query, context.timeZone),
    ...(assignee === undefined
      ? {}
      : { assignee: assignee === 'me' ? context.session.userId : assignee }),
    limit: INBOX_PAGE_SIZE,
  };
  return { ok: true, query, filter };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLeadDetail>>>;

/**
 * A lead as its page shows it, when the context may read it: contact details only for roles
 * that may see them, the car as it was and as it is, notes and the delivery record.
 */
export async function getLeadDetail(db: Db, context: ConsoleContext, leadId: number) {
  const scope = getInboxScope(context);
  if (!scope || !(await findInboxLeadId(db, scope, leadId))) return null;
  const row = await getLeadRow(db, leadId);
  if (!row) return null;
  const contact = may(context, 'leads.contact');
  const [notes, deliveries, carNow] = await Promise.all([
    listLeadNotes(db, leadId),
    listLeadDeliveryRecord(db, leadId),
    row.carId ? getLeadCarNow(db, row.carId) : null,
  ]);
  return {
    id: row.id,
    createdAt: row.createdAt,
    form: row.form,
    category: row.category,
    subcategory: row.subcategory,
    name: `${row.firstName} ${row.lastName}`.trim(),
    contact: contact
      ? { email: row.email, phone: row.phone, postcode: row.postcode, optIn: row.optIn }
      : null,
    message: contact ? row.message : null,
    car: row.car,
    carNow,
    offer: row.offer,
    tradeIn: row.tradeIn,
    testDriveAt: row.testDriveAt,
    attribution: {
      url: row.attribution.url,
      visitedPages: row.attribution.visitedPages,
      linkedQueryParams: row.attribution.linkedQueryParams,
    },
    status: row.status,
    lostReason: row.lostReason,
    assignedTo: row.assignedTo,
    followUpOn: row.followUpOn,
    firstResponseAt: row.firstResponseAt,
    spam: row.spam,
    spamReasons: row.spamReasons,
    releasedAt: row.releasedAt,
    anonymised: row.anonymisedAt !== null,
    notes,
    deliveries: deliveries.map((job) => ({
      id: job.id,
      channel: job.channel,
      event: job.event,
      target: contact ? job.target : job.channel === 'email' ? 'hidden' : job.target,
      status: job.status,
      attempts: job.attempts,
      lastError: job.lastError,
      createdAt: job.createdAt,
      nextAttemptAt: job.nextAttemptAt,
      deliveredAt: job.deliveredAt,
    })),
  };
}

export type LeadChangeAnswer =
  | { ok: true; changed: boolean }
  | { ok: false; status: 400 | 403 | 404; message: string };

/**
 * Applies a change from the lead page: the role must allow updating leads; giving a lead to
 * someone else needs the right to assign, and the assignee must work at the dealership.
 */
export async function changeLead(
  db: Db,
  context: ConsoleContext,
  leadId: number,
  body: unknown,
): Promise<LeadChangeAnswer> {
  const scope = getInboxScope(context);
  if (!scope || !context.dealership) {
    return { ok: false, status: 404, message: STAFF_SIGN_IN_MESSAGES.notFound };
  }
  const read = readLeadChange(body);
  if (!read.ok) return { ok: false, status: 400, message: read.message };
  const { change } = read;
  // Anyone who works leads may take one or let it go; giving it to someone else is assigning.
  const assignee = change.assignedTo;
  if (assignee !== undefined && assignee !== null && assignee !== context.session.userId) {
    if (!may(context, 'leads.assign')) {
      return { ok: false, status: 403, message: LEAD_CHANGE_MESSAGES.assignOthers };
    }
    const staff = await listDealershipStaff(db, context.dealership);
    if (!staff.some((person) => person.id === assignee)) {
      return { ok: false, status: 400, message: LEAD_CHANGE_MESSAGES.assignee };
    }
  }
  const result = await changeInboxLead(
    db,
    scope,
    leadId,
    {
      ...change,
      ...(change.status === undefined ? {} : { lostReason: change.lostReason ?? null }),
    },
    { ...auditActor(context), action: 'lead.update' },
    new Date(),
  );
  if (!result.ok) return { ok: false, status: 404, message: STAFF_SIGN_IN_MESSAGES.notFound };
  return { ok: true, changed: Object.keys(result.after).length > 0 };
}
