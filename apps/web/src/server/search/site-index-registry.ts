import 'server-only';
import type { Car } from '@forecourt/core/car/car';
import {
  type Database,
  listCarsByIds,
  listCarsForDealerships,
  listLocationsForDealerships,
  subscribeToCarChanges,
} from '@forecourt/db';
import {
  createSearchIndex,
  type DocDealership,
  type DocLocation,
  type SearchIndex,
  toSearchDoc,
} from '@forecourt/search';
import { getDatabase } from '../database.ts';
import { getLogger } from '../logger.ts';
import type { Site } from '../site.ts';

interface Entry {
  site: Site;
  index: Promise<SearchIndex>;
  locations: Map<number, DocLocation>;
  dealerships: Map<number, DocDealership>;
}

const globalKey = Symbol.for('forecourt.search-indexes');
type Registry = { entries: Map<string, Entry>; subscribed: Promise<void> | null };
type WithRegistry = typeof globalThis & { [globalKey]?: Registry };

function getRegistry(): Registry {
  const store = globalThis as WithRegistry;
  store[globalKey] ??= { entries: new Map(), subscribed: null };
  return store[globalKey];
}

/** A site's config shapes its index (stock filter, sold window, labels): a new config, a new index. */
function keyOf(site: Site): string {
  const { search, cars } = site.config;
  return JSON.stringify([
    site.id,
    site.dealershipIds,
    search.stockFilter,
    search.soldWindowDays,
    search.certifiedOnly,
    cars.carTypeLabels,
  ]);
}

function toDoc(entry: Pick<Entry, 'locations' | 'dealerships'>, car: Car) {
  return toSearchDoc(
    car,
    entry.locations.get(car.locationId ?? -1) ?? null,
    entry.dealerships.get(car.dealershipId) ?? null,
  );
}

async function buildIndex(
  database: Database,
  site: Site,
  entry: Omit<Entry, 'index'>,
): Promise<SearchIndex> {
  const started = performance.now();
  const [cars, locations] = await Promise.all([
    listCarsForDealerships(database.db, site.dealershipIds),
    listLocationsForDealerships(database.db, site.dealershipIds),
  ]);
  for (const location of locations) {
    entry.locations.set(location.id, {
      id: location.id,
      name: location.name,
      slug: location.slug,
      city: location.address.city,
      state: location.address.state,
    });
  }
  for (const dealership of site.dealerships) entry.dealerships.set(dealership.id, dealership);
  const index = createSearchIndex(
    cars.map((car) => toDoc(entry, car)),
    {
      soldWindowDays: site.config.search.soldWindowDays,
      stockFilter: site.stockFilter,
      carTypeLabels: site.config.cars.carTypeLabels,
      certifiedOnly: site.config.search.certifiedOnly,
    },
  );
  getLogger().info(
    { site: site.slug, cars: cars.length, ms: Math.round(performance.now() - started) },
    'search index built',
  );
  return index;
}

/**
 * The site's search index: built from the database on first use, then kept fresh by the
 * car_changes notifications every writer sends (any process, any instance).
 */
export async function getSiteIndex(site: Site): Promise<SearchIndex> {
  const registry = getRegistry();
  const database = await getDatabase();
  registry.subscribed ??= subscribe(database, registry);
  await registry.subscribed;
  const key = keyOf(site);
  let entry = registry.entries.get(key);
  if (!entry) {
    for (const [otherKey, other] of registry.entries)
      if (other.site.id === site.id) registry.entries.delete(otherKey);
    const base = { site, locations: new Map(), dealerships: new Map() };
    entry = { ...base, index: buildIndex(database, site, base) };
    registry.entries.set(key, entry);
    entry.index.catch(() => registry.entries.delete(key));
  }
  return entry.index;
}

async function subscribe(database: Database, registry: Registry): Promise<void> {
  await subscribeToCarChanges(database, (change) => {
    if (change.kind === 'all') {
      registry.entries.clear();
      return;
    }
    applyChanges(database, registry, change.ids).catch((error: unknown) => {
      // Rebuilding beats serving stale stock: forget every index, the next search rebuilds.
      getLogger().error({ err: error }, 'search index patch failed; indexes will rebuild');
      registry.entries.clear();
    });
  });
}

async function applyChanges(database: Database, registry: Registry, ids: number[]): Promise<void> {
  const cars = new Map((await listCarsByIds(database.db, ids)).map((car) => [car.id, car]));
  for (const entry of registry.entries.values()) {
    const index = await entry.index;
    for (const id of ids) {
      const car = cars.get(id);
      if (car && entry.site.dealershipIds.includes(car.dealershipId))
        index.upsert(toDoc(entry, car));
      else index.remove(id);
    }
  }
}
