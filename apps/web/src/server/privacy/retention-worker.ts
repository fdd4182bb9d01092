import 'server-only';
import { listSites } from '@forecourt/db';
import { getEnv } from '@/env';
import { getDatabase } from '../database.ts';
import { getLogger } from '../logger.ts';
import { startProcessWorker } from '../process-worker.ts';
import { getSiteForSlug } from '../site.ts';
import { forEachSite } from '../site-workers.ts';
import { type RetentionSite, runRetentionPass, runStaffRetention } from './retention-pass.ts';

/**
 * Every RETENTION_INTERVAL_MS, remove personal data past each site's retention period, audit
 * lines past STAFF_AUDIT_RETENTION_DAYS and ended staff sessions (retention-pass.ts). Every
 * instance may run it: rows are claimed a batch at a time.
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
      const each = {
        listSlugs: async () => (await listSites(database.db)).map((site) => site.slug),
        loadSite: getSiteForSlug,
        log,
      };
      await forEachSite(each, 'retention', async (site, slug) => {
        sites.push({ id: site.id, slug, retentionMonths: site.config.privacy.retentionMonths });
      });
      const now = new Date();
      await runRetentionPass({ db: database.db, now, log }, sites);
      await runStaffRetention({ db: database.db, now, log }, env.STAFF_AUDIT_RETENTION_DAYS);
    },
  );
}
