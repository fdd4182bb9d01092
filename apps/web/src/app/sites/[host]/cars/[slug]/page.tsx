import { getCarName, isInStock } from '@forecourt/core/car/car';
import { getPriceDisplay } from '@forecourt/core/car/price-display';
import { getTagBanner } from '@forecourt/core/car/tag-banner';
import { formatKm } from '@forecourt/core/format/price';
import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { PriceTag } from '@/components/vehicle/price-tag';
import { TagBannerLabel } from '@/components/vehicle/tag-banner-label';
import { getCarForPage } from '@/server/car-page';
import { getRequestSite } from '@/server/request-site';
import { sanitizeDealerHtml } from '@/server/sanitize-dealer-html';

interface CarPageProps {
  params: Promise<{ host: string; slug: string }>;
}

export async function generateMetadata({ params }: CarPageProps): Promise<Metadata> {
  const site = await getRequestSite(params);
  const data = await getCarForPage(site, (await params).slug);
  if (!data) return {};
  return { title: `${getCarName(data.car)} ${data.car.series ?? ''}`.trim() };
}

export default async function CarPage({ params }: CarPageProps) {
  const site = await getRequestSite(params);
  const data = await getCarForPage(site, (await params).slug);
  if (!data) notFound();
  const { car, location } = data;
  const { cars: display } = site.config;
  const banner = getTagBanner(car, display, new Date());
  const image = car.images.find((candidate) => !candidate.isVideo);
  const facts: [string, string | null][] = [
    ['Condition', display.carTypeLabels[car.carType]],
    ['Year', String(car.year)],
    ['Odometer', car.carType === 'new' ? null : formatKm(car.km)],
    ['Body', car.body],
    ['Transmission', car.transmission],
    ['Fuel', car.fuel],
    ['Drive', car.drive],
    ['Colour', car.colour],
    ['Stock number', car.stockNumber],
    ['VIN', car.vin],
  ];

  return (
    <article className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[2fr_1fr]">
      <div>
        <div className="relative aspect-[3/2] overflow-hidden rounded-brand bg-subtle">
          {image ? (
            <Image
              src={image.url}
              alt={getCarName(car)}
              fill
              priority
              sizes="(min-width: 1024px) 66vw, 100vw"
              className="object-cover"
            />
          ) : (
            <p className="flex h-full items-center justify-center text-muted">Photos coming soon</p>
          )}
          {banner ? <TagBannerLabel banner={banner} className="absolute top-3 left-3" /> : null}
        </div>
        <section aria-labelledby="key-information" className="mt-8">
          <h2 id="key-information" className="font-bold text-2xl">
            Key information
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {facts
              .filter((fact): fact is [string, string] => Boolean(fact[1]))
              .map(([name, value]) => (
                <div key={name}>
                  <dt className="text-muted text-sm">{name}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <section aria-labelledby="dealer-comments" className="mt-8">
          <h2 id="dealer-comments" className="font-bold text-2xl">
            Dealer Comments
          </h2>
          {car.dealerComments ? (
            <div
              className="prose mt-4 max-w-none space-y-3 [&_ul]:list-disc [&_ul]:pl-6"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeDealerHtml
              dangerouslySetInnerHTML={{ __html: sanitizeDealerHtml(car.dealerComments) }}
            />
          ) : (
            <p className="mt-4">Dealer comments are pending. Please check back here later.</p>
          )}
        </section>
      </div>
      <aside aria-label="Price and dealer" className="lg:sticky lg:top-4 lg:self-start">
        <h1 className="font-bold text-2xl">
          {getCarName(car)}
          {car.series ? (
            <span className="block font-normal text-lg text-muted">{car.series}</span>
          ) : null}
        </h1>
        <div className="mt-4">
          <PriceTag display={getPriceDisplay(car, display)} size="lg" />
        </div>
        {!isInStock(car) ? <p className="mt-4 font-bold text-danger text-xl">SOLD</p> : null}
        {location ? (
          <p className="mt-4">
            <span className="text-muted text-sm">Location</span>
            <br />
            {location.name}, {location.address.city} {location.address.state}
          </p>
        ) : null}
      </aside>
    </article>
  );
}
