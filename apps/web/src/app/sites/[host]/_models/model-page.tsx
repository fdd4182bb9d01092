import { formatPrice } from '@forecourt/core/format';
import { buildSearchUrl, emptySearchState, type SearchState } from '@forecourt/core/search';
import type { ModelSummary } from '@forecourt/db';
import Link from 'next/link';
import { EstimateFootnote } from '@/components/finance/estimate-footnote';
import { ModelImage } from '@/components/models/model-image';
import { ModelLabel } from '@/components/models/model-label';
import { buttonVariants } from '@/components/ui/button';
import { VehicleCardStrip } from '@/components/vehicle/vehicle-card-strip';
import { getSiteIndex } from '@/server/search/site-index-registry';
import { getSearchUrlContext, searchSite } from '@/server/search/site-search';
import type { Site } from '@/server/site';
import { SiteOffersStrip } from '../_sections/site-offers-strip.tsx';
import { VehicleBreadcrumbs } from '../(storefront)/cars/[slug]/_components/vehicle-breadcrumbs.tsx';

/** Cards in the model's stock strip. */
const STRIP_SIZE = 3;

/**
 * A model's page at /{modelSlug} (spec 2 §3 Model): hero, label, from price, description,
 * the model's stock with a link to all of it, and test-drive and enquiry actions.
 */
export async function ModelPage({ site, model }: { site: Site; model: ModelSummary }) {
  const now = new Date();
  const state: SearchState = {
    ...emptySearchState,
    sortBy: 'latest',
    refinements: { make: [model.make], model: [model.name] },
  };
  const [stock, index] = await Promise.all([searchSite(site, state, now, []), getSiteIndex(site)]);
  // The link is the plain /search/{make}/{model} page, in the search page's own order.
  const searchHref =
    stock.count > 0
      ? buildSearchUrl(
          { ...state, sortBy: emptySearchState.sortBy },
          await getSearchUrlContext(site, index, now),
        )
      : null;
  const fullName = `${model.make} ${model.name}`;
  // The shopper names the vehicle on both forms; the query fills it in for them.
  const vehicle = encodeURIComponent(fullName);
  const { vehicleNoun } = site.config.cars;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <VehicleBreadcrumbs
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Models', href: '/models' },
          { label: fullName, href: null },
        ]}
      />
      <section
        aria-labelledby="model-title"
        className="mt-4 grid items-center gap-8 lg:grid-cols-2"
      >
        <ModelImage
          src={model.imageUrl}
          width={1200}
          height={800}
          // The hero is the largest paint on the page: load it first, at the size shown.
          preload
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[3/2] h-auto w-full rounded-brand bg-subtle object-cover"
        />
        <div className="flex flex-col gap-3">
          <p>
            <ModelLabel status={model.status} />
          </p>
          <h1 id="model-title" className="font-bold text-4xl uppercase">
            {fullName}
          </h1>
          {model.fromPrice ? (
            <p className="font-semibold text-2xl">From {formatPrice(model.fromPrice)}</p>
          ) : null}
          {model.shortDescription ? <p className="text-lg">{model.shortDescription}</p> : null}
          <div className="mt-2 flex flex-wrap gap-3">
            <Link
              href={`/book-test-drive?vehicle=${vehicle}`}
              prefetch={false}
              className={buttonVariants({ variant: 'primary', size: 'lg' })}
            >
              Book a Test Drive
            </Link>
            <Link
              href={`/contact?vehicle=${vehicle}`}
              prefetch={false}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Enquire Now
            </Link>
          </div>
        </div>
      </section>
      <div className="mt-12">
        <SiteOffersStrip
          site={site}
          make={model.make}
          modelSlug={model.slug}
          heading={`${model.name} Offers`}
        />
      </div>
      <section aria-labelledby="model-stock" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="model-stock" className="font-bold text-2xl">
            {model.name} in stock
          </h2>
          {searchHref ? (
            <Link href={searchHref} prefetch={false} className="font-semibold underline">
              View all {stock.count} {model.name} {vehicleNoun.plural.toLowerCase()}
            </Link>
          ) : null}
        </div>
        {stock.hits.length > 0 ? (
          <VehicleCardStrip site={site} cars={stock.hits.slice(0, STRIP_SIZE)} now={now} />
        ) : (
          <p className="mt-4">
            We have no {model.name} in stock right now.{' '}
            <Link href={`/contact?vehicle=${vehicle}`} prefetch={false} className="underline">
              Ask us about one
            </Link>
            .
          </p>
        )}
        {stock.hits.length > 0 ? (
          <EstimateFootnote settings={site.config.finance.estimate} />
        ) : null}
      </section>
    </div>
  );
}
