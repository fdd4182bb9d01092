import { join } from 'node:path';
import { getDataDir, getObjectStorage, readDbEnv } from '../env.ts';
import { FileImageStore, type ImageStore } from './image-store.ts';
import { S3ImageStore } from './s3-image-store.ts';

let shared: { signature: string; store: S3ImageStore } | null = null;

/**
 * The stock photo store of this installation: the S3 bucket when S3_BUCKET is set (several
 * instances), else `images/` in the data folder. One S3 client per process: it pools sockets.
 */
export function openDataImageStore(): ImageStore {
  const env = readDbEnv();
  const storage = getObjectStorage(env);
  if (!storage) return new FileImageStore(join(getDataDir(env), 'images'));
  const signature = JSON.stringify(storage);
  if (shared?.signature !== signature) {
    shared?.store.client.destroy();
    shared = { signature, store: new S3ImageStore(storage) };
  }
  return shared.store;
}
