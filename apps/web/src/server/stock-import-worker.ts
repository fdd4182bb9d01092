import { getDataDir } from '@forecourt/db/env';
import { processImportQueue } from '@forecourt/db/stock-import/import-queue';
import { runDueScheduledPulls } from '@forecourt/db/stock-import/scheduled-pulls';
import { getDatabase } from './database.ts';
import { getLogger } from './logger.ts';
import { startProcessWorker } from './process-worker.ts';

/**
 * Run the stock imports `npm run stock:import` hands over while this process owns the embedded
 * database (packages/db/src/stock-import/import-queue.ts), checked every 2 s, and the sites'
 * scheduled feed pulls (`stockFeed.schedule`), checked every minute; one thing at a time.
 */
export function startStockImportWorkerInProcess(): void {
  const log = getLogger().child({ component: 'stock-import' });
  let lastPullCheck = 0;
  startProcessWorker('stock-import', 2_000, log, 'queued stock import failed', async () => {
    const database = await getDatabase();
    const count = await processImportQueue(database, getDataDir());
    if (count > 0) log.info({ count }, 'queued stock imports run');
    if (Date.now() - lastPullCheck >= 60_000) {
      lastPullCheck = Date.now();
      for (const pull of await runDueScheduledPulls(database))
        log.info(pull, 'scheduled stock feed pulled');
    }
  });
}
