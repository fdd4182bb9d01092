import { describe, expect, it } from 'vitest';
import {
  makeNameFromSlug,
  parseDemoAssetPath,
  renderAssetSvg,
  renderReportPdf,
} from './demo-asset.ts';

describe('parseDemoAssetPath', () => {
  it('accepts the photo, thumbnail, spin, logo and report forms', () => {
    expect(parseDemoAssetPath('v1/suv/side-2/1f4e9c.jpg')).toEqual({
      kind: 'photo',
      shape: 'suv',
      view: 'side',
      variant: 2,
      colour: '1f4e9c',
      thumb: false,
    });
    expect(parseDemoAssetPath('v1/ute/front-1/ffffff.thumb.jpg')).toMatchObject({ thumb: true });
    expect(parseDemoAssetPath('v1/van/spin-23/000000.jpg')).toEqual({
      kind: 'spin',
      shape: 'van',
      frame: 23,
      colour: '000000',
    });
    expect(parseDemoAssetPath('v1/logo/harley-davidson.png')).toEqual({
      kind: 'logo',
      slug: 'harley-davidson',
    });
    expect(parseDemoAssetPath('v1/report/42.pdf')).toEqual({ kind: 'report', id: 42 });
  });
  it('rejects anything else, including traversal and unknown shapes', () => {
    for (const path of [
      'v1/../../etc/passwd',
      'v1/tank/side-1/000000.jpg',
      'v1/suv/side-1/xyz.jpg',
      'v1/van/spin-24/000000.jpg',
      'v1/logo/../x.png',
      '',
    ]) {
      expect(parseDemoAssetPath(path)).toBeNull();
    }
  });
});

describe('rendering', () => {
  it('draws every view of every shape as an SVG document in the car colour', () => {
    for (const shape of ['sedan', 'suv', 'ute', 'motorcycle', 'caravan']) {
      for (const view of ['front', 'side', 'rear', 'interior', 'dashboard', 'wheel']) {
        const { svg } = renderAssetSvg({
          kind: 'photo',
          shape,
          view,
          variant: 1,
          colour: 'b3121b',
          thumb: false,
        });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
      }
    }
    expect(
      renderAssetSvg({
        kind: 'photo',
        shape: 'suv',
        view: 'side',
        variant: 1,
        colour: 'b3121b',
        thumb: false,
      }).svg,
    ).toContain('#b3121b');
  });
  it('names makes from their slugs', () => {
    expect(makeNameFromSlug('bmw')).toBe('BMW');
    expect(makeNameFromSlug('harley-davidson')).toBe('Harley Davidson');
  });
  it('writes a PDF with a valid cross-reference table', () => {
    const pdf = renderReportPdf(7).toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  });
});
