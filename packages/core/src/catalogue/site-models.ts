import type { ItemType } from '../car/car.ts';

/** What decides whether a site lists a model: its make and the kind of vehicle it is. */
export interface ModelKindFacts {
  make: string;
  /** The item type of the model's stock where it has any, else its maker's kind. */
  vehicleKind: string;
}

/** What a site sells, as far as model lists go. */
export interface SiteModelScope {
  /** Makes the site's visible locations sell. */
  makes: readonly string[];
  vehicleKinds: ReadonlySet<string>;
}

/**
 * The vehicle kinds a site sells: the configured list when the dealer set one, else the item
 * types of the site's stock, else (a site with no stock yet) the kinds of the makes it sells.
 * Makes such as BMW and Honda build both cars and motorcycles, so the make alone cannot say.
 */
export function getSiteVehicleKinds(sources: {
  configured: readonly ItemType[] | null;
  stockKinds: readonly string[];
  makeKinds: readonly string[];
}): Set<string> {
  if (sources.configured && sources.configured.length > 0) return new Set(sources.configured);
  if (sources.stockKinds.length > 0) return new Set(sources.stockKinds);
  return new Set(sources.makeKinds);
}

/**
 * The models a site lists in its header, footer, /models and model pages: only makes it sells
 * and only kinds of vehicle it sells (a motorcycle dealer that sells BMW lists no BMW X5).
 */
export function selectSiteModels<T extends ModelKindFacts>(
  models: readonly T[],
  scope: SiteModelScope,
): T[] {
  const makes = new Set(scope.makes);
  return models.filter(
    (model) => makes.has(model.make) && scope.vehicleKinds.has(model.vehicleKind),
  );
}
