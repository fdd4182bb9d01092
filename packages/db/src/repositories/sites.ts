import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dealerships, siteDealerships, siteDomains, sites, templates } from '../schema/index.ts';

/** A site as stored: its raw config layers are resolved by core's `resolveSiteConfig`. */
export interface SiteRecord {
  id: number;
  slug: string;
  name: string;
  template: string;
  templateConfig: Record<string, unknown>;
  siteConfig: Record<string, unknown>;
  /** Custom domains, the primary one (the canonical origin) first. */
  domains: string[];
  primaryDomain: string | null;
  /** The dealerships the site shows, in display order. */
  dealerships: {
    id: number;
    slug: string;
    name: string;
    newCarsPhone: string | null;
    usedCarsPhone: string | null;
  }[];
}

const siteColumns = {
  id: sites.id,
  slug: sites.slug,
  name: sites.name,
  template: sites.template,
  siteConfig: sites.config,
  templateConfig: templates.config,
};

export async function getSiteBySlug(db: Db, slug: string): Promise<SiteRecord | null> {
  const [row] = await db
    .select(siteColumns)
    .from(sites)
    .innerJoin(templates, eq(templates.name, sites.template))
    .where(eq(sites.slug, slug));
  return row ? withDealerships(db, row) : null;
}

export async function getSiteByDomain(db: Db, domain: string): Promise<SiteRecord | null> {
  const [row] = await db
    .select(siteColumns)
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .innerJoin(templates, eq(templates.name, sites.template))
    .where(eq(siteDomains.domain, domain.toLowerCase()));
  return row ? withDealerships(db, row) : null;
}

/** A site as the platform index lists it: its addresses, primary domain first. */
export interface SiteListing {
  id: number;
  slug: string;
  name: string;
  domains: string[];
  primaryDomain: string | null;
}

/** Every site with its custom domains, for the platform index. */
export async function listSites(db: Db): Promise<SiteListing[]> {
  const rows = await db
    .select({
      id: sites.id,
      slug: sites.slug,
      name: sites.name,
      domain: siteDomains.domain,
      primary: siteDomains.primary,
    })
    .from(sites)
    .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
    .orderBy(asc(sites.name), desc(siteDomains.primary), asc(siteDomains.domain));
  const byId = new Map<number, SiteListing>();
  for (const row of rows) {
    const site = byId.get(row.id) ?? {
      id: row.id,
      slug: row.slug,
      name: row.name,
      domains: [],
      primaryDomain: null,
    };
    if (row.domain) site.domains.push(row.domain);
    if (row.domain && row.primary) site.primaryDomain = row.domain;
    byId.set(row.id, site);
  }
  return [...byId.values()];
}

async function withDealerships(
  db: Db,
  row: Omit<SiteRecord, 'dealerships' | 'domains' | 'primaryDomain'>,
): Promise<SiteRecord> {
  const domains = await db
    .select({ domain: siteDomains.domain, primary: siteDomains.primary })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, row.id))
    .orderBy(desc(siteDomains.primary), asc(siteDomains.domain));
  const rows = await db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      newCarsPhone: dealerships.newCarsPhone,
      usedCarsPhone: dealerships.usedCarsPhone,
    })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(eq(siteDealerships.siteId, row.id))
    .orderBy(asc(siteDealerships.position), asc(dealerships.name));
  return {
    ...row,
    domains: domains.map((entry) => entry.domain),
    primaryDomain: domains.find((entry) => entry.primary)?.domain ?? null,
    dealerships: rows,
  };
}
