import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../env.ts';
import { getImageContentType, IMAGE_KEY, type ImageStore } from './image-store.ts';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Stock photos in an S3 bucket every instance shares. Objects sit under `stock/` fanned out
 * like the file store's folders; shoppers still get them from the app's /media/stock route
 * (publicUrl), so the bucket stays private and the site's CSP and image optimiser see one origin.
 */
export class S3ImageStore implements ImageStore {
  readonly client: S3Client;

  constructor(
    readonly settings: ObjectStorageSettings,
    readonly urlPrefix = '/media/stock/',
  ) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  objectKey(key: string): string {
    if (!IMAGE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    return `stock/${key.slice(0, 2)}/${key}`;
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // A PUT is atomic in S3: a reader sees the whole object or none.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: getImageContentType(key),
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}${key}`;
  }
}
