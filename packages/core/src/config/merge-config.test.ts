import { describe, expect, it } from 'vitest';
import { mergeOverrides, resolveSiteConfig, SiteConfigError } from './merge-config.ts';

describe('resolveSiteConfig', () => {
  it('gives every field its default when nothing is overridden', () => {
    const config = resolveSiteConfig({}, {});
    expect(config.cars.justArrivedDays).toBe(8);
    expect(config.cars.soldTagName).toBe('JUST SOLD');
    expect(config.cars.noPriceText).toBe('Enquire for price.');
    expect(config.vehiclePage.commentsTruncateAt).toBe(400);
    expect(config.phones.maskVisibleCharacters).toBe(5);
  });

  it('applies template overrides, then site overrides over them', () => {
    const config = resolveSiteConfig(
      { cars: { carTypeLabels: { used: 'Pre-Owned' }, justArrivedDays: 14 } },
      { cars: { justArrivedDays: 5 } },
    );
    expect(config.cars.carTypeLabels).toEqual({ new: 'New', demo: 'Demo', used: 'Pre-Owned' });
    expect(config.cars.justArrivedDays).toBe(5);
  });

  it('rejects an invalid override with a message naming the field path', () => {
    expect(() => resolveSiteConfig({}, { cars: { justArrivedDays: -1 } })).toThrowError(
      /cars\.justArrivedDays/,
    );
  });

  it('rejects an unknown field, naming it, so typos cannot pass silently', () => {
    try {
      resolveSiteConfig({}, { vehiclePage: { stickyHeaderAfterPxx: 10 } }, 'harbour-ford');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError);
      expect((error as SiteConfigError).issues).toEqual([
        { path: 'vehiclePage.stickyHeaderAfterPxx', message: 'Unknown field' },
      ]);
      expect((error as Error).message).toContain('harbour-ford');
    }
  });

  it('rejects brand colours whose text contrast fails WCAG AA', () => {
    expect(() =>
      resolveSiteConfig({}, { brand: { primary: '#ffff00', onPrimary: '#ffffff' } }),
    ).toThrowError(/brand\.onPrimary: Contrast/);
  });
});

describe('mergeOverrides', () => {
  it('replaces arrays instead of concatenating them', () => {
    expect(mergeOverrides({ a: { list: [1, 2] } }, { a: { list: [3] } })).toEqual({
      a: { list: [3] },
    });
  });

  it('keeps earlier layers untouched', () => {
    const template = { brand: { primary: '#000000' } };
    mergeOverrides(template, { brand: { primary: '#111111' } });
    expect(template.brand.primary).toBe('#000000');
  });
});
