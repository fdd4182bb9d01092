import { getDataDir } from '@forecourt/db/env';
import { processImportQueue } from '@forecourt/db/stock-import/import-queue';
import { getDatabase } from './database.ts';
import { getLogger } from './logger.ts';

const globalKey = Symbol.for('forecourt.stock-import-worker');
type WithWorker = typeof globalThis & { [globalKey]?: ReturnType<typeof setInterval> };

/**
 * Run the stock imports `npm run stock:import` hands over while this process owns the embedded
 * database (packages/db/src/stock-import/import-queue.ts): one at a time, checked every 2 s.
 */
export function startStockImportWorkerInProcess(): void {
  const store = globalThis as WithWorker;
  if (store[globalKey]) return;
  const log = getLogger().child({ component: 'stock-import' });
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const count = await processImportQueue(await getDatabase(), getDataDir());
      if (count > 0) log.info({ count }, 'queued stock imports run');
    } catch (error) {
      log.error({ err: error }, 'queued stock import failed');
    } finally {
      busy = false;
    }
  };
  store[globalKey] = setInterval(() => void tick(), 2_000);
  store[globalKey].unref();
}
