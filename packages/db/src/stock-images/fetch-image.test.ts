import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage, ImageFetchError, type ImageFetchOptions } from './fetch-image.ts';
import { runPool } from './image-pool.ts';
import { FileImageStore, type ImageStore } from './image-store.ts';
import { storeImageVariants } from './image-variants.ts';

let server: Server;
let base: string;
let jpeg: Buffer;
let requests = 0;

beforeAll(async () => {
  // A real JPEG: a 1600×1000 gradient encoded by sharp.
  const pixels = Buffer.alloc(1600 * 1000 * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % 256;
    pixels[i + 1] = 120;
    pixels[i + 2] = Math.floor(i / 3 / 1600) % 256;
  }
  jpeg = await sharp(pixels, { raw: { width: 1600, height: 1000, channels: 3 } })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    requests += 1;
    switch (request.url) {
      case '/car.jpg':
        if (request.headers['if-none-match'] === '"v1"') {
          response.writeHead(304).end();
          return;
        }
        response.writeHead(200, {
          'content-type': 'image/jpeg',
          etag: '"v1"',
          'content-length': jpeg.length,
        });
        response.end(jpeg);
        return;
      case '/moved':
        response.writeHead(302, { location: '/car.jpg' }).end();
        return;
      case '/loop':
        response.writeHead(302, { location: '/loop' }).end();
        return;
      case '/big.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 5_000_000 });
        response.end(Buffer.alloc(5_000_000));
        return;
      case '/endless.jpg': {
        // No length given: the limit must hold while the body streams.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const send = () => {
          while (sent < 5_000_000) {
            sent += chunk.length;
            if (!response.write(chunk)) {
              response.once('drain', send);
              return;
            }
          }
          response.end();
        };
        send();
        return;
      }
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
        return;
      case '/liar.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<p>not an image</p>');
        return;
      case '/hang.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(jpeg.subarray(0, 100));
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const allowed: ImageFetchOptions = { allowedAddresses: ['127.0.0.1'], maxBytes: 1_000_000 };
const refusal = async (url: string, options = allowed) => {
  try {
    await fetchImage(url, options);
  } catch (error) {
    if (error instanceof ImageFetchError) return error.message;
    throw error;
  }
  return null;
};

describe('fetching a feed image', () => {
  it('fetches a real JPEG from a local server whose address is allowed, following a redirect', async () => {
    const result = await fetchImage(`${base}/moved`, allowed);
    expect(result.kind).toBe('fetched');
    if (result.kind !== 'fetched') return;
    expect(result.contentType).toBe('image/jpeg');
    expect(result.etag).toBe('"v1"');
    expect(await sharp(result.bytes).metadata()).toMatchObject({
      width: 1600,
      height: 1000,
      format: 'jpeg',
    });
  });

  it('does not download an unchanged image again', async () => {
    expect(await fetchImage(`${base}/car.jpg`, { ...allowed, etag: '"v1"' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses loopback and private addresses that are not allowed, before connecting', async () => {
    const before = requests;
    const options = { maxBytes: 1_000_000 };
    expect(await refusal(`${base}/car.jpg`, options)).toMatch(
      /private or loopback address \(127\.0\.0\.1\)/,
    );
    expect(await refusal(`${base.replace('127.0.0.1', 'localhost')}/car.jpg`, options)).toMatch(
      /private or loopback/,
    );
    expect(await refusal('http://[::1]/car.jpg', options)).toMatch(/private or loopback/);
    expect(await refusal('http://10.1.2.3/car.jpg', options)).toMatch(/private or loopback/);
    expect(await refusal('http://169.254.169.254/latest/meta-data', options)).toMatch(
      /private or loopback/,
    );
    expect(requests).toBe(before);
  });

  it('refuses other schemes', async () => {
    expect(await refusal('file:///etc/passwd')).toMatch(/uses file: \(only http and https/);
    expect(await refusal('ftp://example.com/car.jpg')).toMatch(/uses ftp:/);
    expect(await refusal('data:image/jpeg;base64,AAAA')).toMatch(/uses data:/);
    expect(await refusal('not a url')).toBe('is not a URL');
  });

  it('refuses bodies over the size limit, declared or streamed', async () => {
    expect(await refusal(`${base}/big.jpg`)).toMatch(/larger than 1000000 bytes/);
    expect(await refusal(`${base}/endless.jpg`)).toMatch(/larger than 1000000 bytes/);
  });

  it('refuses what is not an image, and endless redirects', async () => {
    expect(await refusal(`${base}/page.html`)).toMatch(
      /is not an image \(content type 'text\/html'\)/,
    );
    expect(await refusal(`${base}/missing.jpg`)).toBe('answered HTTP 404');
    expect(await refusal(`${base}/loop`)).toBe('too many redirects');
    const liar = await fetchImage(`${base}/liar.jpg`, allowed);
    const store = new FileImageStore(mkdtempSync(join(tmpdir(), 'forecourt-images-')));
    if (liar.kind !== 'fetched') throw new Error('expected a body');
    await expect(storeImageVariants(liar.bytes, store)).rejects.toThrow('is not a readable image');
    rmSync(store.root, { recursive: true, force: true });
  });

  it('gives up on a server that stops sending', async () => {
    expect(await refusal(`${base}/hang.jpg`, { ...allowed, timeoutMs: 300 })).toMatch(/time limit/);
  });
});

describe('storing resized images', () => {
  it('stores each width no wider than the source in AVIF, WebP and JPEG, once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'forecourt-images-'));
    const files = new FileImageStore(root);
    let puts = 0;
    const store: ImageStore = {
      has: (key) => files.has(key),
      put: (key, bytes) => {
        puts += 1;
        return files.put(key, bytes);
      },
      get: (key) => files.get(key),
      publicUrl: (key) => files.publicUrl(key),
    };
    const stored = await storeImageVariants(jpeg, store);
    expect(stored).toMatchObject({ width: 1600, height: 1000, widths: [320, 640, 1080] });
    expect(puts).toBe(9);
    const kept = readdirSync(join(root, stored.hash.slice(0, 2))).sort();
    expect(kept).toEqual(
      ['1080', '320', '640'].flatMap((width) =>
        ['avif', 'jpg', 'webp'].map((ext) => `${stored.hash}-${width}.${ext}`),
      ),
    );
    const avif = await sharp(files.path(`${stored.hash}-640.avif`)).metadata();
    expect(avif).toMatchObject({ width: 640, height: 400, format: 'heif' });
    expect((await sharp(files.path(`${stored.hash}-1080.webp`)).metadata()).format).toBe('webp');
    await storeImageVariants(jpeg, store);
    expect(puts).toBe(9);
    rmSync(root, { recursive: true, force: true });
    // AVIF encoding is slow on a busy machine; this is not a timing test.
  }, 120_000);
});

describe('runPool', () => {
  it('keeps at most the given number of jobs in flight and counts progress to the end', async () => {
    let inFlight = 0;
    let most = 0;
    const progress: number[] = [];
    await runPool(
      Array.from({ length: 10 }, (_, index) => index),
      3,
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
      },
      (done) => progress.push(done),
    );
    expect(most).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
