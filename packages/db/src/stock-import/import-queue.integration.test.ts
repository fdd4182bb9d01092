import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
        { file: feed },
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

  it("fetches a queued feed URL in the app, with the site's address guard", async () => {
    const database = await createTestDatabase('pglite');
    let served = 0;
    const server = createServer((_request, response) => {
      served += 1;
      response.writeHead(200).end('stock_number,car_type,year,make,model\nU1,used,2020,Kia,Rio\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const site = await createStockSite(database.db, 'queued-url');
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`;
      const id = await enqueueImport(
        folder,
        { site: 'queued-url', source: url, skipImages: true },
        { url },
      );
      expect(await processImportQueue(database, folder)).toBe(1);
      expect(await takeQueuedOutcome(folder, id)).toEqual({
        lines: [
          'Nothing imported into queued-url: the feed URL was not fetched: host 127.0.0.1 is a private or loopback address (127.0.0.1); to fetch from a dealer system on a private network, list its address in stockFeed.privateAddresses.',
        ],
        exitCode: 1,
      });
      expect(served).toBe(0);
      expect((await carsByStockNumber(database.db, site.dealershipIds[0] as number)).size).toBe(0);
    } finally {
      server.close();
      await database.close();
    }
  });
});
