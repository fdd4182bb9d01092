import { describe, expect, it } from 'vitest';
import { parseDemoAssetPath, renderAssetSvg, renderReportPdf } from './demo-asset.ts';

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
    expect(parseDemoAssetPath('v1/ute/front-1/f4f4f2.thumb.jpg')).toMatchObject({ thumb: true });
    expect(parseDemoAssetPath('v1/van/spin-23/1b1b1d.jpg')).toEqual({
      kind: 'spin',
      shape: 'van',
      frame: 23,
      colour: '1b1b1d',
    });
    expect(parseDemoAssetPath('v1/suv/interior-360/1f4e9c.jpg')).toEqual({
      kind: 'panorama',
      shape: 'suv',
      colour: '1f4e9c',
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
      'v1/van/spin-24/1b1b1d.jpg',
      // Colours outside the demo palette, and variant 0, are no demo car's picture.
      'v1/suv/side-1/123456.jpg',
      'v1/van/spin-2/000000.jpg',
      'v1/suv/side-0/1f4e9c.jpg',
      'v1/suv/interior-360/123456.jpg',
      'v1/suv/interior-360/1f4e9c.thumb.jpg',
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
  it('draws the interior panorama three times as wide as it is tall', () => {
    const { svg, width } = renderAssetSvg({ kind: 'panorama', shape: 'suv', colour: 'b3121b' });
    expect(svg).toMatch(/^<svg[^>]* width="3000" height="1000"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(width).toBe(3000);
  });
  it('draws a logo from the make name it is given, never from its path', () => {
    const asset = { kind: 'logo', slug: 'call-0400-000-000-scam-refunds' } as const;
    expect(renderAssetSvg(asset, 'Harley-Davidson').svg).toContain('>Harley-Davidson</text>');
    expect(renderAssetSvg(asset, 'Ford').svg).not.toMatch(/scam|0400/);
  });
  it('writes a PDF with a valid cross-reference table', () => {
    const pdf = renderReportPdf(7).toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  });
});
