import { modelHref } from '@forecourt/core/catalogue';
import { formatNumber, formatPrice } from '@forecourt/core/format';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import { VehicleCardStrip } from '@/components/vehicle/vehicle-card-strip';
import { getMakeSearchHref } from '@/server/brands/site-brands';
import { searchSite } from '@/server/search/site-search';
import type { Site } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';
import { SiteLocationSection } from '../_sections/site-location-section.tsx';
import { SiteOffersStrip } from '../_sections/site-offers-strip.tsx';

export interface BrandOverviewPageProps {
  site: Site;
  /** One of the site's franchise makes (findSiteBrand). */
  brand: { name: string; slug: string };
  now?: Date;
}

/**
 * /{brand}/overview (spec 1 §2 Routes): the group's dealerships for the brand, its stock in a
 * strip that links to the brand's search, and its current models.
 */
export async function BrandOverviewPage({ site, brand, now = new Date() }: BrandOverviewPageProps) {
  const noun = site.config.cars.vehicleNoun.plural;
  const [stock, { models }] = await Promise.all([
    searchSite(
      site,
      { query: '', page: 1, sortBy: 'latest', refinements: { make: [brand.name] }, ranges: {} },
      now,
      [],
    ),
    getSiteChrome(site),
  ]);
  const brandModels = models.filter((model) => model.make === brand.name);
  const searchHref = stock.count > 0 ? await getMakeSearchHref(site, brand.name, now) : null;
  return (
    <div className="py-10">
      <div className="mx-auto max-w-7xl px-4">
        <h1 className="font-bold text-3xl sm:text-4xl">{brand.name}</h1>
        <p className="mt-2 text-muted">
          {brand.name} at {site.name}: our dealerships, stock and models.
        </p>
      </div>
      <SiteLocationSection
        site={site}
        id="brand-locations"
        title={`${brand.name} dealerships`}
        selection={{ kind: 'all', manufacturer: brand.name }}
        now={now}
      />
      <section aria-labelledby="brand-stock-heading" className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="brand-stock-heading" className="font-bold text-2xl">
            {brand.name} stock
          </h2>
          {searchHref ? (
            <Link
              prefetch={false}
              href={searchHref}
              className={buttonVariants({ variant: 'outline' })}
            >
              View all {formatNumber(stock.count)} {brand.name} {noun}
            </Link>
          ) : null}
        </div>
        {stock.hits.length > 0 ? (
          <VehicleCardStrip site={site} cars={stock.hits.slice(0, 4)} now={now} columns={4} />
        ) : (
          <p className="mt-4">
            No {brand.name} {noun.toLowerCase()} are listed right now.{' '}
            <Link
              prefetch={false}
              href="/search/new-used-and-demo-cars"
              className="text-primary underline"
            >
              See all our stock
            </Link>
            .
          </p>
        )}
      </section>
      {brandModels.length > 0 ? (
        <section aria-labelledby="brand-models-heading" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="brand-models-heading" className="mb-4 font-bold text-2xl">
            {brand.name} models
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {brandModels.map((model) => (
              <li key={model.id}>
                <Link
                  prefetch={false}
                  href={modelHref(model, site.config.navigation.modelPathRewrites)}
                  className="flex h-full flex-col gap-1 rounded-brand border border-line p-3 hover:border-primary hover:bg-subtle"
                >
                  {model.imageUrl ? (
                    <StaticImage
                      src={model.imageUrl}
                      alt=""
                      width={250}
                      height={120}
                      className="h-auto w-full object-contain"
                    />
                  ) : null}
                  <span className="font-semibold uppercase">{model.name}</span>
                  <span className="text-muted text-sm">
                    {model.status === 'coming_soon' ? 'Coming Soon' : 'New'}
                    {model.fromPrice ? ` · from ${formatPrice(model.fromPrice)}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 pt-10">
        <SiteOffersStrip site={site} make={brand.name} heading={`${brand.name} Offers`} />
      </div>
    </div>
  );
}
