import type { DeliveryTarget } from '@forecourt/core/leads';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { leadDeliveries, leads } from '../schema/index.ts';
import { type AuditEntry, appendStaffAudit } from './staff-audit.ts';

/**
 * Releases a lead held as spam (the caller checked the staff member may see it): marks it
 * released, queues its deliveries as if it had just arrived, and writes the audit line, in one
 * transaction, so a lead is never released without being sent. False when it is not held.
 */
export async function releaseHeldLead(
  db: Db,
  leadId: number,
  targets: readonly DeliveryTarget[],
  audit: AuditEntry,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(leads)
      .set({ releasedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.spam, true), isNull(leads.releasedAt)))
      .returning({ id: leads.id });
    if (!released) return false;
    if (targets.length) {
      await tx
        .insert(leadDeliveries)
        .values(
          targets.map((target) => ({
            leadId,
            event: 'new-lead' as const,
            ...target,
            nextAttemptAt: now,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
    }
    await appendStaffAudit(tx, {
      ...audit,
      targetKind: 'lead',
      targetId: leadId,
      details: {
        before: { spam: 'held' },
        after: { spam: 'released', deliveries: targets.length },
      },
      at: now,
    });
    return true;
  });
}
