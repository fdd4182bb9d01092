import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PostcodePlace } from '@forecourt/core/delivery';
import { parsePostcodeTsv, parseSuburbTsv } from '@forecourt/core/geo';
import { findRepoRoot } from './env.ts';

/** GeoNames AU postal codes (CC BY 4.0), copied into the project as data. */
export const POSTCODE_FILE = 'packages/db/data/geonames-postcodes-AU.tsv';

let places: Promise<Map<string, PostcodePlace>> | null = null;
let suburbs: Promise<Map<string, PostcodePlace[]>> | null = null;

/** Reads the file and parses it; a failed read is not kept, so the next call tries again. */
function loadOnce<T>(parse: (text: string) => T, forget: () => void): Promise<T> {
  return readFile(join(/* turbopackIgnore: true */ findRepoRoot(), POSTCODE_FILE), 'utf8')
    .then(parse)
    .catch((error: unknown) => {
      forget();
      throw error;
    });
}

/** Every Australian postcode's place, read once per process (about 3,300 postcodes). */
export function loadPostcodePlaces(): Promise<Map<string, PostcodePlace>> {
  places ??= loadOnce(parsePostcodeTsv, () => {
    places = null;
  });
  return places;
}

/** Every Australian suburb by lower-cased name, one place per state, read once per process. */
export function loadSuburbPlaces(): Promise<Map<string, PostcodePlace[]>> {
  suburbs ??= loadOnce(parseSuburbTsv, () => {
    suburbs = null;
  });
  return suburbs;
}
