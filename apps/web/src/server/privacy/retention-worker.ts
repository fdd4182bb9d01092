import 'server-only';
import { listSites } from '@forecourt/db';
import { getEnv } from '@/env';
import { getDatabase } from '../database.ts';
import { getLogger } from '../logger.ts';
import { startProcessWorker } from '../process-worker.ts';
import { getSiteForSlug } from '../site.ts';
import { type RetentionSite, runRetentionPass } from './retention-pass.ts';

/**
 * Every RETENTION_INTERVAL_MS, remove personal data past each site's retention period
 * (retention-pass.ts). Every instance may run it: rows are claimed a batch at a time.
 */
export function startRetentionWorkerInProcess(): void {
  const env = getEnv();
  if (env.RETENTION_INTERVAL_MS === 0) return;
  const log = getLogger().child({ component: 'retention' });
  startProcessWorker(
    'retention',
    env.RETENTION_INTERVAL_MS,
    log,
    'retention pass failed',
    async () => {
      const database = await getDatabase();
      const sites: RetentionSite[] = [];
      for (const { slug } of await listSites(database.db)) {
        // A site whose config does not validate is skipped (and said), not every site after it.
        const site = await getSiteForSlug(slug).catch((error: unknown) => {
          log.error({ err: error, site: slug }, 'retention skipped a site: its config is invalid');
          return null;
        });
        if (site)
          sites.push({ id: site.id, slug, retentionMonths: site.config.privacy.retentionMonths });
      }
      await runRetentionPass({ db: database.db, now: new Date(), log }, sites);
    },
  );
}
