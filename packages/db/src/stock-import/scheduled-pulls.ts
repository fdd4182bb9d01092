import { resolveSiteConfig } from '@forecourt/core/config';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { getSiteBySlug, listSites } from '../repositories/sites.ts';
import { stockImportRuns } from '../schema/index.ts';
import { runSiteImport } from './site-import.ts';

/** Advisory lock keys for scheduled pulls: one per site. */
const SCHEDULE_LOCK_BASE = 1_700_000_000;
/** Sites this process is pulling now (PGlite has no advisory locks: one process owns it). */
const pulling = new Set<number>();

export interface ScheduledPull {
  site: string;
  status: 'done' | 'held' | 'failed';
  error: string | null;
}

/**
 * Pull every site's scheduled feed that is due (its last pull of that URL started at least the
 * interval ago), through the outbound guard like every feed URL (site-import.ts). Each site's pull runs under a database lock and checks again once it holds it,
 * so when several app instances tick together exactly one of them pulls.
 */
export async function runDueScheduledPulls(
  database: Database,
  options: { now?: () => Date } = {},
): Promise<ScheduledPull[]> {
  const now = options.now ?? (() => new Date());
  const pulls: ScheduledPull[] = [];
  for (const { slug } of await listSites(database.db)) {
    const site = await getSiteBySlug(database.db, slug);
    if (!site) continue;
    let schedule: ReturnType<typeof resolveSiteConfig>['stockFeed']['schedule'];
    try {
      schedule = resolveSiteConfig(site.templateConfig, site.siteConfig, site.slug).stockFeed
        .schedule;
    } catch {
      // An invalid config is reported wherever the site is loaded; it has no schedule here.
      continue;
    }
    if (!schedule) continue;
    const isDue = async () => {
      const [last] = await database.db
        .select({ startedAt: stockImportRuns.startedAt })
        .from(stockImportRuns)
        .where(and(eq(stockImportRuns.siteId, site.id), eq(stockImportRuns.source, schedule.url)))
        .orderBy(desc(stockImportRuns.startedAt))
        .limit(1);
      return (
        !last || now().getTime() - last.startedAt.getTime() >= schedule.intervalMinutes * 60_000
      );
    };
    if (pulling.has(site.id) || !(await isDue())) continue;
    // Checked and claimed with no await between: one pull per site in this process.
    if (pulling.has(site.id)) continue;
    pulling.add(site.id);
    await database
      .withAdvisoryLock(SCHEDULE_LOCK_BASE + site.id, async () => {
        if (!(await isDue())) return;
        const outcome = await runSiteImport(
          database,
          { site: site.slug, source: schedule.url },
          { url: schedule.url, headers: schedule.headers },
        );
        if (outcome.kind === 'unreachable') {
          // Recorded as a failed run: the history shows it, and the interval applies to retries.
          await database.db.insert(stockImportRuns).values({
            siteId: site.id,
            source: schedule.url,
            mode: 'full',
            status: 'failed',
            startedAt: now(),
            finishedAt: now(),
            error: outcome.error,
          });
          pulls.push({ site: site.slug, status: 'failed', error: outcome.error });
          return;
        }
        if (outcome.kind === 'done') {
          pulls.push({
            site: site.slug,
            status: outcome.result.status,
            error: outcome.result.error,
          });
        }
      })
      .finally(() => pulling.delete(site.id));
  }
  return pulls;
}
