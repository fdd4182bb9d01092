import 'server-only';
import type { SearchIndex } from '@forecourt/search';
import { getDatabase } from '../database.ts';
import { getLogger } from '../logger.ts';
import { getAppMetrics } from '../metrics/app-metrics.ts';
import type { Site } from '../site.ts';
import { SearchIndexRegistry } from './search-index-registry.ts';

const globalKey = Symbol.for('forecourt.search-indexes');
type WithRegistry = typeof globalThis & { [globalKey]?: Promise<SearchIndexRegistry> };

/** The site's search index, from this process's one registry. */
export async function getSiteIndex(site: Site): Promise<SearchIndex> {
  const store = globalThis as WithRegistry;
  store[globalKey] ??= getDatabase().then(
    (database) =>
      new SearchIndexRegistry(
        database,
        (level, data, message) => getLogger()[level](data, message),
        ({ site, cars, seconds }) => {
          getAppMetrics().indexBuildSeconds.set({ site }, seconds);
          getAppMetrics().indexCars.set({ site }, cars);
        },
      ),
  );
  return (await store[globalKey]).get(site);
}
