import { type BrandGridBrand, brandOverviewPath } from '@forecourt/core/catalogue/brand-grid';
import Image from 'next/image';
import Link from 'next/link';
import { getMakeSearchHref, getSiteBrandGrid } from '@/server/brands/site-brands';
import type { Site } from '@/server/site';

export interface BrandGridProps {
  site: Site;
  now: Date;
  /** The level of each section's heading: 2 on /brands, 3 under the home section's heading. */
  level: 2 | 3;
}

/**
 * The brand grid (spec 1 §2): Car, Motorcycle, Truck and Our Brands. One of Our Brands links to
 * its overview page; another brand to its stock search; a brand with neither is plain text.
 */
export async function BrandGrid({ site, now, level }: BrandGridProps) {
  const sections = await getSiteBrandGrid(site, now);
  const hrefs = new Map<string, string | null>();
  for (const { brands } of sections)
    for (const brand of brands)
      if (!hrefs.has(brand.name)) hrefs.set(brand.name, await getBrandHref(site, brand, now));
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div data-slot="brand-grid" className="grid gap-8">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Heading className="mb-3 font-bold text-xl">{section.title}</Heading>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {section.brands.map((brand) => (
              <li key={brand.slug}>
                <BrandTile brand={brand} href={hrefs.get(brand.name) ?? null} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

async function getBrandHref(site: Site, brand: BrandGridBrand, now: Date): Promise<string | null> {
  if (brand.ours && site.config.content.brandGrid) return brandOverviewPath(brand.slug);
  if (brand.count > 0) return getMakeSearchHref(site, brand.name, now);
  return null;
}

function BrandTile({ brand, href }: { brand: BrandGridBrand; href: string | null }) {
  const body = (
    <>
      {brand.logoUrl ? (
        <Image src={brand.logoUrl} alt="" width={96} height={48} className="h-10 w-auto" />
      ) : null}
      <span className="font-medium">{brand.name}</span>
    </>
  );
  const tile =
    'flex min-h-24 flex-col items-center justify-center gap-2 rounded-brand border border-line bg-surface p-3 text-center';
  return href ? (
    <Link href={href} className={`${tile} hover:border-primary hover:bg-subtle`}>
      {body}
    </Link>
  ) : (
    <div className={tile}>{body}</div>
  );
}
