import { describe, expect, it } from 'vitest';
import { parsePostcodeTsv } from './postcodes.ts';

const tsv = [
  'AU\t4000\tBrisbane City\tQueensland\tQLD\t\t\t\t\t-27.4679\t153.0281\t4',
  'AU\t4000\tSpring Hill\tQueensland\tQLD\t\t\t\t\t-27.4621\t153.0241\t4',
  'AU\t2000\tSydney\tNew South Wales\tNSW\t\t\t\t\t-33.8688\t151.2093\t4',
  'AU\tbad\tNowhere\tX\tX\t\t\t\t\t1\t2\t1',
  'AU\t3000\tNo position\tVictoria\tVIC\t\t\t\t\t\t\t1',
  '',
].join('\n');

describe('parsePostcodeTsv (GeoNames AU)', () => {
  const places = parsePostcodeTsv(tsv);

  it('keeps one place per postcode at the mean of its places, named after the first', () => {
    expect(places.get('4000')).toEqual({
      postcode: '4000',
      placeName: 'Brisbane City',
      state: 'QLD',
      lat: expect.closeTo(-27.465, 6),
      lng: expect.closeTo(153.0261, 6),
    });
    expect(places.get('2000')?.placeName).toBe('Sydney');
  });

  it('skips malformed rows and rows without a position', () => {
    expect(places.size).toBe(2);
    expect(places.has('3000')).toBe(false);
  });
});
