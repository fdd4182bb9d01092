import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PostcodePlace } from '@forecourt/core/delivery/delivery-quote';
import { parsePostcodeTsv } from '@forecourt/core/geo/postcodes';
import { findRepoRoot } from './env.ts';

/** GeoNames AU postal codes (CC BY 4.0), copied into the project as data. */
export const POSTCODE_FILE = 'packages/db/data/geonames-postcodes-AU.tsv';

let places: Promise<Map<string, PostcodePlace>> | null = null;

/** Every Australian postcode's place, read once per process (about 3,300 postcodes). */
export function loadPostcodePlaces(): Promise<Map<string, PostcodePlace>> {
  places ??= readFile(join(/* turbopackIgnore: true */ findRepoRoot(), POSTCODE_FILE), 'utf8')
    .then(parsePostcodeTsv)
    .catch((error: unknown) => {
      places = null;
      throw error;
    });
  return places;
}
