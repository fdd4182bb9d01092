import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { getDataDir } from '@forecourt/db/env';
import sharp from 'sharp';
import { type DemoAsset, renderAssetSvg, renderReportPdf } from './demo-asset.ts';

/**
 * The bytes of a demo asset: read from the disk cache, or rendered (SVG → JPEG/PNG with sharp)
 * and cached. `path` has already been validated by parseDemoAssetPath.
 */
export async function getDemoAssetBytes(path: string, asset: DemoAsset): Promise<Buffer> {
  const cachePath = join(getDataDir(), 'media', 'demo', path);
  try {
    return await readFile(cachePath);
  } catch {
    // not cached yet
  }
  const bytes = await renderAsset(asset);
  await mkdir(dirname(cachePath), { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const temporary = `${cachePath}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cachePath);
  return bytes;
}

async function renderAsset(asset: DemoAsset): Promise<Buffer> {
  if (asset.kind === 'report') return renderReportPdf(asset.id);
  const { svg, width } = renderAssetSvg(asset);
  const image = sharp(Buffer.from(svg)).resize({ width });
  return asset.kind === 'logo'
    ? image.png().toBuffer()
    : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
