import { describe, expect, it } from 'vitest';
import { cleanSavedSearchName, readSearchPagePath } from './saved-search-rules.ts';

describe('saved search rules', () => {
  it('keeps names of 1 to 80 characters, spaces collapsed', () => {
    expect(cleanSavedSearchName('  Used   Rangers\n')).toBe('Used Rangers');
    expect(cleanSavedSearchName('   ')).toBeNull();
    expect(cleanSavedSearchName('x'.repeat(80))).toHaveLength(80);
    expect(cleanSavedSearchName('x'.repeat(81))).toBeNull();
  });

  it('reads only search page paths of this site', () => {
    expect(readSearchPagePath('/search/used-cars/ford?body=SUV')).toEqual({
      segments: ['used-cars', 'ford'],
      query: new URLSearchParams('body=SUV'),
    });
    expect(readSearchPagePath('/search')?.segments).toEqual([]);
    for (const hostile of [
      'https://evil.example/search',
      '//evil.example/search',
      '/cars/ford-ranger',
      '/searching',
      '/search/%E0%A4%A',
      'search/used-cars',
    ]) {
      expect(readSearchPagePath(hostile), hostile).toBeNull();
    }
  });
});
