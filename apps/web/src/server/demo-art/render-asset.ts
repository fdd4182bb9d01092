import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { budgetBodyTypes } from '@forecourt/core/finance';
import { getMakeNameByLogoUrl, isMediaUrlReferenced } from '@forecourt/db';
import { getDataDir } from '@forecourt/db/env';
import sharp from 'sharp';
import { getBodyImageUrl } from '@/lib/body-images';
import { getDatabase } from '../database.ts';
import { createProcessCache } from '../process-cache.ts';
import { type DemoAsset, renderAssetSvg, renderReportPdf } from './demo-asset.ts';

/** What an asset shows that is not in its path: a logo's make name from the catalogue. */
interface AssetOwner {
  makeName: string;
}

// Answers for paths that parse; a path parses only in the demo palette and shapes, so an
// attacker's distinct paths are few, and each is looked up at most once per 10 minutes.
const ownerCache = createProcessCache<AssetOwner | null>('demo-media-owners', 600_000, 5_000);

// The budget finder's body-type pictures come from code, not from a row.
const bodyImageUrls = new Set(budgetBodyTypes.map(getBodyImageUrl));

// Files here were each checked against the database before they were written. (The folder
// before it, media/demo, could hold pictures of any name, drawn before that check existed.)
const CACHE_FOLDER = 'media/demo-checked';

/**
 * The bytes of a demo asset some car, model or make in the database uses: read from the disk
 * cache, or rendered (SVG → JPEG/PNG with sharp) and cached. Null for an asset nothing uses,
 * which is neither rendered nor stored. `path` has already been validated by parseDemoAssetPath.
 */
export async function getDemoAssetBytes(path: string, asset: DemoAsset): Promise<Buffer | null> {
  const cachePath = join(/* turbopackIgnore: true */ getDataDir(), CACHE_FOLDER, path);
  try {
    return await readFile(cachePath);
  } catch {
    // not cached yet
  }
  const owner = await ownerCache.get(path, () => findOwner(path, asset));
  if (!owner) return null;
  const bytes = await renderAsset(asset, owner);
  await mkdir(dirname(cachePath), { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const temporary = `${cachePath}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cachePath);
  return bytes;
}

async function findOwner(path: string, asset: DemoAsset): Promise<AssetOwner | null> {
  const { db } = await getDatabase();
  const url = `/media/demo/${path}`;
  if (asset.kind === 'logo') {
    const makeName = await getMakeNameByLogoUrl(db, url);
    return makeName ? { makeName } : null;
  }
  return bodyImageUrls.has(url) || (await isMediaUrlReferenced(db, url)) ? { makeName: '' } : null;
}

async function renderAsset(asset: DemoAsset, owner: AssetOwner): Promise<Buffer> {
  if (asset.kind === 'report') return renderReportPdf(asset.id);
  const { svg, width } = renderAssetSvg(asset, owner.makeName);
  const image = sharp(Buffer.from(svg)).resize({ width });
  return asset.kind === 'logo'
    ? image.png().toBuffer()
    : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
