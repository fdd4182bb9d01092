import type { LeadFormKind } from '@forecourt/core/leads';
import type { LeadStatus } from '@forecourt/core/staff';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  leadDeliveries,
  leadNotes,
  leads,
  siteDealerships,
  sites,
  staffUsers,
} from '../schema/index.ts';
import { type AuditEntry, appendStaffAudit } from './staff-audit.ts';

/**
 * Whose leads a console request may read, from its server-side session: one dealership's, and
 * only the viewer's own and unassigned ones unless their roles there see all (issue 28 §3).
 * Every inbox query below filters by it in SQL.
 */
export interface InboxScope {
  dealershipId: number;
  viewerId: number;
  seeAll: boolean;
}

/**
 * A lead belongs to its dealership; one that names none (a general enquiry on a group's site)
 * belongs to every dealership its site shows, so no lead waits where nobody can see it.
 */
function dealershipLeads(scope: InboxScope): SQL {
  const shownBy = sql`(select ${siteDealerships.siteId} from ${siteDealerships} where ${siteDealerships.dealershipId} = ${scope.dealershipId})`;
  const visible = or(
    eq(leads.dealershipId, scope.dealershipId),
    and(isNull(leads.dealershipId), sql`${leads.siteId} in ${shownBy}`),
  ) as SQL;
  return and(visible, viewerLeads(scope)) as SQL;
}

/** A salesperson's own and unassigned leads; everything for roles that see all. */
function viewerLeads(scope: InboxScope): SQL | undefined {
  if (scope.seeAll) return undefined;
  return or(isNull(leads.assignedTo), eq(leads.assignedTo, scope.viewerId));
}

export interface InboxFilter {
  kind?: LeadFormKind;
  status?: LeadStatus;
  /** A staff id, or 'unassigned'. */
  assignee?: number | 'unassigned';
  from?: Date;
  to?: Date;
  /** Matches the car's stock number, make, model or id. */
  car?: string;
  /** Part of the address the lead was sent from. */
  source?: string;
  /** Name, email, phone or message. */
  q?: string;
  /** Quarantined leads (spam review) instead of the rest. */
  spam?: boolean;
  /** Keyset: leads older than this one. */
  before?: { createdAt: Date; id: number };
  limit: number;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The car filter: stock number, make and model, or the car's id. The id is compared as a number
 * (only when the text is one) so that every branch can use an index.
 */
function carMatches(text: string): SQL {
  const digits = text.trim();
  const id =
    /^[1-9]\d{0,9}$/.test(digits) && Number(digits) <= 2_147_483_647 ? Number(digits) : null;
  return or(
    sql`${leads.car}->>'stockNumber' ilike ${escapeLike(text)}`,
    sql`(${leads.car}->>'make') || ' ' || (${leads.car}->>'model') ilike ${escapeLike(text)}`,
    id === null ? undefined : eq(leads.carId, id),
  ) as SQL;
}

function filterConditions(filter: InboxFilter): (SQL | undefined)[] {
  const spam = filter.spam
    ? and(eq(leads.spam, true), isNull(leads.releasedAt))
    : or(eq(leads.spam, false), isNotNull(leads.releasedAt));
  return [
    spam,
    filter.kind ? eq(leads.form, filter.kind) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.assignee === 'unassigned'
      ? isNull(leads.assignedTo)
      : filter.assignee
        ? eq(leads.assignedTo, filter.assignee)
        : undefined,
    filter.from ? gte(leads.createdAt, filter.from) : undefined,
    filter.to ? lt(leads.createdAt, filter.to) : undefined,
    filter.car ? carMatches(filter.car) : undefined,
    filter.source
      ? sql`${leads.attribution}->>'url' ilike ${escapeLike(filter.source)}`
      : undefined,
    filter.q
      ? sql`(${leads.firstName} || ' ' || ${leads.lastName} ilike ${escapeLike(filter.q)} or ${leads.email} ilike ${escapeLike(filter.q)} or ${leads.phone} ilike ${escapeLike(filter.q.replace(/\s+/g, ''))} or ${leads.message} ilike ${escapeLike(filter.q)})`
      : undefined,
    filter.before
      ? sql`(${leads.createdAt}, ${leads.id}) < (${filter.before.createdAt}, ${filter.before.id})`
      : undefined,
  ];
}

export interface InboxLead {
  id: number;
  createdAt: Date;
  form: LeadFormKind;
  category: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  car: { year: number; make: string; model: string; stockNumber: string | null } | null;
  sourceUrl: string;
  status: LeadStatus;
  assignedTo: number | null;
  assigneeName: string | null;
  firstResponseAt: Date | null;
  followUpOn: string | null;
  spam: boolean;
  anonymised: boolean;
  siteId: number;
  siteName: string;
}

/**
 * The inbox order, newest first. NULLS LAST as in the inbox indexes (drizzle's `.desc()` index
 * columns): with PostgreSQL's default for DESC (NULLS FIRST) no index could give this order and
 * every page would sort all of a dealership's leads.
 */
const newestFirst = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];

