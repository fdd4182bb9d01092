import { getContentType, parseDemoAssetPath } from '@/server/demo-art/demo-asset';
import { getDemoAssetBytes } from '@/server/demo-art/render-asset';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

/**
 * Demo vehicle photos, spin frames, maker logos and history reports, generated on this
 * machine (no network) on first request and cached on disk. Only assets a car, model or make
 * in the database uses are drawn; anything else is a 404 that no cache keeps. Scheme:
 * packages/db/src/demo/images.ts.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const path = (await params).path.join('/');
  const asset = parseDemoAssetPath(path);
  if (!asset) return notFound();
  const bytes = await getDemoAssetBytes(path, asset);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': getContentType(asset),
      'cache-control': 'public, max-age=31536000, immutable',
      ...(asset.kind === 'report'
        ? { 'content-disposition': `inline; filename="history-report-${asset.id}.pdf"` }
        : {}),
    },
  });
}
