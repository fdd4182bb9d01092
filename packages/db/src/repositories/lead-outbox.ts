import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
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
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(eq(leadDeliveries.status, 'pending'), lte(leadDeliveries.nextAttemptAt, options.now)),
    )
    .orderBy(leadDeliveries.nextAttemptAt, leadDeliveries.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(leadDeliveries)
    .set({
      attempts: sql`${leadDeliveries.attempts} + 1`,
      nextAttemptAt: new Date(options.now.getTime() + options.leaseMs),
    })
    .where(inArray(leadDeliveries.id, due))
    .returning();
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

export interface OutboxBacklog {
  /** Jobs not yet delivered nor dead-lettered (due now, or waiting for a retry). */
  pending: number;
  /** When the oldest of them was written; null when none waits. */
  oldestCreatedAt: Date | null;
}

/** What waits in the outbox, for metrics: the pending jobs only, which the due index covers. */
export async function getOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${leadDeliveries.createdAt})`.mapWith(leadDeliveries.createdAt),
    })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.status, 'pending'));
  return { pending: Number(row?.pending ?? 0), oldestCreatedAt: row?.oldest ?? null };
}
