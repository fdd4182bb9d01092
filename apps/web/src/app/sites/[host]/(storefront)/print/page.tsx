import { getCarName, getPriceDisplay } from '@forecourt/core/car';
import { choosePhone, formatPhone } from '@forecourt/core/phone';
import { getFeatureList, getKeySpecs, getSpecGroups } from '@forecourt/core/vehicle';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaticImage } from '@/components/ui/static-image';
import { PriceTag } from '@/components/vehicle/price-tag';
import { getRequestSite } from '@/server/request-site';
import { sanitizeDealerHtml } from '@/server/sanitize-dealer-html';
import { getCarForPage } from '@/server/site/site-cars';
import { getSiteChrome } from '@/server/site/site-chrome';
import { AutoPrint } from './_components/auto-print.tsx';

interface PrintPageProps {
  params: Promise<{ host: string }>;
  searchParams: Promise<{ car_id?: string | string[] }>;
}

export const metadata: Metadata = { title: 'Print', robots: { index: false, follow: false } };

// The site's header and footer are not part of the printed sheet.
const printCss =
  '@media print{body header,body footer,a[href="#main"]{display:none!important}@page{margin:12mm}}';

/** /print?car_id={slug}: a printable sheet of one vehicle (spec 2 §2 Print button). */
export default async function PrintPage({ params, searchParams }: PrintPageProps) {
  const site = await getRequestSite(params);
  if (!site.config.vehiclePage.printEnabled) notFound();
  const slug = (await searchParams).car_id;
  if (typeof slug !== 'string' || slug === '') notFound();
  const data = await getCarForPage(site, slug);
  if (!data) notFound();
  const { car } = data;
  const location = data.location ?? (await getSiteChrome(site)).mainLocation;
  const { cars: display } = site.config;
  const dealership =
    site.dealerships.find((candidate) => candidate.id === car.dealershipId) ?? null;
  const phone = choosePhone(car.carType, { config: site.config.phones, dealership, location });
  const image = car.images.find((candidate) => !candidate.isVideo);
  const features = getFeatureList(car);

  return (
    <article className="mx-auto max-w-4xl px-4 py-6 print:max-w-none print:p-0">
      <style href="vehicle-print" precedence="default">
        {printCss}
      </style>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl">
            {getCarName(car)} {car.series}
          </h1>
          <PriceTag display={getPriceDisplay(car, display)} size="lg" />
        </div>
        <AutoPrint />
      </div>
      {image ? (
        <div className="relative mt-4 aspect-[3/2] w-full max-w-2xl overflow-hidden rounded-brand">
          <StaticImage
            src={image.url}
            alt={getCarName(car)}
            fill
            preload
            sizes="672px"
            className="object-cover"
          />
        </div>
      ) : null}
      <section aria-labelledby="print-key" className="mt-6 break-inside-avoid">
        <h2 id="print-key" className="font-bold text-xl">
          Key Information
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
          {getKeySpecs(car, display).map((row) => (
            <div key={row.name}>
              <dt className="text-muted text-sm">{row.name}</dt>
              <dd className="font-medium">{row.data}</dd>
            </div>
          ))}
        </dl>
      </section>
      {getSpecGroups(car, display).map((group) => (
        <section key={group.title} className="mt-6 break-inside-avoid" aria-label={group.title}>
          <h2 className="font-bold text-xl">{group.title}</h2>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {group.rows.map((row) => (
              <div key={row.name}>
                <dt className="text-muted text-sm">{row.name}</dt>
                <dd className="font-medium">{row.data}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {features.length > 0 ? (
        <section aria-labelledby="print-features" className="mt-6">
          <h2 id="print-features" className="font-bold text-xl">
            Features
          </h2>
          <ul className="mt-2 columns-2 text-sm">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {car.dealerComments ? (
        <section aria-labelledby="print-comments" className="mt-6">
          <h2 id="print-comments" className="font-bold text-xl">
            Dealer Comments
          </h2>
          <div
            className="mt-2 space-y-2 [&_ul]:list-disc [&_ul]:pl-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeDealerHtml
            dangerouslySetInnerHTML={{ __html: sanitizeDealerHtml(car.dealerComments) }}
          />
        </section>
      ) : null}
      {location ? (
        <section
          aria-labelledby="print-dealer"
          className="mt-6 break-inside-avoid border-line border-t pt-4"
        >
          <h2 id="print-dealer" className="font-bold text-xl">
            {location.name}
          </h2>
          <p>
            {location.address.street}, {location.address.city} {location.address.state}{' '}
            {location.address.postcode}
          </p>
          {phone ? <p>{formatPhone(phone)}</p> : null}
          {location.dealerLicenceNumber ? (
            <p>Dealer licence {location.dealerLicenceNumber}</p>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
