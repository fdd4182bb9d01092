import { describe, expect, it } from 'vitest';
import { resolveSiteConfig, validateOverrides } from '../config/merge-config.ts';

describe('search config vocabularies', () => {
  it('rejects a filter naming an unknown facet, with its path, when the config loads', () => {
    expect(() =>
      resolveSiteConfig({}, { search: { filters: [{ facet: 'bodyy', label: 'Body' }] } }, 'x'),
    ).toThrowError(/Invalid site config \(x\): search\.filters\.0\.facet: Invalid option/);
    expect(() =>
      validateOverrides({ search: { filters: [{ facet: 'constructor', label: 'Body' }] } }),
    ).toThrowError(/search\.filters\.0\.facet/);
  });

  it('accepts every facet the engine has', () => {
    const config = resolveSiteConfig({}, { search: { filters: [{ facet: 'body', label: 'B' }] } });
    expect(config.search.filters[0]?.facet).toBe('body');
  });
});

describe('search.stockFilter', () => {
  it('is parsed when the config is loaded, so a bad expression names its path and column', () => {
    expect(() =>
      resolveSiteConfig({}, { search: { stockFilter: 'make = Ford OR' } }, 'harbour-ford'),
    ).toThrowError(
      /Invalid site config \(harbour-ford\): search\.stockFilter: Invalid filter at column 15/,
    );
    expect(() => validateOverrides({ search: { stockFilter: 'colur = Red' } })).toThrowError(
      /search\.stockFilter: Invalid filter at column 1: unknown field 'colur'/,
    );
  });

  it('accepts a good expression, and none', () => {
    expect(
      resolveSiteConfig({}, { search: { stockFilter: 'make = Ford OR car_type = used' } }).search
        .stockFilter,
    ).toBe('make = Ford OR car_type = used');
    expect(resolveSiteConfig({}, {}).search.stockFilter).toBe('');
  });
});
