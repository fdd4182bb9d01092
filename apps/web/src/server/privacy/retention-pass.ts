import { getRetentionCutoff } from '@forecourt/core/privacy';
import { STAFF_IDLE_TIMEOUT_MS } from '@forecourt/core/staff';
import {
  type Db,
  deleteEndedStaffSessions,
  erasePersonalDataBefore,
  pruneStaffAuditLog,
  type RetentionOutcome,
} from '@forecourt/db';

export interface RetentionSite {
  id: number;
  slug: string;
  retentionMonths: number;
}

export interface RetentionDeps {
  db: Db;
  now: Date;
  log: { info(fields: object, message: string): void };
}

/**
 * One retention pass: each site's personal data past its own period is removed, and the pass
 * logs one line with the totals (zeros too, so a silent worker is noticed). Another instance
 * running the same pass finds nothing left to do.
 */
export async function runRetentionPass(
  deps: RetentionDeps,
  sites: readonly RetentionSite[],
): Promise<RetentionOutcome> {
  const total: RetentionOutcome = {
    leads: 0,
    reservations: 0,
    accounts: 0,
    journeys: 0,
    digests: 0,
    signInCodes: 0,
  };
  for (const site of sites) {
    const cutoff = getRetentionCutoff(deps.now, site.retentionMonths);
    const outcome = await erasePersonalDataBefore(deps.db, site.id, cutoff, deps.now);
    for (const key of Object.keys(total) as (keyof RetentionOutcome)[]) {
      total[key] += outcome[key];
    }
  }
  deps.log.info(
    { event: 'retention_pass', sites: sites.length, ...total },
    'personal data past retention removed',
  );
  return total;
}

/**
 * The console's share of the pass: audit lines past the retention setting (never younger than
 * 90 days: the database's own rule) and staff sessions that have ended, in one log line.
 */
export async function runStaffRetention(deps: RetentionDeps, auditRetentionDays: number) {
  const auditLines = await pruneStaffAuditLog(deps.db, auditRetentionDays);
  const sessions = await deleteEndedStaffSessions(deps.db, deps.now, STAFF_IDLE_TIMEOUT_MS);
  deps.log.info(
    { event: 'staff_retention_pass', auditLines, sessions, auditRetentionDays },
    'audit lines past retention and ended staff sessions removed',
  );
  return { auditLines, sessions };
}
