import type { CarImage } from '@forecourt/core/car';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, stockImages } from '../schema/index.ts';
import { fetchImage, ImageFetchError, type ImageFetchOptions } from './fetch-image.ts';
import { runPool } from './image-pool.ts';
import type { ImageStore } from './image-store.ts';
import { storeImageVariants, variantKey } from './image-variants.ts';

export interface ImageSyncOptions {
  dealershipIds: number[];
  store: ImageStore;
  fetch?: ImageFetchOptions;
  /** Photos fetched and resized at once. */
  concurrency?: number;
  /** Ask the source about photos already stored too (a conditional request each). */
  revalidate?: boolean;
  onProgress?: (done: number, total: number) => void;
  now?: () => Date;
}

export interface ImageSyncSummary {
  sources: number;
  fetched: number;
  unchanged: number;
  failed: number;
  carsUpdated: number;
  /** The first 100 failures. */
  failures: { url: string; reason: string }[];
}

type StockImageRow = typeof stockImages.$inferSelect;

/**
 * Bring the photos of the dealerships' cars in line with their feed's photo URLs: fetch each
 * URL not yet stored (or every one, conditionally, with `revalidate`), store its resized
 * variants, then set each car's `images` to its stored photos in feed order. Runs after an
 * import, so cars are on the site before their photos are ready; a photo that fails is left out
 * and reported, and tried again next time.
 */
export async function syncStockImages(
  db: Db,
  options: ImageSyncOptions,
): Promise<ImageSyncSummary> {
  const now = options.now ?? (() => new Date());
  const summary: ImageSyncSummary = {
    sources: 0,
    fetched: 0,
    unchanged: 0,
    failed: 0,
    carsUpdated: 0,
    failures: [],
  };
  if (options.dealershipIds.length === 0) return summary;
  const withSources = await db
    .select({ id: cars.id, imageSources: cars.imageSources, images: cars.images })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, options.dealershipIds),
        sql`cardinality(${cars.imageSources}) > 0`,
      ),
    );
  const urls = [...new Set(withSources.flatMap((car) => car.imageSources))];
  summary.sources = urls.length;
  const known = await loadStockImages(db, urls);
  const due = urls.filter((url) => {
    const row = known.get(url);
    return !row?.contentHash || options.revalidate;
  });

  await runPool(
    due,
    options.concurrency ?? 4,
    async (url) => {
      const previous = known.get(url);
      try {
        const result = await fetchImage(url, {
          ...options.fetch,
          etag: previous?.contentHash ? previous.etag : null,
          lastModified: previous?.contentHash ? previous.lastModified : null,
        });
        if (result.kind === 'unchanged') {
          summary.unchanged += 1;
          return;
        }
        const stored = await storeImageVariants(result.bytes, options.store);
        const row = {
          sourceUrl: url,
          etag: result.etag,
          lastModified: result.lastModified,
          contentHash: stored.hash,
          width: stored.width,
          height: stored.height,
          widths: stored.widths,
          fetchedAt: now(),
          error: null,
        };
        await db
          .insert(stockImages)
          .values(row)
          .onConflictDoUpdate({ target: stockImages.sourceUrl, set: row });
        summary.fetched += 1;
      } catch (error) {
        if (!(error instanceof ImageFetchError)) throw error;
        summary.failed += 1;
        if (summary.failures.length < 100) summary.failures.push({ url, reason: error.message });
        // A photo stored before stays in use; the failure is noted for the next run.
        await db
          .insert(stockImages)
          .values({ sourceUrl: url, error: error.message, fetchedAt: now() })
          .onConflictDoUpdate({
            target: stockImages.sourceUrl,
            set: { error: error.message, fetchedAt: now() },
          });
      }
    },
    options.onProgress,
  );

  const stored = await loadStockImages(db, urls);
  for (const car of withSources) {
    const images = car.imageSources.flatMap((url) => {
      const row = stored.get(url);
      return row ? toCarImage(row, options.store) : [];
    });
    if (sameImages(images, car.images)) continue;
    await db.update(cars).set({ images, updatedAt: now() }).where(eq(cars.id, car.id));
    summary.carsUpdated += 1;
  }
  return summary;
}

async function loadStockImages(db: Db, urls: string[]): Promise<Map<string, StockImageRow>> {
  const found = new Map<string, StockImageRow>();
  for (let start = 0; start < urls.length; start += 1000) {
    const slice = JSON.stringify(urls.slice(start, start + 1000));
    const rows = await db
      .select()
      .from(stockImages)
      .where(sql`${stockImages.sourceUrl} in (select json_array_elements_text(${slice}::json))`);
    for (const row of rows) found.set(row.sourceUrl, row);
  }
  return found;
}

/** A stored photo as a car shows it: the largest JPEG, and a 640-wide one as the thumbnail. */
function toCarImage(row: StockImageRow, store: ImageStore): CarImage[] {
  const largest = row.widths.at(-1);
  if (!row.contentHash || largest === undefined || !row.width || !row.height) return [];
  const thumb = row.widths.find((width) => width >= 640) ?? largest;
  return [
    {
      url: store.publicUrl(variantKey(row.contentHash, largest, 'jpg')),
      thumbUrl: store.publicUrl(variantKey(row.contentHash, thumb, 'jpg')),
      width: largest,
      height: Math.round((row.height * largest) / row.width),
      isVideo: false,
    },
  ];
}

/** Field by field: jsonb does not keep key order, so the stored JSON text differs. */
function sameImages(a: CarImage[], b: CarImage[]): boolean {
  return (
    a.length === b.length &&
    a.every((image, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        image.url === other.url &&
        image.thumbUrl === other.thumbUrl &&
        image.width === other.width &&
        image.height === other.height &&
        image.isVideo === other.isVideo
      );
    })
  );
}
