import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStock } from '../stock-import/import-stock.ts';
import {
  carsByStockNumber,
  carVersions,
  createStockSite,
  csvFeed,
  feedConfig,
} from '../testing/stock-site.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { FileImageStore } from './image-store.ts';
import { syncStockImages } from './sync-stock-images.ts';

let server: Server;
let base: string;
const served = new Map<string, Buffer>();
let bodiesSent = 0;

beforeAll(async () => {
  for (const [name, width, colour] of [
    ['front.jpg', 900, { r: 200, g: 30, b: 30 }],
    ['side.jpg', 700, { r: 30, g: 30, b: 200 }],
  ] as const) {
    served.set(
      `/${name}`,
      await sharp({ create: { width, height: 600, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    );
  }
  server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const etag = `"${body.length}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    bodiesSent += 1;
    response.writeHead(200, { 'content-type': 'image/jpeg', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe.each(getTestDatabaseKinds())('stock photos on %s', (kind) => {
  let database: TestDatabase;
  const root = mkdtempSync(join(tmpdir(), 'forecourt-stock-images-'));
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('shows a car before its photos, then its stored photos in feed order, fetching each source once', async () => {
    const site = await createStockSite(database.db, `photos-${kind}`);
    const dealershipId = site.dealershipIds[0] as number;
    const store = new FileImageStore(root);
    const header = ['stock_number', 'car_type', 'year', 'make', 'model', 'images'];
    const feed = (images: string) => csvFeed([header, ['P1', 'used', 2020, 'Kia', 'Rio', images]]);
    const imageSync = () =>
      syncStockImages(database.db, {
        dealershipIds: site.dealershipIds,
        store,
        fetch: { allowedAddresses: ['127.0.0.1'] },
        concurrency: 2,
      });
    await importStock(database, {
      ...site,
      config: feedConfig(),
      input: feed(`${base}/side.jpg|${base}/missing.jpg|${base}/front.jpg`),
      source: 'feed.csv',
    });
    // Listed before any photo is fetched.
    expect((await carsByStockNumber(database.db, dealershipId)).get('P1')).toMatchObject({
      status: 'in_stock',
      images: [],
    });

    const progress: number[] = [];
    const first = await syncStockImages(database.db, {
      dealershipIds: site.dealershipIds,
      store,
      fetch: { allowedAddresses: ['127.0.0.1'] },
      onProgress: (done) => progress.push(done),
    });
    expect(first).toMatchObject({ sources: 3, fetched: 2, failed: 1, carsUpdated: 1 });
    expect(first.failures).toEqual([{ url: `${base}/missing.jpg`, reason: 'answered HTTP 404' }]);
    expect(progress).toEqual([1, 2, 3]);
    const car = (await carsByStockNumber(database.db, dealershipId)).get('P1');
    expect(car?.images.map((image) => [image.width, image.height])).toEqual([
      [640, 549],
      [640, 427],
    ]);
    for (const image of car?.images ?? []) {
      expect(image.url).toMatch(/^\/media\/stock\/[0-9a-f]{64}-640\.jpg$/);
      const key = image.url.slice('/media/stock/'.length);
      expect(await store.has(key)).toBe(true);
      expect(await store.has(key.replace('.jpg', '.avif'))).toBe(true);
      expect(await store.has(key.replace('.jpg', '.webp'))).toBe(true);
    }

    // Nothing new: stored sources are not fetched again, and no car is written.
    const sent = bodiesSent;
    const versions = await carVersions(database.db, dealershipId);
    expect(await imageSync()).toMatchObject({ fetched: 0, failed: 1, carsUpdated: 0 });
    expect(bodiesSent).toBe(sent);
    expect(await carVersions(database.db, dealershipId)).toEqual(versions);

    // Revalidating asks with the ETag; an unchanged source answers 304 and sends no body.
    const revalidated = await syncStockImages(database.db, {
      dealershipIds: site.dealershipIds,
      store,
      fetch: { allowedAddresses: ['127.0.0.1'] },
      revalidate: true,
    });
    expect(revalidated).toMatchObject({ unchanged: 2, fetched: 0, carsUpdated: 0 });
    expect(bodiesSent).toBe(sent);

    // The feed reorders its photos: the car follows without fetching anything.
    await importStock(database, {
      ...site,
      config: feedConfig(),
      input: feed(`${base}/front.jpg|${base}/side.jpg`),
      source: 'feed.csv',
    });
    expect(await imageSync()).toMatchObject({ fetched: 0, carsUpdated: 1 });
    const reordered = (await carsByStockNumber(database.db, dealershipId)).get('P1');
    expect(reordered?.images.map((image) => image.height)).toEqual([427, 549]);
    expect(bodiesSent).toBe(sent);
  });
});
