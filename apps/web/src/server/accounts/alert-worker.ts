import 'server-only';
import { listSites } from '@forecourt/db';
import { getEnv } from '@/env';
import { getDatabase } from '../database.ts';
import { getFormSecret } from '../leads/form-secret.ts';
import { getLogger } from '../logger.ts';
import { startProcessWorker } from '../process-worker.ts';
import { getSiteIndex } from '../search/site-index-registry.ts';
import { getSearchUrlContext } from '../search/site-search.ts';
import { getSiteLocations } from '../site/site-locations.ts';
import { getSiteForSlug } from '../site.ts';
import { getSiteOrigin } from '../site-origin.ts';
import { forEachSite } from '../site-workers.ts';
import { createSavedSearchMatcher, runAlertPass } from './alert-pass.ts';

/**
 * Every ALERTS_INTERVAL_MS, one alert pass over each site that sends alerts (alert-pass.ts).
 * Several instances may run it: the database decides who records each piece of news.
 */
export function startAlertWorkerInProcess(): void {
  const env = getEnv();
  if (env.ALERTS_INTERVAL_MS === 0) return;
  const log = getLogger().child({ component: 'alerts' });
  startProcessWorker('alerts', env.ALERTS_INTERVAL_MS, log, 'alert pass failed', async () => {
    const database = await getDatabase();
    const sites = {
      listSlugs: async () => (await listSites(database.db)).map((site) => site.slug),
      loadSite: getSiteForSlug,
      log,
    };
    await forEachSite(sites, 'alerts', async (site, slug) => {
      if (site.config.features.alerts.channels.length === 0) return;
      const now = new Date();
      const index = await getSiteIndex(site);
      const context = await getSearchUrlContext(site, index, now);
      const result = await runAlertPass(
        { db: database.db, secret: getFormSecret(), now, log },
        { ...site, origin: getSiteOrigin(site), locations: await getSiteLocations(site) },
        createSavedSearchMatcher(index, context, site, now),
      );
      if (result.news > 0 || result.digests > 0) log.info({ site: slug, ...result }, 'alerts');
    });
  });
}
