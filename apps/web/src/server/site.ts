import 'server-only';
import { parseHost } from '@forecourt/core/tenancy';
import { getSiteByDomain, getSiteBySlug, listSites } from '@forecourt/db';
import { cache } from 'react';
import { getEnv } from '@/env';
import { getDatabase } from './database.ts';
import { createProcessCache } from './process-cache.ts';
import { type Site, toSite } from './site-model.ts';
import { getPublicAddress } from './site-origin.ts';

export type { Site } from './site-model.ts';

// Keyed by the Host header, which any client chooses: only hosts that name a site are kept
// (bounded, least recently used out first), so a flood of made-up hosts can neither grow the
// process nor push real sites out. An unknown host costs its indexed lookup each time.
const siteCache = createProcessCache<Site>('sites', 30_000, 1_000);

// Thrown only to keep an unknown host out of the cache, and recognised by its code, not with
// instanceof: the process cache is shared by every bundle of the app, so the error a waiting
// request receives may come from another bundle's copy of this class.
const UNKNOWN_HOST = 'forecourt.unknown-host';
class UnknownHost extends Error {
  readonly code = UNKNOWN_HOST;
}
const isUnknownHost = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === UNKNOWN_HOST;

/**
 * The site a host names, or null. Cached per request (React cache) and per process for 30 s,
 * so a hot host costs no query; config changes show within the TTL.
 */
export const getSiteForHost = cache(async (host: string): Promise<Site | null> => {
  try {
    return await siteCache.get(host, async () => {
      const site = await loadSite(host);
      // A failed load is not kept: that is what keeps unknown hosts out of the cache.
      if (!site) throw new UnknownHost();
      return site;
    });
  } catch (error) {
    if (isUnknownHost(error)) return null;
    throw error;
  }
});

/**
 * A site by its slug, for work that has no request (background workers, webhooks about another
 * site's reservation): the same loading and cache as a visit to `{slug}.{ROOT_DOMAIN}`.
 */
export function getSiteForSlug(slug: string): Promise<Site | null> {
  return getSiteForHost(`${slug}.${getEnv().ROOT_DOMAIN}`);
}

/**
 * A site by id, for work that starts from a stored row (a reservation's webhook, a lead
 * released from spam review): the same loading and cache as a visit.
 */
export async function getSiteById(id: number): Promise<Site | null> {
  const { db } = await getDatabase();
  const found = (await listSites(db)).find((site) => site.id === id);
  return found ? getSiteForSlug(found.slug) : null;
}

async function loadSite(host: string): Promise<Site | null> {
  const target = parseHost(host, getEnv().ROOT_DOMAIN);
  if (target.kind === 'platform' || target.kind === 'console' || target.kind === 'invalid') {
    return null;
  }
  const { db } = await getDatabase();
  const record =
    target.kind === 'subdomain'
      ? await getSiteBySlug(db, target.slug)
      : await getSiteByDomain(db, target.domain);
  if (!record) return null;
  // Throws SiteConfigError naming the path of a bad field, e.g. search.stockFilter.
  return toSite(record, host, getPublicAddress());
}
