import { BrandGrid, type BrandGridProps } from '@/components/brands/brand-grid';
import { getMakeSearchHrefs, getSiteBrandGrid } from '@/server/brands/site-brands';

/** The site's brand grid at `now`, with a search link for each make it has in stock. */
export async function SiteBrandGrid({
  now,
  ...props
}: Omit<BrandGridProps, 'sections' | 'searchHrefs'> & { now: Date }) {
  const sections = await getSiteBrandGrid(props.site, now);
  const inStock = sections
    .flatMap((section) => section.brands)
    .filter((brand) => brand.count > 0)
    .map((brand) => brand.name);
  const searchHrefs = await getMakeSearchHrefs(props.site, inStock, now);
  return <BrandGrid {...props} sections={sections} searchHrefs={searchHrefs} />;
}
