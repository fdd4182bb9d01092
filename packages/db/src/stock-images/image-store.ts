import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where resized stock images live. Keys are content addresses (`{sha256}-{width}.{ext}`), so an
 * object never changes once written and "is it there" is the whole cache check. The file store
 * below keeps them under the data folder (one instance); S3ImageStore in a bucket every instance
 * shares (s3-image-store.ts). data-image-store.ts picks one from the settings.
 */
export interface ImageStore {
  has(key: string): Promise<boolean>;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes, or null when it is not stored. */
  get(key: string): Promise<Buffer | null>;
  /** The site path that serves the object. */
  publicUrl(key: string): string;
}

/** Keys the store accepts: nothing that could name another path. */
export const IMAGE_KEY = /^[0-9a-f]{64}-\d{2,4}\.(webp|avif|jpg)$/;

export class FileImageStore implements ImageStore {
  constructor(
    readonly root: string,
    readonly urlPrefix = '/media/stock/',
  ) {}

  /** The file for a key: fanned out by the first two hex digits. */
  path(key: string): string {
    if (!IMAGE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }

  async has(key: string): Promise<boolean> {
    try {
      await stat(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
    // Write then rename: a reader never sees half a file, even if the process dies mid-write.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}${key}`;
  }
}

/** The media type of a key's extension (IMAGE_KEY allows these three). */
export function getImageContentType(key: string): string {
  if (key.endsWith('.avif')) return 'image/avif';
  if (key.endsWith('.webp')) return 'image/webp';
  return 'image/jpeg';
}
