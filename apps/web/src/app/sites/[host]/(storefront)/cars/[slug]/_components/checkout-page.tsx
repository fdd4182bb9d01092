import { getCarName } from '@forecourt/core/car';
import { canReserve } from '@forecourt/core/checkout';
import { formatPrice } from '@forecourt/core/format';
import { getLeadForm } from '@forecourt/core/leads';
import { formatPhone } from '@forecourt/core/phone';
import { getShopperDetails } from '@forecourt/db';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DepositTerms } from '@/components/checkout/deposit-terms';
import { ReserveForm } from '@/components/checkout/reserve-form';
import { getGatedPageShopper } from '@/server/accounts/gate';
import { getDepositOffer } from '@/server/checkout/deposit-offer';
import { getDatabase } from '@/server/database';
import { buildFormContext } from '@/server/leads/form-context';
import { getRequestSite } from '@/server/request-site';
import { getCarForPage } from '@/server/site/site-cars';
import { getSiteLocations } from '@/server/site/site-locations';

export type CheckoutParams = Promise<{ host: string; slug: string }>;

/**
 * Reserve a car (issue 15 §2) at /cars/{slug}/{features.checkout.path}: the deposit, the terms
 * (fully refundable, held 48 hours), the shopper's details (filled in when signed in), then
 * payment by card — or, with no payment provider configured, 'reserve now, pay at the
 * dealership', said plainly. An unknown car is a 404 before any sign-in is asked for.
 */
export async function CheckoutPage({
  params,
  segment,
}: {
  params: CheckoutParams;
  segment: string;
}) {
  const site = await getRequestSite(params);
  const { checkout } = site.config.features;
  if (!checkout.enabled || checkout.path !== segment) notFound();
  const found = await getCarForPage(site, (await params).slug);
  if (!found) notFound();
  const { car } = found;
  const path = `/cars/${car.slug}/${segment}`;
  const session = await getGatedPageShopper(site, 'checkout', path);
  const name = getCarName(car);
  const back = (
    <Link prefetch={false} href={`/cars/${car.slug}`} className="text-primary underline">
      Back to the {name}
    </Link>
  );
  if (!canReserve(car, checkout)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="font-bold text-3xl">Reserve the {name}</h1>
        <p className="mt-4" role="status">
          {car.reserved
            ? 'Sorry, this car is already reserved by someone else.'
            : 'This car cannot be reserved online. Please call or send us an enquiry.'}{' '}
          {back}
        </p>
      </div>
    );
  }
  const offer = getDepositOffer(site, car);
  const locations = await getSiteLocations(site);
  const form = getLeadForm('reservation', buildFormContext(site, locations, car, new Date()));
  const { db } = await getDatabase();
  const details = session ? await getShopperDetails(db, site.id, session.userId) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl">Reserve the {name}</h1>
        <p>
          {formatPrice(car.price)}. {back}
        </p>
      </header>
      <DepositTerms offer={offer} />
      <section aria-labelledby="details-heading" className="space-y-3">
        <h2 id="details-heading" className="font-bold text-xl">
          Your details
        </h2>
        <ReserveForm
          carId={car.id}
          fields={form.fields}
          submitLabel={offer.submitLabel}
          initial={{
            name: details?.firstName ?? '',
            last_name: details?.lastName ?? '',
            email: details?.email ?? '',
            phone: session ? formatPhone(session.phone) : '',
            postcode: details?.postcode ?? '',
            terms_conditions: false,
          }}
        />
      </section>
    </div>
  );
}
