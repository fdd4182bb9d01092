import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { staffAuditLog } from '../schema/index.ts';

export interface AuditEntry {
  actorId: number | null;
  actorEmail: string | null;
  impersonatorId?: number | null;
  action: string;
  targetKind?: string | null;
  targetId?: string | number | null;
  dealershipId?: number | null;
  groupId?: number | null;
  clientHash?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
}

/** Adds a line to the audit log (in the caller's transaction when given one). */
export async function appendStaffAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    impersonatorId: entry.impersonatorId ?? null,
    action: entry.action,
    targetKind: entry.targetKind ?? null,
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    dealershipId: entry.dealershipId ?? null,
    groupId: entry.groupId ?? null,
    clientHash: entry.clientHash ?? null,
    userAgent: entry.userAgent?.slice(0, 300) ?? null,
    details: entry.details ?? {},
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export interface AuditFilter {
  /** The dealerships the viewer may audit; null for every line (platform admins). */
  dealershipIds: readonly number[] | null;
  /** The viewer's own lines (sign-ins, sessions) are always theirs to read. */
  viewerId: number;
  action?: string;
  actorId?: number;
  from?: Date;
  to?: Date;
  before?: number;
  limit: number;
}

export type AuditLine = typeof staffAuditLog.$inferSelect;

/** Audit lines within the viewer's scope, newest first, `limit` at a time (keyset by id). */
export async function listStaffAudit(db: Db, filter: AuditFilter): Promise<AuditLine[]> {
  const conditions: (SQL | undefined)[] = [
    filter.dealershipIds === null
      ? undefined
      : or(
          filter.dealershipIds.length
            ? inArray(staffAuditLog.dealershipId, [...filter.dealershipIds])
            : sql`false`,
          eq(staffAuditLog.actorId, filter.viewerId),
        ),
    filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
    filter.actorId ? eq(staffAuditLog.actorId, filter.actorId) : undefined,
    filter.from ? gte(staffAuditLog.at, filter.from) : undefined,
    filter.to ? lt(staffAuditLog.at, filter.to) : undefined,
    filter.before ? lt(staffAuditLog.id, filter.before) : undefined,
  ];
  return db
    .select()
    .from(staffAuditLog)
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.id))
    .limit(filter.limit);
}

/**
 * Removes audit lines older than `keepDays` (the retention setting) through the one function
 * the append-only trigger lets delete, which never removes a line younger than 90 days.
 */
export async function pruneStaffAuditLog(db: Db, keepDays: number): Promise<number> {
  const [row] = await queryRows<{ removed: number }>(
    db,
    sql`select prune_staff_audit_log(${keepDays})::int as removed`,
  );
  return Number(row?.removed ?? 0);
}
