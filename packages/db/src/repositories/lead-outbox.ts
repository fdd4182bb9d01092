import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../client.ts';
import { leadDeliveries } from '../schema/index.ts';

export type DeliveryJob = typeof leadDeliveries.$inferSelect;

/**
 * Claim up to `limit` due jobs for this relay: each is locked with FOR UPDATE SKIP LOCKED (so
 * several app instances never claim the same job), counted as an attempt and leased until
 * `now + leaseMs`. A relay that dies mid-delivery leaves the job to be retried after the lease.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<DeliveryJob[]> {
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update lead_deliveries
        set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
        where id in (
          select id from lead_deliveries
          where status = 'pending' and next_attempt_at <= ${options.now.toISOString()}::timestamptz
          order by next_attempt_at, id
          limit ${options.limit}
          for update skip locked
        )
        returning *`,
  );
  return rows.map(toJob);
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toJob(row: Record<string, unknown>): DeliveryJob {
  return {
    id: Number(row.id),
    leadId: row.lead_id === null ? null : Number(row.lead_id),
    digestId: row.digest_id === null || row.digest_id === undefined ? null : Number(row.digest_id),
    event: String(row.event),
    channel: String(row.channel),
    target: String(row.target),
    secret: (row.secret as string | null) ?? null,
    status: String(row.status),
    attempts: Number(row.attempts),
    nextAttemptAt: toDate(row.next_attempt_at),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: toDate(row.created_at),
    deliveredAt: row.delivered_at ? toDate(row.delivered_at) : null,
  };
}

export async function markDeliveryDone(db: Db, jobId: number, now: Date): Promise<void> {
  await markDeliveriesDone(db, [jobId], now);
}

/** Record several jobs as delivered in one statement. */
export async function markDeliveriesDone(db: Db, jobIds: number[], now: Date): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .update(leadDeliveries)
    .set({ status: 'delivered', deliveredAt: now, lastError: null })
    .where(inArray(leadDeliveries.id, jobIds));
}

/** Record a failed attempt: retry at `retryAt`, or dead-letter the job when it is null. */
export async function markDeliveryFailed(
  db: Db,
  jobId: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set(
      retryAt
        ? { lastError: error.slice(0, 1000), nextAttemptAt: retryAt }
        : { lastError: error.slice(0, 1000), status: 'dead' },
    )
    .where(eq(leadDeliveries.id, jobId));
}

/** Jobs by status, for health checks, the CLI and benchmarks. */
export async function countDeliveries(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: leadDeliveries.status, count: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
