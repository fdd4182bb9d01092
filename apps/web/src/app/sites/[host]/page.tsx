import Link from 'next/link';
import { EstimateFootnote } from '@/components/finance/estimate-footnote';
import { listStockLinks } from '@/components/layout/nav-links';
import { LocationSection } from '@/components/locations/location-section';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import { buttonVariants } from '@/components/ui/button';
import { VehicleCard } from '@/components/vehicle/vehicle-card';
import { getRequestSite } from '@/server/request-site';
import { searchSite } from '@/server/search/site-search';

export default async function HomePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const { content } = site.config;
  const [allStock, ...byType] = listStockLinks(site.config);
  const now = new Date();
  const latest = await searchSite(
    site,
    { query: '', page: 1, sortBy: 'latest', refinements: { status: ['in_stock'] }, ranges: {} },
    now,
    [],
  );

  return (
    <>
      <section className="bg-primary text-on-primary">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="font-bold text-4xl sm:text-5xl">{site.name}</h1>
          <p className="mt-3 text-xl">{content.tagline}</p>
          <p className="mt-4 max-w-2xl">{content.heroText}</p>
          {allStock ? (
            <Link
              href={allStock.href}
              className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}
            >
              {allStock.label}
            </Link>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="browse" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="browse" className="font-bold text-2xl">
          Browse our stock
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {byType.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex min-h-20 items-center justify-center rounded-brand border-2 border-primary p-4 font-semibold text-lg text-primary hover:bg-subtle"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {latest.hits.length > 0 ? (
        <section aria-labelledby="latest" className="mx-auto max-w-7xl px-4 pb-12">
          <h2 id="latest" className="font-bold text-2xl">
            Latest arrivals
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {latest.hits.slice(0, 6).map((car) => (
              <li key={car.id} className="flex [&>*]:w-full">
                <VehicleCard
                  car={car}
                  display={site.config.cars}
                  now={now}
                  estimate={site.config.finance.estimate}
                />
              </li>
            ))}
          </ul>
          <EstimateFootnote settings={site.config.finance.estimate} />
        </section>
      ) : null}
      {/* Locations (spec 2 §2): the 'Our Locations' section, from config.locations.homeSection. */}
      {site.config.locations.homeSection.enabled ? (
        <LocationSection
          site={site}
          id="home-locations"
          title={site.config.locations.homeSection.title}
          display={site.config.locations.homeSection.display}
          selection={site.config.locations.homeSection.selection}
          now={now}
        />
      ) : null}
      <ReviewsSection site={site} now={now} linkToAll />
    </>
  );
}
