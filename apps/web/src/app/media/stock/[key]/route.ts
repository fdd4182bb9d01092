import { readFile } from 'node:fs/promises';
import { openDataImageStore } from '@forecourt/db/stock-images/data-image-store';
import { IMAGE_KEY } from '@forecourt/db/stock-images/image-store';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

const contentTypes = new Map([
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
]);

/**
 * Stock photos fetched from dealers' feeds and resized on import (packages/db/src/stock-images).
 * Keys are content addresses, so a key's bytes never change: cached for a year, immutable.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ key: string }> },
): Promise<Response> {
  const { key } = await params;
  if (!IMAGE_KEY.test(key)) return notFound();
  let bytes: Buffer;
  try {
    bytes = await readFile(openDataImageStore().path(key));
  } catch {
    return notFound();
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type':
        contentTypes.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
