import { resolveSiteConfig } from '@forecourt/core/config/merge-config';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { parseSiteStockFilter } = await import('./site.ts');

describe('parseSiteStockFilter', () => {
  it('parses the configured expression once, at load', () => {
    const config = resolveSiteConfig(
      {},
      { search: { stockFilter: 'make = Ford OR car_type = used' } },
    );
    expect(parseSiteStockFilter(config, 'harbour-ford')).toMatchObject({ kind: 'or' });
    expect(parseSiteStockFilter(resolveSiteConfig({}, {}), 'x')).toBeNull();
  });
  it('turns a bad expression into a config error naming the field and the column', () => {
    const config = resolveSiteConfig({}, { search: { stockFilter: 'make = Ford OR' } });
    expect(() => parseSiteStockFilter(config, 'harbour-ford')).toThrowError(
      /Invalid site config \(harbour-ford\): search\.stockFilter: Invalid filter at column 15/,
    );
  });
});
