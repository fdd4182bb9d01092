import { z } from 'zod';
import catalogueData from '../../data/vehicle-catalogue/au-makes-models.json' with { type: 'json' };
import { itemTypeSchema } from '../car/car.ts';

/**
 * The makes and models sold in Australia since about 2000 that the trade-in form offers (issue
 * 25 §3), from data/vehicle-catalogue (its README gives the source and licence). Server-only:
 * the browser asks /api/trade-in/vehicles, so the data never reaches a client bundle.
 */
const entrySchema = z.strictObject({
  make: z.string().min(1).max(60),
  kind: itemTypeSchema,
  models: z.array(z.string().min(1).max(60)).min(1),
});
export const vehicleCatalogueSchema = z.strictObject({ makes: z.array(entrySchema).min(1) });
export type CatalogueEntry = z.infer<typeof entrySchema>;

let entries: CatalogueEntry[] | null = null;

/** The catalogue's entries: one per make and kind of vehicle (Honda cars, Honda motorcycles). */
export function getCatalogueEntries(): CatalogueEntry[] {
  entries ??= vehicleCatalogueSchema.parse(catalogueData).makes;
  return entries;
}

/** How two spellings of a vehicle name compare ('D-MAX' in stock is the catalogue's 'D-Max'). */
export function vehicleNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Names from several lists as one, sorted: a name spelled two ways (ignoring case) keeps its
 * first spelling, so lists that should win (the platform's stock, which comparables match
 * exactly) come first.
 */
export function mergeVehicleNames(...lists: readonly (readonly string[])[]): string[] {
  const byKey = new Map<string, string>();
  for (const list of lists) {
    for (const name of list) {
      const key = vehicleNameKey(name);
      if (key && !byKey.has(key)) byKey.set(key, name.trim());
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' }));
}

/** The catalogue's makes of the given kinds of vehicle, sorted. */
export function listCatalogueMakes(kinds: ReadonlySet<string>): string[] {
  return mergeVehicleNames(
    getCatalogueEntries()
      .filter((entry) => kinds.has(entry.kind))
      .map((entry) => entry.make),
  );
}

/** The catalogue's models of a make (any case) in the given kinds, sorted; [] for other makes. */
export function listCatalogueModels(make: string, kinds: ReadonlySet<string>): string[] {
  const key = vehicleNameKey(make);
  return mergeVehicleNames(
    ...getCatalogueEntries()
      .filter((entry) => kinds.has(entry.kind) && vehicleNameKey(entry.make) === key)
      .map((entry) => entry.models),
  );
}
