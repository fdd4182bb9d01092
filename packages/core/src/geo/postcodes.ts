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
 * Every suburb of the same GeoNames dump by lower-cased name: one place per name and state, so
 * 'Richmond' answers with the Richmonds of each state. Of a suburb's postcodes the one GeoNames
 * places most accurately (column 12) wins, then the first: a PO-box postcode listed first
 * (Parramatta 1740, accuracy 1) gives way to the street postcode (2150, accuracy 3).
 */
export function parseSuburbTsv(text: string): Map<string, PostcodePlace[]> {
  const suburbs = new Map<string, { place: PostcodePlace; accuracy: number }[]>();
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
    const accuracy = Number(columns[11]) || 0;
    const key = placeName.toLowerCase();
    const places = suburbs.get(key) ?? [];
    const index = places.findIndex((entry) => entry.place.state === state);
    const entry = { place: { postcode, placeName, state, lat, lng }, accuracy };
    if (index === -1) places.push(entry);
    else if (accuracy > (places[index]?.accuracy ?? 0)) places[index] = entry;
    suburbs.set(key, places);
  }
  return new Map([...suburbs].map(([key, places]) => [key, places.map((entry) => entry.place)]));
}
