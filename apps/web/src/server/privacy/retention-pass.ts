import { getRetentionCutoff } from '@forecourt/core/privacy';
import { type Db, erasePersonalDataBefore, type RetentionOutcome } from '@forecourt/db';

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
