import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server.ts';
import { openDataImageStore } from './data-image-store.ts';
import { FileImageStore } from './image-store.ts';
import { checkObjectStorage } from './object-storage-check.ts';
import { S3ImageStore } from './s3-image-store.ts';

const key = (width: number, ext = 'webp') => `${'cd'.repeat(32)}-${width}.${ext}`;
let s3: S3TestServer;
const settings = () => ({
  bucket: s3.bucket,
  region: 'ap-southeast-2',
  endpoint: s3.endpoint,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

describe('S3ImageStore against a local S3-compatible server', () => {
  it('stores an object, says it has it and reads it back; a missing key is null, not an error', async () => {
    const store = new S3ImageStore(settings());
    expect(await store.has(key(320))).toBe(false);
    expect(await store.get(key(320))).toBeNull();
    await store.put(key(320), Buffer.from('webp bytes'));
    expect(await store.has(key(320))).toBe(true);
    expect((await store.get(key(320)))?.toString()).toBe('webp bytes');
    // Another process (instance) with its own client sees the same object.
    expect((await new S3ImageStore(settings()).get(key(320)))?.toString()).toBe('webp bytes');
    expect(store.publicUrl(key(320))).toBe(`/media/stock/${key(320)}`);
  });

  it('refuses keys that could name another object', async () => {
    const store = new S3ImageStore(settings());
    await expect(store.put('../secrets.jpg', Buffer.from('x'))).rejects.toThrow('Not an image key');
  });

  it('fails loudly with wrong credentials rather than reporting the photo missing', async () => {
    const store = new S3ImageStore({
      ...settings(),
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' },
    });
    await expect(store.has(key(320))).rejects.toThrow();
    await expect(store.get(key(320))).rejects.toThrow();
  });
});

describe('openDataImageStore', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('uses the bucket when S3_BUCKET is set, else the data folder', async () => {
    delete process.env.S3_BUCKET;
    delete process.env.S3_REGION;
    delete process.env.S3_ENDPOINT;
    delete process.env.S3_ACCESS_KEY_ID;
    delete process.env.S3_SECRET_ACCESS_KEY;
    expect(openDataImageStore()).toBeInstanceOf(FileImageStore);
    Object.assign(process.env, s3.env);
    const store = openDataImageStore();
    expect(store).toBeInstanceOf(S3ImageStore);
    expect(openDataImageStore()).toBe(store);
    await store.put(key(640, 'jpg'), Buffer.from('jpeg bytes'));
    expect((await new S3ImageStore(settings()).get(key(640, 'jpg')))?.toString()).toBe(
      'jpeg bytes',
    );
  });
});

describe('checkObjectStorage', () => {
  it('passes a bucket that answers, and names what is wrong otherwise', async () => {
    expect(await checkObjectStorage(new S3ImageStore(settings()))).toBeNull();
    expect(
      await checkObjectStorage(new S3ImageStore({ ...settings(), bucket: 'no-such-bucket' })),
    ).toBe("There is no bucket 'no-such-bucket' (S3_BUCKET) to keep photos in.");
    expect(
      await checkObjectStorage(
        new S3ImageStore({
          ...settings(),
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' },
        }),
      ),
    ).toMatch(/^The photo bucket 'forecourt-photos' refused the credentials/);
    expect(
      await checkObjectStorage(new S3ImageStore({ ...settings(), endpoint: 'http://127.0.0.1:1' })),
    ).toMatch(/^The photo bucket at http:\/\/127\.0\.0\.1:1 cannot be reached \(.*ECONNREFUSED/);
  }, 60_000);
});
