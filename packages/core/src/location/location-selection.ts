import { z } from 'zod';
import type { Location, LocationType } from './location.ts';

export const locationSelectionKinds = [
  'primary',
  'sales',
  'service',
  'parts',
  'service-and-parts',
  'all',
  'id',
] as const;

/** Which locations a section shows (spec 2 §2 Locations). */
export const locationSelectionSchema = z
  .strictObject({
    kind: z
      .enum(locationSelectionKinds)
      .default('all')
      .describe(
        "primary, sales, service, parts, service-and-parts (a location with either), all, or 'id' (one location, by `id`).",
      ),
    id: z.number().int().nullable().default(null).describe("The location when kind is 'id'."),
    manufacturer: z
      .string()
      .nullable()
      .default(null)
      .describe('Only locations that list this make (any case).'),
    subtype: z.string().nullable().default(null).describe('Only locations of this subtype.'),
    include: z
      .array(z.number().int())
      .default([])
      .describe('Location ids: when given, only these are shown.'),
    exclude: z.array(z.number().int()).default([]).describe('Location ids never shown.'),
  })
  .refine((selection) => selection.kind !== 'id' || selection.id !== null, {
    message: "kind 'id' needs an id",
    path: ['id'],
  });

export type LocationSelection = z.infer<typeof locationSelectionSchema>;
export type LocationSelectionInput = z.input<typeof locationSelectionSchema>;

/** The location's own type and its departments' types. */
export function listLocationTypes(location: Location): LocationType[] {
  return [location.locationType ?? 'sales', ...location.departments.map((d) => d.type)];
}

function matchesKind(location: Location, kind: LocationSelection['kind']): boolean {
  const types = listLocationTypes(location);
  const subtype = location.locationSubtype ?? '';
  switch (kind) {
    case 'sales':
      return types.includes('sales');
    case 'service':
      return types.includes('service') || subtype.includes('service');
    case 'parts':
      return types.includes('parts') || subtype.includes('parts');
    case 'service-and-parts':
      return matchesKind(location, 'service') || matchesKind(location, 'parts');
    default:
      return true;
  }
}

/**
 * The visible locations a section shows, in the given order (primary first as listed). 'primary'
 * is the primary location, or the first one when none is marked.
 */
export function selectLocations(
  locations: Location[],
  input: LocationSelectionInput = {},
): Location[] {
  const selection = locationSelectionSchema.parse(input);
  const make = selection.manufacturer?.toLowerCase() ?? null;
  const filtered = locations.filter(
    (location) =>
      location.visible &&
      matchesKind(location, selection.kind) &&
      (selection.kind !== 'id' || location.id === selection.id) &&
      (make === null || location.manufacturers.some((m) => m.toLowerCase() === make)) &&
      (selection.subtype === null || location.locationSubtype === selection.subtype) &&
      (selection.include.length === 0 || selection.include.includes(location.id)) &&
      !selection.exclude.includes(location.id),
  );
  if (selection.kind !== 'primary') return filtered;
  const primary = filtered.find((location) => location.primary) ?? filtered[0];
  return primary ? [primary] : [];
}

/**
 * Where a location card links (spec 2 §2): /contact on a site whose locations sell one make,
 * otherwise the location's own page.
 */
export function getLocationHref(location: Location, siteLocations: Location[]): string {
  const makes = new Set(siteLocations.flatMap((l) => l.manufacturers.map((m) => m.toLowerCase())));
  return makes.size <= 1 ? '/contact' : `/locations/${location.slug}`;
}