/**
 * One page of the inbox, newest first. The two halves (the dealership's own leads, and unrouted
 * ones on each of its sites) are each read in index order up to a page, and merged, so a page
 * costs the same at 100 leads or 100,000.
 */
export async function listInboxLeads(
  db: Db,
  scope: InboxScope,
  filter: InboxFilter,
): Promise<InboxLead[]> {
  const conditions = [viewerLeads(scope), ...filterConditions(filter)];
  const own = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.dealershipId, scope.dealershipId), ...conditions))
    .orderBy(...newestFirst)
    .limit(filter.limit);
  const unroutedOnSite = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(isNull(leads.dealershipId), eq(leads.siteId, siteDealerships.siteId), ...conditions))
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .as('unrouted');
  const unrouted = db
    .select({ id: unroutedOnSite.id })
    .from(siteDealerships)
    .crossJoinLateral(unroutedOnSite)
    .where(eq(siteDealerships.dealershipId, scope.dealershipId));
  const assignee = sql`(select ${staffUsers.name} from ${staffUsers} where ${staffUsers.id} = ${leads.assignedTo})`;
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      form: leads.form,
      category: leads.category,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      car: leads.car,
      attribution: leads.attribution,
      status: leads.status,
      assignedTo: leads.assignedTo,
      assigneeName: sql<string | null>`${assignee}`,
      firstResponseAt: leads.firstResponseAt,
      followUpOn: leads.followUpOn,
      spam: leads.spam,
      anonymisedAt: leads.anonymisedAt,
      siteId: leads.siteId,
      siteName: sites.name,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(inArray(leads.id, unionAll(own, unrouted)))
    .orderBy(...newestFirst)
    .limit(filter.limit);
  return rows.map(({ car, attribution, anonymisedAt, ...row }) => ({
    ...row,
    car: car
      ? { year: car.year, make: car.make, model: car.model, stockNumber: car.stockNumber }
      : null,
    sourceUrl: attribution.url,
    anonymised: anonymisedAt !== null,
  }));
}

/** The id of a lead if the scope may read it; null otherwise (the caller answers 404). */
export async function findInboxLeadId(db: Db, scope: InboxScope, leadId: number) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), dealershipLeads(scope)));
  return row?.id ?? null;
}

export interface ResponseTimes {
  /** Median ms from arrival to first response, per responder, over the period. */
  byStaff: { id: number; name: string; medianMs: number; leads: number }[];
  dealership: { medianMs: number | null; leads: number };
  /** New leads with no response yet. */
  waiting: number;
}

/** Median first-response times at a dealership since `since` (every lead, whoever may see it). */
export async function getResponseTimes(
  db: Db,
  dealershipId: number,
  since: Date,
): Promise<ResponseTimes> {
  const scope = { dealershipId, viewerId: 0, seeAll: true };
  const responded = and(
    dealershipLeads(scope),
    gte(leads.createdAt, since),
    isNotNull(leads.firstResponseAt),
    eq(leads.spam, false),
  );
  const delay = sql`extract(epoch from (${leads.firstResponseAt} - ${leads.createdAt})) * 1000`;
  const median = sql<number | null>`percentile_cont(0.5) within group (order by ${delay})`;
  const [staffRows, [overall], [waiting]] = await Promise.all([
    db
      .select({
        id: staffUsers.id,
        name: staffUsers.name,
        medianMs: median,
        leads: sql<number>`count(*)::int`,
      })
      .from(leads)
      .innerJoin(staffUsers, eq(staffUsers.id, leads.firstResponderId))
      .where(responded)
      .groupBy(staffUsers.id, staffUsers.name)
      .orderBy(asc(staffUsers.name)),
    db.select({ medianMs: median, leads: sql<number>`count(*)::int` }).from(leads).where(responded),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          dealershipLeads(scope),
          eq(leads.status, 'new'),
          isNull(leads.firstResponseAt),
          or(eq(leads.spam, false), isNotNull(leads.releasedAt)),
        ),
      ),
  ]);
  return {
    byStaff: staffRows.map((row) => ({ ...row, medianMs: Number(row.medianMs ?? 0) })),
    dealership: {
      medianMs:
        overall?.medianMs === null || overall?.medianMs === undefined
          ? null
          : Number(overall.medianMs),
      leads: overall?.leads ?? 0,
    },
    waiting: waiting?.count ?? 0,
  };
}

