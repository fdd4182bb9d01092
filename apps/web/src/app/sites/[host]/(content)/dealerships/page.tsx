import { getLocationHref, getStateName } from '@forecourt/core/location';
import type { Metadata } from 'next';
import { LocationCard } from '@/components/locations/location-card';
import { getRequestSite } from '@/server/request-site';
import { getLocationRatings } from '@/server/reviews';
import { getSiteLocations } from '@/server/site/site-locations';
import { getSiteOrigin } from '@/server/site-origin';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ host: string }>;
}): Promise<Metadata> {
  const site = await getRequestSite(params);
  return {
    title: site.config.locations.directoryTitle,
    alternates: { canonical: `${getSiteOrigin(site)}/dealerships` },
  };
}

/** The directory of a site's locations (spec 2 §2 other routes), by state. */
export default async function DealershipsPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const [locations, ratings] = await Promise.all([
    getSiteLocations(site),
    getLocationRatings(site),
  ]);
  const now = new Date();
  const states = [...new Set(locations.map((location) => location.address.state))].sort();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl sm:text-4xl">{site.config.locations.directoryTitle}</h1>
      <p className="mt-2 text-muted">
        {locations.length} {locations.length === 1 ? 'location' : 'locations'}
        {states.length > 1 ? ` in ${states.length} states` : ''}.
      </p>
      {states.map((state) => (
        <section key={state} aria-labelledby={`state-${state}`} className="mt-8">
          <h2 id={`state-${state}`} className="mb-4 font-bold text-2xl">
            {getStateName(state)}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {locations
              .filter((location) => location.address.state === state)
              .map((location) => (
                <li key={location.id}>
                  <LocationCard
                    location={location}
                    href={getLocationHref(location, locations)}
                    config={site.config.locations}
                    rating={ratings.get(location.id)}
                    now={now}
                  />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
