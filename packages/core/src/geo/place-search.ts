import type { PostcodePlace } from '../delivery/delivery-quote.ts';
import { distanceKm } from './distance.ts';

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
const MAX_QUERY_LENGTH = 60;

export const PLACE_QUERY_HINT =
  'Enter a 4-digit postcode or a suburb, for example 2000 or Parramatta.';

/** Where the shopper is, as the postcode data knows it. */
export interface PlaceIndex {
  findPostcode(postcode: string): PostcodePlace | null;
  /** Places called `name` (lower case), one per state. */
  findSuburb(name: string): readonly PostcodePlace[];
}

export type PlaceSearch =
  | { kind: 'none' }
  | { kind: 'found'; place: PostcodePlace }
  | { kind: 'choose'; places: PostcodePlace[] }
  | { kind: 'error'; message: string };

/**
 * Reads a dealer-locator search: a 4-digit postcode, or a suburb optionally followed by its
 * state ('Richmond VIC', 'Richmond, vic'). A suburb several states share asks which one.
 */
export function searchPlace(raw: string, index: PlaceIndex): PlaceSearch {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'none' };
  if (text.length > MAX_QUERY_LENGTH) return { kind: 'error', message: PLACE_QUERY_HINT };
  if (/^\d+$/.test(text)) {
    if (!/^\d{4}$/.test(text)) return { kind: 'error', message: PLACE_QUERY_HINT };
    const place = index.findPostcode(text);
    // Spec 2 §5 geocode: a postcode the data does not know fails with 'Invalid postcode'.
    return place
      ? { kind: 'found', place }
      : {
          kind: 'error',
          message: `Invalid postcode: we couldn't find ${text} in Australia. Please check it.`,
        };
  }
  const match = /^([a-z][a-z' .-]*?)(?:,? (act|nsw|nt|qld|sa|tas|vic|wa))?$/i.exec(text);
  if (!match) return { kind: 'error', message: PLACE_QUERY_HINT };
  const [, name = '', stateText] = match;
  const state = stateText?.toUpperCase();
  const places = index
    .findSuburb(name.toLowerCase())
    .filter((place) => state === undefined || place.state === state);
  if (places.length === 0)
    return {
      kind: 'error',
      message: `We couldn't find a suburb called ${name}${state ? ` in ${state}` : ''}. Try its postcode.`,
    };
  if (places.length === 1 && places[0]) return { kind: 'found', place: places[0] };
  return {
    kind: 'choose',
    places: [...places].sort(
      (a, b) =>
        STATES.indexOf(a.state as (typeof STATES)[number]) -
        STATES.indexOf(b.state as (typeof STATES)[number]),
    ),
  };
}

/** Items nearest first to `origin`, each with its distance in km; ties keep their order. */
export function orderByDistance<T>(
  items: readonly T[],
  position: (item: T) => { lat: number; lng: number },
  origin: { lat: number; lng: number },
): { item: T; distanceKm: number }[] {
  return items
    .map((item) => ({ item, distanceKm: distanceKm(origin, position(item)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
