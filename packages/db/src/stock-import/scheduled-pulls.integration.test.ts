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
// A feed on IPv6 loopback, and what reached it.
let v6Server: Server;
let v6Url: string;
let v6Served = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/to-v6') {
      response.writeHead(302, { location: v6Url }).end();
      return;
    }
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
  v6Server = createServer((_request, response) => {
    v6Served += 1;
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end('stock_number,car_type,year,make,model,price\nV6,used,2020,Kia,Rio,15990\n');
  });
  await new Promise<void>((resolve) => v6Server.listen(0, '::1', resolve));
  v6Url = `http://[::1]:${(v6Server.address() as AddressInfo).port}/stock.csv`;
});
afterAll(() => {
  server.close();
  v6Server.close();
});

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
    // The test's feed server is on loopback: the site lists that address, as a dealer whose
    // system is on their own network would.
    const schedule = (authorization: string) => ({
      stockFeed: {
        schedule: { url, intervalMinutes: 60, headers: { Authorization: authorization } },
        privateAddresses: ['127.0.0.1'],
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

  it('refuses a feed on a private address the site does not list, and a redirect from a listed one to another', async () => {
    const site = await createStockSite(database.db, `ssrf-${kind}`);
    const configure = (config: Record<string, unknown>) =>
      database.db
        .update(sites)
        .set({ config: { stockFeed: config } })
        .where(eq(sites.id, site.siteId));
    const pull = async (minutes: number) =>
      (
        await runDueScheduledPulls(database, { now: () => new Date(Date.now() + minutes * 60_000) })
      ).filter((done) => done.site === site.slug);
    const before = { served, v6Served };
    const hint =
      '; to fetch from a dealer system on a private network, list its address in stockFeed.privateAddresses';

    await configure({
      schedule: { url, intervalMinutes: 60, headers: { Authorization: 'Bearer secret' } },
    });
    expect(await pull(0)).toEqual([
      {
        site: site.slug,
        status: 'failed',
        error: `the feed URL was not fetched: host 127.0.0.1 is a private or loopback address (127.0.0.1)${hint}`,
      },
    ]);

    // Loopback that redirects to [::1]: the listed address is asked, the redirect is refused.
    const toV6 = url.replace('/stock.csv', '/to-v6');
    await configure({
      schedule: { url: toV6, intervalMinutes: 60 },
      privateAddresses: ['127.0.0.1'],
    });
    expect(await pull(0)).toEqual([
      {
        site: site.slug,
        status: 'failed',
        error: `the feed URL was not fetched: host ::1 is a private or loopback address (::1)${hint}`,
      },
    ]);

    // The metadata address and IPv4-mapped loopback are refused like any other.
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      url.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
    ]) {
      await configure({ schedule: { url: target, intervalMinutes: 60 } });
      const [failed] = await pull(0);
      expect(failed?.error, target).toMatch(
        /^the feed URL was not fetched: host .+ is a private or loopback address/,
      );
    }

    expect(served).toBe(before.served);
    expect(v6Served).toBe(before.v6Served);
    expect((await carsByStockNumber(database.db, site.dealershipIds[0] as number)).size).toBe(0);

    // Listing [::1] too lets exactly that feed in.
    await configure({
      schedule: { url: toV6, intervalMinutes: 60 },
      privateAddresses: ['127.0.0.1', '::1'],
    });
    expect(await pull(61)).toEqual([{ site: site.slug, status: 'done', error: null }]);
    expect(v6Served).toBe(before.v6Served + 1);
    expect([
      ...(await carsByStockNumber(database.db, site.dealershipIds[0] as number)).keys(),
    ]).toEqual(['V6']);
  });
});
