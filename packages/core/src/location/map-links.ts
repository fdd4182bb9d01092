import type { Location } from './location.ts';
import type { MapConfig } from './location-config.ts';

/** '310 Church Street, Parramatta NSW 2150': one line, as maps search and screen readers read it. */
export function formatAddressLine(address: Location['address']): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}

/**
 * 'Get Directions' (spec 2 §2): the location's place_url when set, else the map provider's
 * directions to the address.
 */
export function getDirectionsUrl(location: Location, provider: MapConfig['provider']): string {
  if (location.address.placeUrl) return location.address.placeUrl;
  const query = encodeURIComponent(formatAddressLine(location.address));
  if (provider === 'google') {
    return `https://www.google.com/maps/dir/?api=1&destination=${query}`;
  }
  const { lat, lng } = location.address;
  return `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}#map=${16}/${lat}/${lng}`;
}

/**
 * The provider's interactive map for an iframe, loaded only when the shopper asks for it. Neither
 * needs an API key.
 */
export function getMapEmbedUrl(location: Location, map: MapConfig): string {
  const { lat, lng } = location.address;
  if (map.provider === 'google') {
    return `https://maps.google.com/maps?q=${lat},${lng}&z=${map.zoom}&output=embed`;
  }
  // A bounding box about the zoom's view: each zoom level halves the span.
  const span = 360 / 2 ** map.zoom;
  const bbox = [lng - span, lat - span / 2, lng + span, lat + span / 2]
    .map((n) => n.toFixed(5))
    .join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lng}`;
}

/** The provider's own page for the location, for a plain link (works without JavaScript). */
export function getMapPageUrl(location: Location, map: MapConfig): string {
  const { lat, lng } = location.address;
  if (map.provider === 'google')
    return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${map.zoom}/${lat}/${lng}`;
}
