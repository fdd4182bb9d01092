import { describe, expect, it } from 'vitest';
import { getFeedFormatFromName } from './feed-format.ts';

describe('getFeedFormatFromName', () => {
  it('reads the format from a file name or a URL path, ignoring case and query', () => {
    expect(getFeedFormatFromName('docs/stock-feeds/sample.json')).toBe('json');
    expect(getFeedFormatFromName('/tmp/STOCK.XML')).toBe('xml');
    expect(getFeedFormatFromName('feed.csv')).toBe('csv');
    expect(getFeedFormatFromName('https://dms.example.com/stock.xml?key=abc.csv')).toBe('xml');
  });

  it('says nothing when the name has no known extension', () => {
    expect(getFeedFormatFromName('stock')).toBeNull();
    expect(getFeedFormatFromName('stock.txt')).toBeNull();
    expect(getFeedFormatFromName('https://dms.example.com/export?format=xml')).toBeNull();
  });
});
