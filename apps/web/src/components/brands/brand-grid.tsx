import {
  type BrandGridBrand,
  type BrandGridSection,
  brandOverviewPath,
} from '@forecourt/core/catalogue';
import Link from 'next/link';
import { StaticImage } from '@/components/ui/static-image';
import type { Site } from '@/server/site';

export interface BrandGridProps {
  site: Site;
  /** The grid's sections (getSiteBrandGrid). */
  sections: readonly BrandGridSection[];
  /** Where each make with stock is searched, by name (getMakeSearchHrefs). */
  searchHrefs: ReadonlyMap<string, string>;
  /** The level of each section's heading: 2 on /brands, 3 under the home section's heading. */
  level: 2 | 3;
}

/**
 * The brand grid (spec 1 §2): Car, Motorcycle, Truck and Our Brands. One of Our Brands links to
 * its overview page; another brand to its stock search; a brand with neither is plain text.
 */
export function BrandGrid({ site, sections, searchHrefs, level }: BrandGridProps) {
  const hrefFor = (brand: BrandGridBrand): string | null => {
    if (brand.ours && site.config.content.brandGrid) return brandOverviewPath(brand.slug);
    return searchHrefs.get(brand.name) ?? null;
  };
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div data-slot="brand-grid" className="grid gap-8">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Heading className="mb-3 font-bold text-xl">{section.title}</Heading>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {section.brands.map((brand) => (
              <li key={brand.slug}>
                <BrandTile brand={brand} href={hrefFor(brand)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BrandTile({ brand, href }: { brand: BrandGridBrand; href: string | null }) {
  const body = (
    <>
      {brand.logoUrl ? (
        <StaticImage src={brand.logoUrl} alt="" width={96} height={48} className="h-10 w-auto" />
      ) : null}
      <span className="font-medium">{brand.name}</span>
    </>
  );
  const tile =
    'flex min-h-24 flex-col items-center justify-center gap-2 rounded-brand border border-line bg-surface p-3 text-center';
  return href ? (
    <Link prefetch={false} href={href} className={`${tile} hover:border-primary hover:bg-subtle`}>
      {body}
    </Link>
  ) : (
    <div className={tile}>{body}</div>
  );
}
