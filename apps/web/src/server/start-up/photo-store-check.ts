import { openDataImageStore } from '@forecourt/db/stock-images/data-image-store';
import { checkObjectStorage } from '@forecourt/db/stock-images/object-storage-check';
import { S3ImageStore } from '@forecourt/db/stock-images/s3-image-store';

/**
 * With S3_BUCKET set, the bucket must answer before the server listens, as the database must:
 * one line and exit 1, rather than an instance whose every photo fails.
 */
export async function checkPhotoStore(): Promise<void> {
  const store = openDataImageStore();
  if (!(store instanceof S3ImageStore)) return;
  const reason = await checkObjectStorage(store);
  if (!reason) return;
  console.error(`Cannot start: ${reason}`);
  process.exit(1);
}
