import { GetObjectCommand, NoSuchKey, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3ImageStore } from './s3-image-store.ts';

/**
 * Whether the photo bucket answers with these settings, checked once at start: a wrong key or
 * bucket name would otherwise surface as every photo failing. Null when it does, else one line
 * an operator can act on.
 */
export async function checkObjectStorage(store: S3ImageStore): Promise<string | null> {
  const { bucket, endpoint } = store.settings;
  try {
    // Reading an object no one writes rather than HeadBucket: an object request is what the app
    // makes (some S3-compatible servers sign bucket requests differently), and its error has a
    // body, so a missing bucket (NoSuchBucket) is told from a missing key and from a refusal.
    await store.client.send(new GetObjectCommand({ Bucket: bucket, Key: 'stock/start-up-check' }));
    return null;
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    if (error instanceof S3ServiceException) {
      const status = error.$metadata.httpStatusCode;
      if (error.name === 'NoSuchBucket')
        return `There is no bucket '${bucket}' (S3_BUCKET) to keep photos in.`;
      if (status === 403 || status === 401) {
        return `The photo bucket '${bucket}' refused the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), or they lack s3:ListBucket.`;
      }
      return `The photo bucket '${bucket}' answered HTTP ${status ?? '?'} (${error.name}).`;
    }
    const where = endpoint ?? 'S3';
    return `The photo bucket at ${where} cannot be reached (${(error as Error).message}): check S3_ENDPOINT and the network.`;
  }
}
