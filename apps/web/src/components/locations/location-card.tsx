import type { Location, LocationConfig } from '@forecourt/core/location';
import { getDirectionsUrl, getOpenNow } from '@forecourt/core/location';
import type { RatingSummary } from '@forecourt/core/reviews';
import Link from 'next/link';
import { PhoneLink } from '@/components/ui/phone-link';
import { cn } from '@/lib/cn';
import { buttonVariants } from '../ui/button.tsx';
import { PhoneIcon, PinIcon } from '../ui/icons.tsx';
import { AustraliaLocator } from './australia-locator.tsx';
import { ExternalLink } from './external-link.tsx';
import { LocationMap } from './location-map.tsx';
import { LocationRating } from './location-rating.tsx';
import { OpenNowBadge } from './open-now-badge.tsx';
import { OpeningHoursTable } from './opening-hours-table.tsx';

export interface LocationCardProps {
  location: Location;
  /** Where 'View Details' goes (getLocationHref). */
  href: string;
  config: LocationConfig;
  /** The location's rating figure (getLocationRatings), the same as its reviews section's. */
  rating: RatingSummary | null | undefined;
  now: Date;
  /** 'large' for a section with one location: wider, with the interactive map on request. */
  size?: 'large' | 'grid';
}

/**
 * A location card (spec 2 §2 Locations): name, image or map, rating, address, phone, hours,
 * licence numbers, View Details and Get Directions, and View Our Stock when enabled.
 */
export function LocationCard({
  location,
  href,
  config,
  rating,
  now,
  size = 'grid',
}: LocationCardProps) {
  const status = getOpenNow(location, location.address.state, now);
  const headingId = `location-${location.id}-name`;
  const large = size === 'large';
  const picture = location.imageUrl ? (
    // biome-ignore lint/performance/noImgElement: dealer photos come from their own storage
    <img
      src={location.imageUrl}
      alt={`${location.name} premises`}
      width={640}
      height={360}
      loading="lazy"
      className="aspect-video w-full rounded-brand object-cover"
    />
  ) : large ? (
    <LocationMap location={location} map={config.map} />
  ) : (
    <AustraliaLocator location={location} />
  );
  return (
    <article
      aria-labelledby={headingId}
      data-location={location.slug}
      className={cn(
        'flex h-full flex-col gap-4 rounded-brand border border-line bg-surface p-5',
        large && 'md:grid md:grid-cols-2 md:gap-8',
      )}
    >
      <div>{picture}</div>
      <div className="flex flex-1 flex-col gap-3">
        <h3 id={headingId} className="font-bold text-xl">
          {location.name}
        </h3>
        <LocationRating rating={rating} />
        <OpenNowBadge status={status} />
        <p className="flex gap-2">
          <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" />
          <span>
            {location.address.street}
            <br />
            {location.address.city} {location.address.state} {location.address.postcode}
          </span>
        </p>
        {location.phone ? (
          <p className="flex gap-2">
            <PhoneIcon className="mt-0.5 size-5 shrink-0 text-muted" />
            <PhoneLink phone={location.phone} />
          </p>
        ) : null}
        <OpeningHoursTable
          hours={location.openingHours}
          todayWeekday={status.weekday}
          caption={`Opening hours of ${location.name}`}
          compact
        />
        <LicenceNumbers location={location} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            prefetch={false}
            href={href}
            className={buttonVariants({ variant: 'primary', size: 'md' })}
          >
            View Details<span className="sr-only"> of {location.name}</span>
          </Link>
          <ExternalLink
            href={getDirectionsUrl(location, config.map.provider)}
            className={buttonVariants({ variant: 'outline', size: 'md' })}
          >
            Get Directions<span className="sr-only"> to {location.name}</span>
          </ExternalLink>
          {config.showViewStock ? (
            <Link
              prefetch={false}
              href={`/search/${location.slug}`}
              className={buttonVariants({ variant: 'ghost', size: 'md', className: 'underline' })}
            >
              View Our Stock<span className="sr-only"> at {location.name}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Dealer licence and motor vehicle repairer numbers, where the location has them. */
export function LicenceNumbers({ location }: { location: Location }) {
  if (!location.dealerLicenceNumber && !location.motorVehicleRepairerNumber) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-muted text-sm">
      {location.dealerLicenceNumber ? (
        <>
          <dt>Dealer licence</dt>
          <dd>{location.dealerLicenceNumber}</dd>
        </>
      ) : null}
      {location.motorVehicleRepairerNumber ? (
        <>
          <dt>Motor vehicle repairer</dt>
          <dd>{location.motorVehicleRepairerNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}
