import {
  buildLocationStructuredData,
  getDirectionsUrl,
  getOpenNow,
} from '@forecourt/core/location';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/layout/json-ld';
import { ExternalLink } from '@/components/locations/external-link';
import { LicenceNumbers } from '@/components/locations/location-card';
import { LocationHours } from '@/components/locations/location-hours';
import { LocationMap } from '@/components/locations/location-map';
import { LocationRating } from '@/components/locations/location-rating';
import { OpenNowBadge } from '@/components/locations/open-now-badge';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon, PinIcon } from '@/components/ui/icons';
import { PhoneLink } from '@/components/ui/phone-link';
import { getRequestSite } from '@/server/request-site';
import { getRatingSummary, getShownAggregateRating } from '@/server/reviews';
import { getSiteLocationBySlug } from '@/server/site/site-locations';
import { getSiteOrigin } from '@/server/site-origin';
import { SiteReviewsSection } from '../../../_sections/site-reviews-section.tsx';

interface LocationPageProps {
  params: Promise<{ host: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: LocationPageProps): Promise<Metadata> {
  const site = await getRequestSite(params);
  const location = await getSiteLocationBySlug(site, (await params).slug);
  if (!location) return {};
  const { address } = location;
  return {
    title: location.name,
    description: `${location.name}, ${address.street}, ${address.city} ${address.state}: opening hours, holiday hours, phone and directions.`,
    alternates: { canonical: `${getSiteOrigin(site)}/locations/${location.slug}` },
  };
}

/** A location's page (spec 2 §2 Locations): details, map, hours by department, holiday hours. */
export default async function LocationPage({ params, searchParams }: LocationPageProps) {
  const site = await getRequestSite(params);
  const location = await getSiteLocationBySlug(site, (await params).slug);
  if (!location) notFound();
  const department = (await searchParams).department;
  const now = new Date();
  const status = getOpenNow(location, location.address.state, now);
  const config = site.config.locations;
  const [origin, rating, summary] = await Promise.all([
    getSiteOrigin(site),
    getShownAggregateRating(site, location.id),
    getRatingSummary(site, location.id),
  ]);
  const { address } = location;

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {/* AggregateRating only from the reviews this page shows (the section below). */}
        <JsonLd
          data={buildLocationStructuredData(location, origin, status.today, rating ?? undefined)}
        />
        <h1 className="font-bold text-3xl sm:text-4xl">{location.name}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
          <OpenNowBadge status={status} />
          <LocationRating rating={summary} />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <p className="flex gap-2 text-lg">
              <PinIcon className="mt-1 size-5 shrink-0 text-muted" />
              <span>
                {address.street}
                <br />
                {address.city} {address.state} {address.postcode}
              </span>
            </p>
            {location.phone ? (
              <p className="flex gap-2 text-lg">
                <PhoneIcon className="mt-1 size-5 shrink-0 text-muted" />
                <PhoneLink phone={location.phone} />
              </p>
            ) : null}
            {location.email ? (
              <p>
                <a
                  href={`mailto:${location.email}`}
                  className="text-primary underline underline-offset-4"
                >
                  {location.email}
                </a>
              </p>
            ) : null}
            <LicenceNumbers location={location} />
            <div className="flex flex-wrap gap-2">
              <ExternalLink
                href={getDirectionsUrl(location, config.map.provider)}
                className={buttonVariants({ variant: 'primary' })}
              >
                Get Directions
              </ExternalLink>
              <Link
                prefetch={false}
                href="/contact"
                className={buttonVariants({ variant: 'outline' })}
              >
                Contact Us
              </Link>
              {config.showViewStock ? (
                <Link
                  prefetch={false}
                  href={`/search/${location.slug}`}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  View Our Stock
                </Link>
              ) : null}
            </div>
            <div className="mt-4">
              <LocationHours
                location={location}
                todayWeekday={status.weekday}
                now={now}
                department={typeof department === 'string' ? department : null}
              />
            </div>
          </div>
          <LocationMap location={location} map={config.map} />
        </div>
      </div>
      <SiteReviewsSection site={site} locationId={location.id} now={now} linkToAll />
    </>
  );
}
