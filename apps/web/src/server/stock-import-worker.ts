import { getDataDir } from '@forecourt/db/env';
import { processImportQueue } from '@forecourt/db/stock-import/import-queue';
import { runDueScheduledPulls } from '@forecourt/db/stock-import/scheduled-pulls';
import { getDatabase } from './database.ts';
import { getLogger } from './logger.ts';

const globalKey = Symbol.for('forecourt.stock-import-worker');
type WithWorker = typeof globalThis & { [globalKey]?: ReturnType<typeof setInterval> };

/**
 * Run the stock imports `npm run stock:import` hands over while this process owns the embedded
 * database (packages/db/src/stock-import/import-queue.ts), checked every 2 s, and the sites'
 * scheduled feed pulls (`stockFeed.schedule`), checked every minute; one thing at a time.
 */
export function startStockImportWorkerInProcess(): void {
  const store = globalThis as WithWorker;
  if (store[globalKey]) return;
  const log = getLogger().child({ component: 'stock-import' });
  let busy = false;
  let lastPullCheck = 0;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const database = await getDatabase();
      const count = await processImportQueue(database, getDataDir());
      if (count > 0) log.info({ count }, 'queued stock imports run');
      if (Date.now() - lastPullCheck >= 60_000) {
        lastPullCheck = Date.now();
        for (const pull of await runDueScheduledPulls(database))
          log.info(pull, 'scheduled stock feed pulled');
      }
    } catch (error) {
      log.error({ err: error }, 'queued stock import failed');
    } finally {
      busy = false;
    }
  };
  store[globalKey] = setInterval(() => void tick(), 2_000);
  store[globalKey].unref();
}
