import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carsByStockNumber, createStockSite } from '../testing/stock-site.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import {
  enqueueImport,
  importQueueDir,
  isJobTaken,
  processImportQueue,
  takeQueuedOutcome,
} from './import-queue.ts';

describe('the stock import queue', () => {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-queue-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('runs a queued feed in the owning process and leaves its outcome for the command', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const site = await createStockSite(database.db, 'queued');
      const feed = join(folder, 'feed.csv');
      writeFileSync(feed, 'stock_number,car_type,year,make,model\nQ1,used,2020,Kia,Rio\n');
      const id = await enqueueImport(
        folder,
        { site: 'queued', source: 'feed.csv', skipImages: true },
        feed,
      );
      expect(await isJobTaken(folder, id)).toBe(false);
      expect(await takeQueuedOutcome(folder, id)).toBeNull();

      expect(await processImportQueue(database, folder)).toBe(1);
      const outcome = await takeQueuedOutcome(folder, id);
      expect(outcome?.exitCode).toBe(0);
      expect(outcome?.lines[0]).toMatch(/^Imported 1 rows into queued in [\d.]+ s: 1 added/);
      expect(
        (await carsByStockNumber(database.db, site.dealershipIds[0] as number)).has('Q1'),
      ).toBe(true);
      // Nothing is left behind once the outcome is taken.
      expect(readdirSync(importQueueDir(folder))).toEqual([]);
      expect(await processImportQueue(database, folder)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
