import 'server-only';
import { type BrandGridSection, findBrandBySlug, groupBrandGrid } from '@forecourt/core/catalogue';
import { buildSearchUrl, emptySearchState } from '@forecourt/core/search';
import { listManufacturers } from '@forecourt/db';
import { getDatabase } from '../database.ts';
import { getSiteIndex } from '../search/site-index-registry.ts';
import { getSearchUrlContext, searchSite } from '../search/site-search.ts';
import { getSiteChrome } from '../site/site-chrome.ts';
import type { Site } from '../site.ts';

/** Our Brands: the makes the site's visible locations hold a franchise for. */
export async function listFranchiseMakes(site: Site): Promise<string[]> {
  return (await getSiteChrome(site)).makes;
}

/** The site's brand grid (spec 1 §2), from its stock at `now` and its franchises. */
export async function getSiteBrandGrid(site: Site, now: Date): Promise<BrandGridSection[]> {
  const { db } = await getDatabase();
  const [manufacturers, franchiseMakes, result] = await Promise.all([
    listManufacturers(db),
    listFranchiseMakes(site),
    searchSite(site, { ...emptySearchState }, now, ['make']),
  ]);
  const stock = (result.facets.make ?? []).map((item) => ({ make: item.value, count: item.count }));
  return groupBrandGrid({ manufacturers, stock, franchiseMakes });
}

/** The franchise make a /{brand}/overview path names, or null (also when the site has no brand pages). */
export async function findSiteBrand(
  site: Site,
  slug: string,
): Promise<{ name: string; slug: string } | null> {
  if (!site.config.content.brandGrid) return null;
  const { db } = await getDatabase();
  const [manufacturers, franchiseMakes] = await Promise.all([
    listManufacturers(db),
    listFranchiseMakes(site),
  ]);
  return findBrandBySlug(slug, manufacturers, franchiseMakes);
}

/** Where each make's stock is searched: /search/{make} for a make the site lists now. */
export async function getMakeSearchHrefs(
  site: Site,
  makes: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const index = await getSiteIndex(site);
  const context = await getSearchUrlContext(site, index, now);
  return new Map(
    makes.map((make) => [
      make,
      buildSearchUrl({ ...emptySearchState, refinements: { make: [make] } }, context),
    ]),
  );
}

/** Where one make's stock is searched (see getMakeSearchHrefs). */
export async function getMakeSearchHref(site: Site, make: string, now: Date): Promise<string> {
  return (await getMakeSearchHrefs(site, [make], now)).get(make) ?? '/search';
}
