import { S3ImageStore } from '@forecourt/db/stock-images/s3-image-store';
import { type S3TestServer, startS3TestServer } from '@forecourt/db/testing/s3-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from './route.ts';

// With S3_BUCKET set the route serves what any instance put in the bucket, through the app.

const hash = 'ef'.repeat(32);
const request = (key: string) =>
  GET(new Request(`http://x/media/stock/${key}`), { params: Promise.resolve({ key }) });
let s3: S3TestServer;
const saved = { ...process.env };

describe('GET /media/stock/[key] with object storage', () => {
  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(process.env, s3.env);
    // Written by "another instance": a client of its own.
    const other = new S3ImageStore({
      bucket: s3.bucket,
      region: s3.env.S3_REGION,
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await other.put(`${hash}-1080.avif`, Buffer.from('avif bytes'));
  });
  afterAll(async () => {
    process.env = saved;
    await s3.close();
  });

  it('serves an object from the bucket with its type, cached as immutable', async () => {
    const response = await request(`${hash}-1080.avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('avif bytes');
  });

  it('answers 404, not cached, for a key the bucket does not hold', async () => {
    const response = await request(`${hash}-320.avif`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
