import { openDataImageStore } from '@forecourt/db/stock-images/data-image-store';
import { getImageContentType, IMAGE_KEY } from '@forecourt/db/stock-images/image-store';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

/**
 * Stock photos fetched from dealers' feeds and resized on import (packages/db/src/stock-images),
 * from the data folder or the shared bucket. Proxied rather than redirected to the bucket: it
 * stays private, the CSP's img-src stays 'self' and next/image's localPatterns keep working.
 * Keys are content addresses, so a key's bytes never change: cached for a year, immutable, and a
 * CDN in front takes the load off the bucket.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ key: string }> },
): Promise<Response> {
  const { key } = await params;
  if (!IMAGE_KEY.test(key)) return notFound();
  const bytes = await openDataImageStore().get(key);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': getImageContentType(key),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
