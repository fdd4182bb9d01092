import { formatNumber } from '@forecourt/core/format';
import { orderByDistance, type PlaceSearch, searchPlace } from '@forecourt/core/geo';
import { getLocationHref } from '@forecourt/core/location';
import { loadPostcodePlaces, loadSuburbPlaces } from '@forecourt/db/postcodes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { inputClass } from '@/components/leads/field-input';
import { LocationCard } from '@/components/locations/location-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { getRequestSite } from '@/server/request-site';
import { getLocationRatings } from '@/server/reviews';
import { getSiteLocations } from '@/server/site/site-locations';
import { getSiteOrigin } from '@/server/site-origin';

interface LocatorProps {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: LocatorProps): Promise<Metadata> {
  const site = await getRequestSite(params);
  if (!site.config.content.dealerLocator) return {};
  return {
    title: 'Dealer locator',
    alternates: { canonical: `${getSiteOrigin(site)}/dealer-locator` },
  };
}

/** The shopper's place from ?q= (a repeated q counts as its first value). */
async function findPlace(q: string): Promise<PlaceSearch> {
  const [postcodes, suburbs] = await Promise.all([loadPostcodePlaces(), loadSuburbPlaces()]);
  return searchPlace(q, {
    findPostcode: (postcode) => postcodes.get(postcode) ?? null,
    findSuburb: (name) => suburbs.get(name) ?? [],
  });
}

/**
 * /dealer-locator (spec 1 §2 Routes): the group's locations, nearest first to a postcode or
 * suburb. A plain GET form, so it works without JavaScript and its results can be linked.
 */
export default async function DealerLocatorPage({ params, searchParams }: LocatorProps) {
  const site = await getRequestSite(params);
  if (!site.config.content.dealerLocator) notFound();
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const [locations, search, ratings] = await Promise.all([
    getSiteLocations(site),
    findPlace(q),
    getLocationRatings(site),
  ]);
  const now = new Date();
  const ordered =
    search.kind === 'found'
      ? orderByDistance(locations, (location) => location.address, search.place)
      : locations.map((item) => ({ item, distanceKm: null }));
  const errorId = 'locator-error';
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl sm:text-4xl">Dealer locator</h1>
      <search className="mt-6 block max-w-xl">
        <form method="get" action="/dealer-locator">
          <label htmlFor="locator-q" className="font-medium">
            Postcode or suburb
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="locator-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={60}
              aria-invalid={search.kind === 'error' ? true : undefined}
              aria-describedby={search.kind === 'error' ? errorId : undefined}
              className={inputClass}
            />
            <Button type="submit">Search</Button>
          </div>
          {search.kind === 'error' ? (
            <p id={errorId} role="alert" className="mt-2 font-medium text-danger">
              {search.message}
            </p>
          ) : null}
        </form>
      </search>
      {search.kind === 'choose' ? (
        <div className="mt-4" role="status">
          <p>Which {search.places[0]?.placeName} do you mean?</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {search.places.map((place) => (
              <li key={`${place.state}-${place.postcode}`}>
                <Link
                  prefetch={false}
                  href={`/dealer-locator?q=${encodeURIComponent(`${place.placeName} ${place.state}`)}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {place.placeName} {place.state} {place.postcode}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2 className="mt-8 mb-4 font-bold text-2xl" id="locator-results">
        {search.kind === 'found'
          ? `Nearest to ${search.place.placeName} ${search.place.state} ${search.place.postcode}`
          : `All ${locations.length} locations`}
      </h2>
      <ol aria-labelledby="locator-results" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ordered.map(({ item: location, distanceKm }) => (
          <li key={location.id} data-location={location.slug} className="flex flex-col gap-2">
            {distanceKm !== null ? (
              <p className="font-semibold" data-slot="distance">
                {formatNumber(Math.round(distanceKm))} km away
              </p>
            ) : null}
            <LocationCard
              location={location}
              href={getLocationHref(location, locations)}
              config={site.config.locations}
              rating={ratings.get(location.id)}
              now={now}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
