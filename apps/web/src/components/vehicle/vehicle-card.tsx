import type { Car, CarType } from '@forecourt/core/car/car';
import type { CarDisplayConfig } from '@forecourt/core/car/car-display-config';
import { getPriceDisplay } from '@forecourt/core/car/price-display';
import { getTagBanner } from '@forecourt/core/car/tag-banner';
import { formatKm } from '@forecourt/core/format/price';
import Image from 'next/image';
import Link from 'next/link';
import { PriceTag } from './price-tag.tsx';
import { TagBannerLabel } from './tag-banner-label.tsx';

/** What a vehicle card shows; built from a Car or a search hit. */
export type VehicleCardData = Pick<
  Car,
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'beforePrice'
  | 'subscriptionPrice'
  | 'priceType'
  | 'preorder'
  | 'status'
  | 'simpleFuel'
  | 'simpleTransmission'
  | 'reserved'
  | 'certified'
  | 'carType'
  | 'tag'
  | 'createdAt'
  | 'km'
> & {
  image: { url: string; width: number; height: number } | null;
  locationName: string | null;
};

interface VehicleCardProps {
  car: VehicleCardData;
  display: CarDisplayConfig;
  now: Date;
  /** The first few cards are above the fold: load their images eagerly. */
  priority?: boolean;
}

/** A stock card (spec 1 §2 Vehicle card, spec 2 search-result card). */
export function VehicleCard({ car, display, now, priority = false }: VehicleCardProps) {
  const inStock = car.status === 'in_stock' || car.status === 'coming_soon';
  const banner = getTagBanner(car, display, now);
  const title = `${car.year} ${car.make} ${car.model}`;
  const href = `/cars/${car.slug}`;
  const specs: [string, string | null][] = [
    ['Condition', display.carTypeLabels[car.carType as CarType]],
    ['Transmission', car.simpleTransmission],
    ['Odometer', car.carType === 'new' ? null : formatKm(car.km)],
    ['Fuel Type', car.simpleFuel],
  ];

  return (
    <article
      data-slot="vehicle-card"
      className="relative flex flex-col overflow-hidden rounded-brand border border-line bg-surface shadow-sm"
    >
      <div className="relative aspect-[3/2] bg-subtle">
        {car.image ? (
          <Image
            src={car.image.url}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        ) : (
          <p className="flex h-full items-center justify-center text-muted text-sm">
            Photos coming soon
          </p>
        )}
        {banner ? <TagBannerLabel banner={banner} className="absolute top-2 left-2" /> : null}
        {car.locationName ? (
          <p className="absolute right-2 bottom-2 rounded-brand bg-black/75 px-2 py-1 text-white text-xs">
            {car.locationName}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold text-lg leading-tight">
          <Link
            href={href}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {title}
          </Link>
          {car.badge || car.series ? (
            <span className="block font-normal text-base text-muted">
              {[car.badge, car.series].filter(Boolean).join(' ')}
            </span>
          ) : null}
        </h3>
        <PriceTag display={getPriceDisplay(car, display)} />
        {inStock ? (
          <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-1 border-line border-t pt-3 text-sm">
            {specs
              .filter((spec): spec is [string, string] => Boolean(spec[1]))
              .map(([name, value]) => (
                <div key={name}>
                  <dt className="text-muted">{name}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
          </dl>
        ) : (
          <div className="mt-auto border-line border-t pt-3 text-sm">
            <p>Like this and want something similar?</p>
            <Link
              href={`${href}#similar-cars`}
              className="relative z-10 mt-2 inline-flex min-h-11 items-center rounded-brand bg-primary px-3 font-semibold text-on-primary"
            >
              Find Me Something Similar
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
