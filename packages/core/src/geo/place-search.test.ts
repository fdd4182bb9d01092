import { describe, expect, it } from 'vitest';
import { orderByDistance, PLACE_QUERY_HINT, type PlaceIndex, searchPlace } from './place-search.ts';
import { parsePostcodeTsv, parseSuburbTsv } from './postcodes.ts';

const tsv = [
  'AU\t1740\tParramatta\tNew South Wales\tNSW\t\t\t\t\t-33.7613\t151.0294\t1',
  'AU\t2000\tSydney\tNew South Wales\tNSW\t\t\t\t\t-33.8688\t151.2093\t4',
  'AU\t2150\tParramatta\tNew South Wales\tNSW\t\t\t\t\t-33.8150\t151.0011\t4',
  'AU\t3121\tRichmond\tVictoria\tVIC\t\t\t\t\t-37.8230\t144.9980\t4',
  'AU\t2753\tRichmond\tNew South Wales\tNSW\t\t\t\t\t-33.5990\t150.7510\t4',
  'AU\t7025\tRichmond\tTasmania\tTAS\t\t\t\t\t-42.7350\t147.4380\t4',
  'AU\t3000\tMelbourne\tVictoria\tVIC\t\t\t\t\t-37.8140\t144.9633\t4',
].join('\n');
const postcodes = parsePostcodeTsv(tsv);
const suburbs = parseSuburbTsv(tsv);
const index: PlaceIndex = {
  findPostcode: (postcode) => postcodes.get(postcode) ?? null,
  findSuburb: (name) => suburbs.get(name) ?? [],
};

describe('searchPlace (dealer locator)', () => {
  it('finds a postcode and a suburb in any case and spacing', () => {
    expect(searchPlace(' 2150 ', index)).toMatchObject({
      kind: 'found',
      place: { placeName: 'Parramatta' },
    });
    // The street postcode GeoNames places best, not the PO-box postcode listed first.
    expect(searchPlace('  parramatta ', index)).toMatchObject({
      kind: 'found',
      place: { postcode: '2150' },
    });
  });

  it('asks which one when several states share the suburb, unless the state is given', () => {
    const choice = searchPlace('Richmond', index);
    expect(choice.kind).toBe('choose');
    if (choice.kind === 'choose')
      expect(choice.places.map((p) => p.state)).toEqual(['NSW', 'TAS', 'VIC']);
    expect(searchPlace('richmond, vic', index)).toMatchObject({
      kind: 'found',
      place: { postcode: '3121' },
    });
    expect(searchPlace('Richmond WA', index)).toEqual({
      kind: 'error',
      message: "We couldn't find a suburb called Richmond in WA. Try its postcode.",
    });
  });

  it('answers bad or unknown input with a message, and nothing for an empty search', () => {
    expect(searchPlace('', index)).toEqual({ kind: 'none' });
    expect(searchPlace('123', index)).toEqual({ kind: 'error', message: PLACE_QUERY_HINT });
    expect(searchPlace('<script>', index)).toEqual({ kind: 'error', message: PLACE_QUERY_HINT });
    expect(searchPlace('x'.repeat(61), index)).toEqual({
      kind: 'error',
      message: PLACE_QUERY_HINT,
    });
    expect(searchPlace('9999', index)).toEqual({
      kind: 'error',
      message: "Invalid postcode: we couldn't find 9999 in Australia. Please check it.",
    });
    expect(searchPlace('constructor', index).kind).toBe('error');
  });
});

describe('orderByDistance', () => {
  it('puts the nearest first with distances in km', () => {
    const places = [
      { name: 'Melbourne', lat: -37.814, lng: 144.9633 },
      { name: 'Parramatta', lat: -33.815, lng: 151.0011 },
      { name: 'Sydney', lat: -33.8688, lng: 151.2093 },
    ];
    const ordered = orderByDistance(places, (p) => p, { lat: -33.87, lng: 151.2 });
    expect(ordered.map((o) => o.item.name)).toEqual(['Sydney', 'Parramatta', 'Melbourne']);
    expect(ordered[0]?.distanceKm).toBeLessThan(2);
    expect(ordered[2]?.distanceKm).toBeGreaterThan(700);
  });
});
