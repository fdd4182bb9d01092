import type { PostcodePlace } from '../delivery/delivery-quote.ts';

/**
 * Australian postcodes from the GeoNames postal-code dump (CC BY 4.0, credit GeoNames):
 * tab-separated, no header; columns 2 postcode, 3 place name, 5 state code, 10 latitude,
 * 11 longitude. A postcode covering several places is placed at their mean position and
 * named after its first place.
 */
export function parsePostcodeTsv(text: string): Map<string, PostcodePlace> {
  const sums = new Map<string, { place: PostcodePlace; lat: number; lng: number; n: number }>();
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    const postcode = columns[1]?.trim() ?? '';
    const lat = Number(columns[9]);
    const lng = Number(columns[10]);
    if (!/^\d{4}$/.test(postcode) || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (columns[9]?.trim() === '' || columns[10]?.trim() === '') continue;
    const entry = sums.get(postcode);
    if (entry) {
      entry.lat += lat;
      entry.lng += lng;
      entry.n += 1;
    } else {
      const place = {
        postcode,
        placeName: columns[2]?.trim() ?? postcode,
        state: columns[4]?.trim() ?? '',
        lat,
        lng,
      };
      sums.set(postcode, { place, lat, lng, n: 1 });
    }
  }
  const places = new Map<string, PostcodePlace>();
  for (const [postcode, { place, lat, lng, n }] of sums) {
    places.set(postcode, { ...place, lat: lat / n, lng: lng / n });
  }
  return places;
}

/**
 * Every suburb of the same GeoNames dump by lower-cased name: one place per name and state
 * (the first postcode listed), so 'Richmond' answers with the Richmonds of each state.
 */
export function parseSuburbTsv(text: string): Map<string, PostcodePlace[]> {
  const suburbs = new Map<string, PostcodePlace[]>();
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    const postcode = columns[1]?.trim() ?? '';
    const placeName = columns[2]?.trim() ?? '';
    const state = columns[4]?.trim() ?? '';
    if (columns[9]?.trim() === '' || columns[10]?.trim() === '') continue;
    const lat = Number(columns[9]);
    const lng = Number(columns[10]);
    if (!/^\d{4}$/.test(postcode) || !placeName || !Number.isFinite(lat) || !Number.isFinite(lng))
      continue;
    const key = placeName.toLowerCase();
    const places = suburbs.get(key) ?? [];
    if (places.some((place) => place.state === state)) continue;
    places.push({ postcode, placeName, state, lat, lng });
    suburbs.set(key, places);
  }
  return suburbs;
}
