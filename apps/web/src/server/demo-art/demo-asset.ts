import { colours } from '@forecourt/db/demo/images';
import {
  PANORAMA_WIDTH,
  renderLogo,
  renderPanorama,
  renderScene,
  renderSpinFrame,
} from './scenes.ts';

/** A parsed, validated demo-art path (see packages/db/src/demo/images.ts for the scheme). */
export type DemoAsset =
  | { kind: 'photo'; shape: string; view: string; variant: number; colour: string; thumb: boolean }
  | { kind: 'spin'; shape: string; frame: number; colour: string }
  | { kind: 'panorama'; shape: string; colour: string }
  | { kind: 'logo'; slug: string }
  | { kind: 'report'; id: number };

// Only the demo palette's colours: anything else is no demo car's picture.
const COLOURS = colours.map(([, hex]) => hex).join('|');
const SHAPES =
  'sedan|hatch|suv|wagon|ute|van|coupe|convertible|cab-chassis|people-mover|motorcycle|caravan';
const PHOTO = new RegExp(
  `^v1/(${SHAPES})/(front|side|rear|interior|dashboard|wheel)-([1-9]\\d?)/(${COLOURS})(\\.thumb)?\\.jpg$`,
);
const SPIN = new RegExp(`^v1/(${SHAPES})/spin-(\\d{1,2})/(${COLOURS})\\.jpg$`);
const PANORAMA = new RegExp(`^v1/(${SHAPES})/interior-360/(${COLOURS})\\.jpg$`);
const LOGO = /^v1\/logo\/([a-z0-9-]{1,40})\.png$/;
const REPORT = /^v1\/report\/(\d{1,9})\.pdf$/;
export const SPIN_FRAMES = 24;

/**
 * Null for anything that is not exactly a demo-art path: no traversal, no surprises. A path
 * that parses may still be no car's: the route also checks the database.
 */
export function parseDemoAssetPath(path: string): DemoAsset | null {
  let match = PHOTO.exec(path);
  if (match) {
    const [, shape = '', view = '', variant = '1', colour = '', thumb] = match;
    return { kind: 'photo', shape, view, variant: Number(variant), colour, thumb: Boolean(thumb) };
  }
  match = SPIN.exec(path);
  if (match && Number(match[2]) < SPIN_FRAMES) {
    return { kind: 'spin', shape: match[1] ?? '', frame: Number(match[2]), colour: match[3] ?? '' };
  }
  match = PANORAMA.exec(path);
  if (match) return { kind: 'panorama', shape: match[1] ?? '', colour: match[2] ?? '' };
  match = LOGO.exec(path);
  if (match) return { kind: 'logo', slug: match[1] ?? '' };
  match = REPORT.exec(path);
  if (match) return { kind: 'report', id: Number(match[1]) };
  return null;
}

export function getContentType(asset: DemoAsset): string {
  return asset.kind === 'logo'
    ? 'image/png'
    : asset.kind === 'report'
      ? 'application/pdf'
      : 'image/jpeg';
}

/**
 * The SVG to rasterise for an image asset. A logo shows `makeName`, the catalogue's name of
 * the make: never text from the request.
 */
export function renderAssetSvg(
  asset: Exclude<DemoAsset, { kind: 'report' }>,
  makeName = '',
): {
  svg: string;
  width: number;
} {
  switch (asset.kind) {
    case 'photo':
      return {
        svg: renderScene(asset.shape, asset.view, asset.variant, asset.colour),
        width: asset.thumb ? 320 : 1200,
      };
    case 'spin':
      return {
        svg: renderSpinFrame(asset.shape, asset.frame, SPIN_FRAMES, asset.colour),
        width: 1200,
      };
    case 'panorama':
      return { svg: renderPanorama(asset.colour), width: PANORAMA_WIDTH };
    case 'logo':
      return { svg: renderLogo(makeName), width: 320 };
  }
}

/** A one-page PDF standing in for a vehicle history report in the demo. */
export function renderReportPdf(id: number): Buffer {
  const text = `Vehicle history report for demo vehicle ${id}: no written-off, stolen or encumbered records found.`;
  const stream = `BT /F1 12 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
