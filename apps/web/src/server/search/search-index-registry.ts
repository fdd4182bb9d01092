import type { Car } from '@forecourt/core/car';
import type { StockPlace } from '@forecourt/core/stock';
import { getWeeklyPrice, type SitePolicy } from '@forecourt/core/stock';
import {
  type CarChange,
  type Database,
  listCarsForDealerships,
  listCarsForIndexing,
  listLocationsForDealerships,
  subscribeToCarChanges,
} from '@forecourt/db';
import { createSearchIndex, type SearchIndex, toSearchDoc } from '@forecourt/search';

type DocLocation = NonNullable<StockPlace['location']>;
type DocDealership = NonNullable<StockPlace['dealership']>;

/** What a registry needs to know about a site to index it. */
export interface IndexedSite {
  id: number;
  slug: string;
  dealerships: DocDealership[];
  /** Which cars the site lists: the index admits exactly these. */
  policy: SitePolicy;
  config: {
    search: { certifiedOnly: boolean };
    cars: { carTypeLabels: Record<string, string> };
  };
}

interface Entry {
  site: IndexedSite;
  index: Promise<SearchIndex>;
  locations: Map<number, DocLocation>;
  dealerships: Map<number, DocDealership>;
}

type Log = (level: 'info' | 'error', data: Record<string, unknown>, message: string) => void;

/** Told after each build: the site, how many cars its index holds, and the seconds it took. */
export type OnIndexBuilt = (built: { site: string; cars: number; seconds: number }) => void;

/**
 * One process's search indexes, one per site: built from the database on first use, then kept
 * fresh by the car_changes notifications every writer sends (any process, any instance).
 */
export class SearchIndexRegistry {
  private readonly entries = new Map<string, Entry>();
  private subscription: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: Log = () => {},
    private readonly onBuilt: OnIndexBuilt = () => {},
  ) {}

  async get(site: IndexedSite): Promise<SearchIndex> {
    this.subscription ??= subscribeToCarChanges(this.database, (change) => this.onChange(change));
    await this.subscription;
    const key = keyOf(site);
    let entry = this.entries.get(key);
    if (!entry) {
      for (const [otherKey, other] of this.entries)
        if (other.site.id === site.id) this.entries.delete(otherKey);
      const base = {
        site,
        locations: new Map<number, DocLocation>(),
        dealerships: new Map<number, DocDealership>(),
      };
      entry = { ...base, index: this.build(base) };
      this.entries.set(key, entry);
      const built = entry;
      entry.index.catch(() => {
        if (this.entries.get(key) === built) this.entries.delete(key);
      });
    }
    return entry.index;
  }

  async close(): Promise<void> {
    const unsubscribe = await this.subscription;
    await unsubscribe?.();
  }

  private async build(entry: Omit<Entry, 'index'>): Promise<SearchIndex> {
    const started = performance.now();
    const { site } = entry;
    const [cars, locations] = await Promise.all([
      listCarsForDealerships(this.database.db, site.policy.dealershipIds),
      listLocationsForDealerships(this.database.db, site.policy.dealershipIds),
    ]);
    for (const location of locations) {
      const { id, name, slug, address } = location;
      entry.locations.set(id, { id, name, slug, city: address.city, state: address.state });
    }
    for (const dealership of site.dealerships) entry.dealerships.set(dealership.id, dealership);
    const index = createSearchIndex(
      cars.map((car) => toDoc(entry, car)),
      {
        policy: site.policy,
        carTypeLabels: site.config.cars.carTypeLabels,
        certifiedOnly: site.config.search.certifiedOnly,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    this.log(
      'info',
      { site: site.slug, cars: cars.length, ms: Math.round(seconds * 1000) },
      'search index built',
    );
    this.onBuilt({ site: site.slug, cars: cars.length, seconds });
    return index;
  }

  private onChange(change: CarChange): void {
    if (change.kind === 'all') {
      this.entries.clear();
      return;
    }
    this.apply(change.ids).catch((error: unknown) => {
      // Serving stale stock is worse than a rebuild: forget every index, the next search rebuilds.
      this.log('error', { err: error }, 'search index patch failed; indexes will rebuild');
      this.entries.clear();
    });
  }

  private async apply(ids: number[]): Promise<void> {
    const cars = new Map(
      (await listCarsForIndexing(this.database.db, ids)).map((car) => [car.id, car]),
    );
    for (const entry of this.entries.values()) {
      const index = await entry.index;
      for (const id of ids) {
        const car = cars.get(id);
        if (car && entry.site.policy.dealershipIds.includes(car.dealershipId))
          index.upsert(toDoc(entry, car));
        else index.remove(id);
      }
    }
  }
}

/** A site's policy and labels shape its index: a new config, a new index. */
function keyOf(site: IndexedSite): string {
  const { search, cars } = site.config;
  return JSON.stringify([site.id, site.policy, search.certifiedOnly, cars.carTypeLabels]);
}

/** A car as a search document, with its weekly finance estimate for the weekly-price filter. */
function toDoc(entry: Pick<Entry, 'site' | 'locations' | 'dealerships'>, car: Car) {
  return toSearchDoc(
    car,
    {
      location: entry.locations.get(car.locationId ?? -1) ?? null,
      dealership: entry.dealerships.get(car.dealershipId) ?? null,
    },
    getWeeklyPrice(car, entry.site.policy),
  );
}
