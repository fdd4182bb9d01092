import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDataImageStore } from '@forecourt/db/stock-images/data-image-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from './route.ts';

const hash = 'ab'.repeat(32);
const folder = mkdtempSync(join(tmpdir(), 'forecourt-media-stock-'));
const request = (key: string) =>
  GET(new Request(`http://x/media/stock/${key}`), { params: Promise.resolve({ key }) });

describe('GET /media/stock/[key]', () => {
  const previous = process.env.FORECOURT_DATA_DIR;
  beforeAll(async () => {
    process.env.FORECOURT_DATA_DIR = folder;
    await openDataImageStore().put(`${hash}-640.webp`, Buffer.from('webp bytes'));
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.FORECOURT_DATA_DIR;
    else process.env.FORECOURT_DATA_DIR = previous;
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves a stored variant with its type, cached as immutable', async () => {
    const response = await request(`${hash}-640.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('webp bytes');
  });

  it('answers 404 for a key not stored and for anything that is not a key', async () => {
    for (const key of [
      `${hash}-640.avif`,
      '..%2F..%2Fetc%2Fpasswd',
      `../${hash}-640.webp`,
      `${hash}-640.svg`,
    ]) {
      const response = await request(key);
      expect(response.status, key).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
