import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeOverrides } from '@forecourt/core/config';
import { schema } from '@forecourt/db';
import { seedDemo } from '@forecourt/db/demo/seed-demo';
import { type S3TestServer, startS3TestServer } from '@forecourt/db/testing/s3-test-server';
import { createTestDatabase, type TestDatabase } from '@forecourt/db/testing/test-database';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { waitUntilServing } from './lib/wait-until-serving.ts';

// Issue 27 part 3: two instances of the built app on one PostgreSQL database and one bucket (a
// local S3-compatible server). A photo that instance A's worker imports from a site's scheduled
// feed is served by instance B, which has never seen it, and goes through B's image optimiser.

const root = fileURLToPath(new URL('..', import.meta.url));
const folders: string[] = [];
const instances: ChildProcess[] = [];
let database: TestDatabase;
let s3: S3TestServer;
let dealer: Server;
let photo: Buffer;

function startInstance(port: number): Promise<{ dataDir: string; output: () => string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-instance-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, [join(root, 'apps/web/edge/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...s3.env,
      DATABASE_URL: database.url ?? '',
      FORECOURT_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instances.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return waitUntilServing(
    child,
    `http://127.0.0.1:${port}/api/health`,
    'An instance',
    () => output,
  ).then(() => ({ dataDir, output: () => output }));
}

async function waitForPhotos(stockNumber: string): Promise<string[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [car] = await database.db
      .select({ images: schema.cars.images })
      .from(schema.cars)
      .where(eq(schema.cars.stockNumber, stockNumber));
    const urls = car?.images.map((image) => image.url) ?? [];
    if (urls.length > 0) return urls;
    if (Date.now() > deadline) throw new Error(`${stockNumber} got no photo within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('This test needs DATABASE_URL (PostgreSQL)');
  photo = await sharp({
    create: { width: 400, height: 250, channels: 3, background: { r: 200, g: 40, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  dealer = createServer((request, response) => {
    if (request.url === '/car.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      return;
    }
    const base = `http://127.0.0.1:${(dealer.address() as AddressInfo).port}`;
    response
      .writeHead(200, { 'content-type': 'text/csv' })
      .end(
        `stock_number,car_type,year,make,model,price,images\nSHARED-1,used,2021,Mazda,CX-5,31990,${base}/car.jpg\n`,
      );
  });
  await new Promise<void>((resolve) => dealer.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(dealer.address() as AddressInfo).port}/stock.csv`;
  s3 = await startS3TestServer();
  database = await createTestDatabase('postgres');
  await seedDemo(database, { now: new Date(), cars: 20 });
  const [site] = await database.db
    .select()
    .from(schema.sites)
    .where(eq(schema.sites.slug, 'harbour-ford'));
  if (!site) throw new Error('No demo site harbour-ford');
  await database.db
    .update(schema.sites)
    .set({
      config: mergeOverrides(site.config, {
        stockFeed: {
          schedule: { url: feedUrl, intervalMinutes: 60 },
          privateAddresses: ['127.0.0.1'],
        },
      }),
    })
    .where(eq(schema.sites.id, site.id));
}, 180_000);

afterAll(async () => {
  for (const child of instances) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  dealer?.close();
  await s3?.close();
  await database?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('two instances sharing PostgreSQL and a bucket', () => {
  it('serves on one instance the photo the other imported', async () => {
    const a = await startInstance(appPort() + 8);
    const [url] = await waitForPhotos('SHARED-1');
    expect(url).toMatch(/^\/media\/stock\/[0-9a-f]{64}-320\.jpg$/);

    const b = await startInstance(appPort() + 9);
    const direct = await fetch(`http://127.0.0.1:${appPort() + 9}${url}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await direct.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 200 });
    // The same object from A: one copy, in the bucket.
    const fromA = await fetch(`http://127.0.0.1:${appPort() + 8}${url}`);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(bytes)).toBe(true);
    expect(existsSync(join(a.dataDir, 'images'))).toBe(false);
    expect(existsSync(join(b.dataDir, 'images'))).toBe(false);

    // next/image on B (localPatterns '/media/**') resizes it like any local photo.
    const optimised = await fetch(
      `http://127.0.0.1:${appPort() + 9}/_next/image?url=${encodeURIComponent(url ?? '')}&w=256&q=75`,
      { headers: { accept: 'image/webp' } },
    );
    expect(optimised.status).toBe(200);
    expect(optimised.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await optimised.arrayBuffer())).metadata()).width).toBe(256);

    // Both instances were told nothing of their own stays behind: no fallback warning for
    // photos, only for the mail and SMS fallbacks this test does not configure.
    for (const instance of [a, b]) {
      const warning = instance
        .output()
        .split('\n')
        .find((line) => line.includes('this instance keeps data of its own'));
      expect(warning).toBeDefined();
      expect(warning).not.toContain('stock photos');
    }
  }, 240_000);
});
