import { getCarName } from '@forecourt/core/car';
import { formatPrice } from '@forecourt/core/format';
import { formatPhone } from '@forecourt/core/phone';
import { getSiteCar } from '@forecourt/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { hasFinanceCalculator, VehicleFinanceSection } from '@/components/finance/finance-section';
import { getGatedPageShopper } from '@/server/accounts/gate';
import { getDatabase } from '@/server/database';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';

export const metadata: Metadata = {
  title: 'Personalised finance',
  robots: { index: false, follow: false },
};

/**
 * /personalised/finance?car_id={id} (spec 2 §2, §5 gated): finance for one car with an NVIC,
 * for a signed-in shopper — the car's own calculator and lender offers, and a quote request
 * their stored details fill in. A car the site does not list, or one without an NVIC, is a
 * 404 before any sign-in is asked for.
 */
export default async function PersonalisedFinancePage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const site = await getRequestSite(params);
  if (!site.config.features.personalisedFinance) notFound();
  const carId = toUrlSearchParams(await searchParams).get('car_id') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(carId)) notFound();
  const { db } = await getDatabase();
  const car = await getSiteCar(db, site.policy, Number(carId), new Date());
  if (!car?.nvic || !hasFinanceCalculator(car, site)) notFound();
  const session = await getGatedPageShopper(
    site,
    'personalisedFinance',
    `/personalised/finance?car_id=${car.id}`,
  );
  const dealership = site.dealerships.find((candidate) => candidate.id === car.dealershipId);
  const name = getCarName(car);
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl">Personalised finance for the {name}</h1>
        <p>
          <Link
            prefetch={false}
            href={`/cars/${car.slug}`}
            className="font-semibold text-primary underline"
          >
            {name}
          </Link>
          , {formatPrice(car.price)}. Set your deposit, term and balloon below, then request a
          quote: our finance team comes back with one for this car
          {session
            ? ` (signed in as ${formatPhone(session.phone)}, so your details go with it)`
            : ''}
          .
        </p>
      </header>
      <VehicleFinanceSection
        car={car}
        config={site.config.finance}
        dealershipSlug={dealership?.slug ?? null}
        now={new Date()}
      />
    </div>
  );
}
