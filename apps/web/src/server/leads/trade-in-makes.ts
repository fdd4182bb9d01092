import 'server-only';
import { listTradeInMakes } from '@forecourt/db';
import { getDatabase } from '../database.ts';
import { createProcessCache } from '../process-cache.ts';
import { getSiteChrome } from '../site/site-chrome.ts';
import type { Site } from '../site.ts';

// Keyed by a set of kinds of vehicle: at most 15 keys.
const makesCache = createProcessCache<string[]>('trade-in-makes', 30_000, 16);

/**
 * The kinds of vehicle a site's trade-in form lists (issue 25 §3): its configured kinds, else the
 * kinds it sells (a motorcycle dealer lists motorcycles), else cars.
 */
export async function getTradeInVehicleKinds(site: Site): Promise<string[]> {
  const configured = site.config.forms.tradeIn.vehicleKinds;
  if (configured) return [...new Set(configured)].sort();
  const { vehicleKinds } = await getSiteChrome(site);
  return vehicleKinds.length > 0 ? vehicleKinds : ['car'];
}

/** The site's makes for the trade-in wizard: the catalogue's and the platform's of its kinds. */
export async function getTradeInMakes(site: Site): Promise<string[]> {
  const kinds = await getTradeInVehicleKinds(site);
  return makesCache.get(kinds.join(','), async () =>
    listTradeInMakes((await getDatabase()).db, kinds),
  );
}