export interface LeadChange {
  status?: LeadStatus;
  lostReason?: string | null;
  assignedTo?: number | null;
  followUpOn?: string | null;
  note?: string;
  /** Released from spam review. */
  release?: boolean;
}

export type LeadChangeResult =
  | { ok: true; before: Record<string, unknown>; after: Record<string, unknown> }
  | { ok: false; reason: 'not-found' };

/**
 * Changes a lead's follow-up within the scope, and writes the audit line with the values
 * before and after, in one transaction: a lead outside the scope is not found, and nothing is
 * changed without its trace. The first change away from 'new' (or the first note) is the
 * lead's first response, credited to the actor.
 */
export async function changeInboxLead(
  db: Db,
  scope: InboxScope,
  leadId: number,
  change: LeadChange,
  audit: Omit<AuditEntry, 'action' | 'targetKind' | 'targetId' | 'details'> & { action: string },
  now: Date,
): Promise<LeadChangeResult> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        status: leads.status,
        lostReason: leads.lostReason,
        assignedTo: leads.assignedTo,
        followUpOn: leads.followUpOn,
        firstResponseAt: leads.firstResponseAt,
        releasedAt: leads.releasedAt,
        dealershipId: leads.dealershipId,
      })
      .from(leads)
      .where(and(eq(leads.id, leadId), dealershipLeads(scope)))
      .for('update');
    if (!lead) return { ok: false, reason: 'not-found' } as const;
    const set: Partial<typeof leads.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const record = <K extends 'status' | 'lostReason' | 'assignedTo' | 'followUpOn'>(
      key: K,
      value: (typeof lead)[K],
    ) => {
      if (lead[key] === value) return;
      before[key] = lead[key];
      after[key] = value;
      set[key] = value as never;
    };
    if (change.status !== undefined) {
      record('status', change.status);
      record('lostReason', change.status === 'lost' ? (change.lostReason ?? null) : null);
    }
    if (change.assignedTo !== undefined) record('assignedTo', change.assignedTo);
    if (change.followUpOn !== undefined) record('followUpOn', change.followUpOn);
    if (change.release && !lead.releasedAt) {
      set.releasedAt = now;
      after.released = true;
    }
    const responded =
      (change.status !== undefined && change.status !== 'new') || Boolean(change.note);
    if (responded && !lead.firstResponseAt) {
      set.firstResponseAt = now;
      set.firstResponderId = audit.actorId;
    }
    if (Object.keys(set).length) await tx.update(leads).set(set).where(eq(leads.id, leadId));
    if (change.note) {
      await tx
        .insert(leadNotes)
        .values({ leadId, authorId: audit.actorId, body: change.note, createdAt: now });
      after.note = change.note;
    }
    if (Object.keys(after).length) {
      await appendStaffAudit(tx, {
        ...audit,
        targetKind: 'lead',
        targetId: leadId,
        dealershipId: lead.dealershipId ?? scope.dealershipId,
        details: { before, after },
        at: now,
      });
    }
    return { ok: true, before, after } as const;
  });
}

export interface LeadNote {
  id: number;
  body: string;
  createdAt: Date;
  authorName: string | null;
}

export async function listLeadNotes(db: Db, leadId: number): Promise<LeadNote[]> {
  return db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      authorName: staffUsers.name,
    })
    .from(leadNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, leadNotes.authorId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

export type LeadDeliveryRecord = typeof leadDeliveries.$inferSelect;

/** Every delivery job of a lead: email, webhook, ADF; attempts, last answer, dead letters. */
export async function listLeadDeliveryRecord(
  db: Db,
  leadId: number,
): Promise<LeadDeliveryRecord[]> {
  return db
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, leadId))
    .orderBy(asc(leadDeliveries.createdAt), asc(leadDeliveries.id));
}

/**
 * 'Retry now': puts a lead's failed or dead-lettered job back in the outbox, due at once, with
 * its attempts kept for the record. True when a job of this lead was retried.
 */
export async function retryLeadDelivery(db: Db, leadId: number, jobId: number, now: Date) {
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(
      and(
        eq(leadDeliveries.id, jobId),
        eq(leadDeliveries.leadId, leadId),
        inArray(leadDeliveries.status, ['pending', 'dead']),
      ),
    )
    .returning({ id: leadDeliveries.id });
  return rows.length > 0;
}
