import type { Location } from '@forecourt/core/location';
import { locationTypeSchema } from '@forecourt/core/location';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { locations } from '../schema/index.ts';

export type LocationRow = typeof locations.$inferSelect;

export function toLocation(row: LocationRow): Location {
  const { street, city, state, postcode, lat, lng, placeUrl, locationType, ...rest } = row;
  return {
    ...rest,
    locationType: locationTypeSchema.nullable().catch(null).parse(locationType),
    address: { street, city, state, postcode, lat, lng, placeUrl },
  };
}

/** Locations of the given dealerships: primary first, then by name. */
export async function listLocationsForDealerships(
  db: Db,
  dealershipIds: number[],
): Promise<Location[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .select()
    .from(locations)
    .where(inArray(locations.dealershipId, dealershipIds))
    .orderBy(asc(locations.name));
  return rows.map(toLocation).sort((a, b) => Number(b.primary) - Number(a.primary));
}
