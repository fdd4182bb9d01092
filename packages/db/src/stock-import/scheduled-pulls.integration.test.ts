import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { sites, stockImportRuns } from '../schema/index.ts';
import { carsByStockNumber, createStockSite } from '../testing/stock-site.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { runDueScheduledPulls } from './scheduled-pulls.ts';

let server: Server;
let url: string;
let served = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.headers.authorization !== 'Bearer secret') {
      response.writeHead(401).end();
      return;
    }
    served += 1;
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end('stock_number,car_type,year,make,model,price\nS1,used,2020,Kia,Rio,15990\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock.csv`;
});
afterAll(() => server.close());

describe.each(getTestDatabaseKinds())('scheduled feed pulls on %s', (kind) => {
  let database: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // A second app instance: its own connections (PostgreSQL); PGlite has one process.
    other = database.url
      ? await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 5 })
      : database;
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it('pulls a due feed once across instances, with its auth header, and again after the interval', async () => {
    const site = await createStockSite(database.db, `pull-${kind}`);
    const schedule = (authorization: string) => ({
      stockFeed: {
        schedule: { url, intervalMinutes: 60, headers: { Authorization: authorization } },
      },
    });
    await database.db
      .update(sites)
      .set({ config: schedule('Bearer wrong') })
      .where(eq(sites.id, site.siteId));
    const runs = () =>
      database.db.select().from(stockImportRuns).where(eq(stockImportRuns.siteId, site.siteId));

    // A refused pull is a failed run in the history, and waits for the interval like any other.
    expect(await runDueScheduledPulls(database)).toEqual([
      { site: site.slug, status: 'failed', error: 'the feed URL answered HTTP 401' },
    ]);
    expect(await runDueScheduledPulls(database)).toEqual([]);

    await database.db
      .update(sites)
      .set({ config: schedule('Bearer secret') })
      .where(eq(sites.id, site.siteId));
    const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
    const before = served;
    const [first, second] = await Promise.all([
      runDueScheduledPulls(database, { now: later(61) }),
      runDueScheduledPulls(other, { now: later(61) }),
    ]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([
      { site: site.slug, status: 'done', error: null },
    ]);
    expect(served).toBe(before + 1);
    expect((await carsByStockNumber(database.db, site.dealershipIds[0] as number)).has('S1')).toBe(
      true,
    );

    // Runs are dated by the clock when they start: 30 minutes on, not due; 61 minutes on, due.
    expect(await runDueScheduledPulls(database, { now: later(30) })).toEqual([]);
    expect(await runDueScheduledPulls(database, { now: later(61) })).toEqual([
      { site: site.slug, status: 'done', error: null },
    ]);
    expect((await runs()).map((run) => run.status)).toEqual(['failed', 'done', 'done']);
  });
});
