import 'server-only';
import { describeDatabaseFailure, listSites } from '@forecourt/db';
import { readDbEnv } from '@forecourt/db/env';
import { runMigrations } from '@forecourt/db/migrate';
import type { Logger } from 'pino';
import { getEnv } from '@/env';
import { startAlertWorkerInProcess } from '../accounts/alert-worker.ts';
import { startReservationWorkerInProcess } from '../checkout/reservation-runtime.ts';
import { getDatabase } from '../database.ts';
import { startLeadRelayInProcess } from '../leads/relay-process.ts';
import { getLogger } from '../logger.ts';
import { getAppMetrics } from '../metrics/app-metrics.ts';
import { registerDatabaseMetrics } from '../metrics/database-metrics.ts';
import { getPaymentProvider } from '../payments/payment-runtime.ts';
import { startRetentionWorkerInProcess } from '../privacy/retention-worker.ts';
import { getSiteIndex } from '../search/site-index-registry.ts';
import { getSiteForSlug } from '../site.ts';
import { startStockImportWorkerInProcess } from '../stock-import-worker.ts';
import { buildSiteIndexes } from './build-site-indexes.ts';
import { checkConfiguration } from './configuration-check.ts';
import { listInstanceLocalFallbacks } from './instance-local-fallbacks.ts';
import { checkPhotoStore } from './photo-store-check.ts';
import { markStepDone } from './readiness.ts';

const RETRY_MS = 5_000;

/**
 * The server process's start, before it listens (the edge server waits for it): settings
 * checked, the database reached and migrated, background workers started. Then, while it
 * serves, every site's search index is built; /api/ready answers 200 only after that.
 */
export async function startServerProcess(): Promise<void> {
  checkConfiguration();
  const log = getLogger().child({ component: 'start-up' });
  const fallbacks = listInstanceLocalFallbacks(getEnv(), readDbEnv());
  if (fallbacks.length > 0) {
    // Fine for one instance; with several behind a load balancer each keeps its own copy.
    log.warn({ fallbacks }, 'this instance keeps data of its own: run only one, or set these');
  }
  try {
    await startBeforeListening(log);
  } catch (error) {
    // The edge server waits for start-up: a failure must end the process, not leave it waiting.
    log.fatal({ err: error }, 'start-up failed; not starting');
    process.exit(1);
  }
  void buildSearchIndexes(log);
}

async function startBeforeListening(log: Logger): Promise<void> {
  // Logs which payment mode is on.
  getPaymentProvider();
  await checkPhotoStore();
  await prepareDatabase(log);
  markStepDone('migrations');
  // Registered now, so a scrape shows every series (at 0) before anything happens.
  getAppMetrics();
  registerDatabaseMetrics(await getDatabase());
  await startLeadRelayInProcess();
  startStockImportWorkerInProcess();
  startAlertWorkerInProcess();
  startReservationWorkerInProcess();
  startRetentionWorkerInProcess();
  markStepDone('workers');
  tellEdgeToListen();
}

const startedUpKey = Symbol.for('forecourt.started-up');
type WithStartedUp = typeof globalThis & { [startedUpKey]?: () => void };

/** The edge server (server.mjs) binds its port only when told; under `next dev` nobody waits. */
function tellEdgeToListen(): void {
  (globalThis as WithStartedUp)[startedUpKey]?.();
}

/** Opens and migrates the database; a failure an operator can fix is one line and exit 1. */
async function prepareDatabase(log: Logger): Promise<void> {
  try {
    await runMigrations(await getDatabase());
  } catch (error) {
    const reason = describeDatabaseFailure(error);
    if (reason) console.error(`Cannot start: ${reason}`);
    else log.fatal({ err: error }, 'database not ready; not starting');
    process.exit(1);
  }
}

/**
 * Builds the index of every site now rather than on its first search, which at 50,000 cars
 * would wait seconds; retried until it succeeds, and only then is the instance ready.
 */
async function buildSearchIndexes(log: Logger): Promise<void> {
  for (;;) {
    const started = performance.now();
    try {
      const { db } = await getDatabase();
      const sites = await buildSiteIndexes({
        listSlugs: async () => (await listSites(db)).map((site) => site.slug),
        loadSite: getSiteForSlug,
        buildIndex: getSiteIndex,
        log,
      });
      markStepDone('search indexes');
      const ms = Math.round(performance.now() - started);
      log.info({ sites, ms }, 'search indexes built; ready');
      return;
    } catch (error) {
      log.error({ err: error }, 'building the search indexes failed; retrying');
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
