import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ImageFetchError } from './fetch-image.ts';
import type { ImageStore } from './image-store.ts';

/**
 * The widths stored for each photo: the card and thumbnail sizes and the gallery stage sizes of
 * apps/web/next.config.ts (imageSizes 320, deviceSizes 640/1080/1920), never wider than the
 * source.
 */
export const STOCK_IMAGE_WIDTHS = [320, 640, 1080, 1920] as const;
export const STOCK_IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;

/** A decoded image larger than this many pixels is refused (a decompression bomb). */
const MAX_PIXELS = 50_000_000;

export interface StoredImage {
  hash: string;
  width: number;
  height: number;
  /** Stored widths, smallest first. */
  widths: number[];
}

export const variantKey = (
  hash: string,
  width: number,
  format: (typeof STOCK_IMAGE_FORMATS)[number],
) => `${hash}-${width}.${format}`;

/**
 * Resize a fetched photo into every stored width in AVIF, WebP and a JPEG fallback, keyed by the
 * source's SHA-256. Variants already in the store are not encoded again.
 */
export async function storeImageVariants(bytes: Buffer, store: ImageStore): Promise<StoredImage> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageFetchError('is not a readable image');
  }
  // EXIF orientations 5–8 swap width and height once rotated.
  const swap = (metadata.orientation ?? 1) >= 5;
  const width = (swap ? metadata.height : metadata.width) ?? 0;
  const height = (swap ? metadata.width : metadata.height) ?? 0;
  if (width < 1 || height < 1) throw new ImageFetchError('is not a readable image');
  const widths: number[] = STOCK_IMAGE_WIDTHS.filter((candidate) => candidate <= width);
  if (widths.length === 0) widths.push(width);
  for (const target of widths) {
    for (const format of STOCK_IMAGE_FORMATS) {
      const key = variantKey(hash, target, format);
      if (await store.has(key)) continue;
      const resized = sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: target });
      const encoded =
        format === 'avif'
          ? resized.avif({ quality: 55, effort: 2 })
          : format === 'webp'
            ? resized.webp({ quality: 75 })
            : resized.jpeg({ quality: 80, mozjpeg: true });
      try {
        await store.put(key, await encoded.toBuffer());
      } catch (error) {
        if (error instanceof Error && /Input|unsupported|corrupt|pixel/i.test(error.message)) {
          throw new ImageFetchError(`could not be converted: ${error.message}`);
        }
        throw error;
      }
    }
  }
  return { hash, width, height, widths };
}
