import { distanceKm } from '../geo/distance.ts';
import type { DeliveryConfig } from './delivery-config.ts';

/** A postcode's position and best-known name (GeoNames). */
export interface PostcodePlace {
  postcode: string;
  placeName: string;
  state: string;
  lat: number;
  lng: number;
}

export type DeliveryQuoteResult =
  | {
      kind: 'quote';
      priceDollars: number;
      regionName: string;
      place: PostcodePlace;
      distanceKm: number;
    }
  | { kind: 'error'; message: string };

export const EMPTY_POSTCODE_MESSAGE = 'Please enter a postcode.';
export const NO_ESTIMATE_MESSAGE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/**
 * Spec 1 §5/§8: an empty postcode gets 'Please enter a postcode.'; a postcode that is unknown,
 * or beyond the dealer's last zone, gets the no-estimate message. Otherwise the first zone
 * whose distance covers the postcode prices the delivery.
 */
export function quoteDelivery(
  input: string,
  from: { lat: number; lng: number },
  zones: DeliveryConfig['zones'],
  findPostcode: (postcode: string) => PostcodePlace | null,
): DeliveryQuoteResult {
  const postcode = input.trim();
  if (postcode === '') return { kind: 'error', message: EMPTY_POSTCODE_MESSAGE };
  const place = /^\d{4}$/.test(postcode) ? findPostcode(postcode) : null;
  if (!place) return { kind: 'error', message: NO_ESTIMATE_MESSAGE };
  const distance = distanceKm(from, place);
  const zone = [...zones]
    .sort((a, b) => a.upToKm - b.upToKm)
    .find((candidate) => distance <= candidate.upToKm);
  if (!zone) return { kind: 'error', message: NO_ESTIMATE_MESSAGE };
  return {
    kind: 'quote',
    priceDollars: zone.priceDollars,
    regionName: zone.name,
    place,
    distanceKm: distance,
  };
}
