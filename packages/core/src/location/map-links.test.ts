import { describe, expect, it } from 'vitest';
import { makeLocation } from '../testing/location-fixture.ts';
import { formatAddressLine, getDirectionsUrl, getMapEmbedUrl, getMapPageUrl } from './map-links.ts';

const location = makeLocation();

describe('map links', () => {
  it('Get Directions uses place_url when set, else the provider’s directions to the address', () => {
    const placed = makeLocation({
      address: { ...location.address, placeUrl: 'https://maps.example/p/1' },
    });
    expect(getDirectionsUrl(placed, 'openstreetmap')).toBe('https://maps.example/p/1');
    expect(getDirectionsUrl(location, 'google')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('1 Queen Street, Brisbane QLD 4000')}`,
    );
    expect(getDirectionsUrl(location, 'openstreetmap')).toContain(
      'https://www.openstreetmap.org/directions?to=-27.47%2C153.02',
    );
  });

  it('embeds a keyless map centred on the location', () => {
    const osm = getMapEmbedUrl(location, { provider: 'openstreetmap', zoom: 15 });
    expect(osm).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(osm).toContain('marker=-27.47%2C153.02');
    expect(getMapEmbedUrl(location, { provider: 'google', zoom: 12 })).toBe(
      'https://maps.google.com/maps?q=-27.47,153.02&z=12&output=embed',
    );
    expect(getMapPageUrl(location, { provider: 'openstreetmap', zoom: 15 })).toBe(
      'https://www.openstreetmap.org/?mlat=-27.47&mlon=153.02#map=15/-27.47/153.02',
    );
  });

  it('writes the address on one line', () => {
    expect(formatAddressLine(location.address)).toBe('1 Queen Street, Brisbane QLD 4000');
  });
});
