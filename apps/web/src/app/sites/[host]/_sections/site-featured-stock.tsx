import { FeaturedStock } from '@/components/home/featured-stock';
import { searchSite } from '@/server/search/site-search';
import type { Site } from '@/server/site';

/** Featured stock with the site's latest in-stock arrivals at `now`. */
export async function SiteFeaturedStock({ site, now }: { site: Site; now: Date }) {
  const latest = await searchSite(
    site,
    { query: '', page: 1, sortBy: 'latest', refinements: { status: ['in_stock'] }, ranges: {} },
    now,
    [],
  );
  return <FeaturedStock site={site} now={now} latest={latest.hits} />;
}
