import 'server-only';
import { queryRows, schema } from '@forecourt/db';
import { inArray, sql } from 'drizzle-orm';
import { getDatabase } from './database.ts';
import { createProcessCache } from './process-cache.ts';
import type { Site } from './site.ts';

/** A generated per-site file, and whether this request paid for building it. */
export interface Artefact<V> {
  value: V;
  built: boolean;
}

// Keys are the site's id and revision and its stock version — nothing a request chooses — so
// however a client varies its Host header, each artefact is built once per stock or config
// change. Time-dependent content (sold windows, offer dates) is covered by the time to live.
const artefacts = createProcessCache<unknown>('site-artefacts', 10 * 60_000, 400);

/**
 * The site's `name` artefact (catalogue feeds, sitemap), built by `build` when the site's stock
 * or config changed since it was last built, shared by every request until then. Concurrent
 * requests for a missing artefact wait for one build.
 */
export async function getSiteArtefact<V>(
  name: string,
  site: Site,
  build: () => Promise<V>,
): Promise<Artefact<V>> {
  const key = `${name}|${site.id}|${site.revision}|${await getStockVersion(site)}`;
  let built = false;
  const value = (await artefacts.get(key, () => {
    built = true;
    return build();
  })) as V;
  return { value, built };
}

/** Changes whenever a car of the site's dealerships is added, removed or written. */
async function getStockVersion(site: Site): Promise<string> {
  const { db } = await getDatabase();
  const ids = site.dealershipIds.length > 0 ? site.dealershipIds : [-1];
  const [version] = await queryRows<{ count: number; changed: string | null }>(
    db,
    sql`select count(*)::int as count, max(${schema.cars.updatedAt})::text as changed from ${schema.cars} where ${inArray(schema.cars.dealershipId, ids)}`,
  );
  return `${version?.count ?? 0}|${version?.changed ?? ''}`;
}

/** Server-Timing for an artefact response: whether it was built for this request, and how long. */
export function describeArtefact(artefact: Artefact<unknown>, started: number): string {
  const ms = (performance.now() - started).toFixed(1);
  return artefact.built ? `build;dur=${ms}` : `cache;desc=hit;dur=${ms}`;
}
