import { signInHref } from '@forecourt/core/accounts';
import { type Car, getCarName } from '@forecourt/core/car';
import {
  canReserve,
  getJourneyFields,
  getShownStep,
  JOURNEY_STEP_LABELS,
  type JourneyStep,
  journeyHref,
  LIVE_RESERVATION_STATUSES,
} from '@forecourt/core/checkout';
import { formatPrice } from '@forecourt/core/format';
import { withFieldDefaults } from '@forecourt/core/leads';
import { formatPhone } from '@forecourt/core/phone';
import { getReservation, getShopperDetails } from '@forecourt/db';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DepositTerms } from '@/components/checkout/deposit-terms';
import { JourneyStepForm } from '@/components/checkout/journey-step-form';
import { ReserveForm } from '@/components/checkout/reserve-form';
import { getGatedPageShopper } from '@/server/accounts/gate';
import { getDepositOffer } from '@/server/checkout/deposit-offer';
import { JOURNEY_COOKIE, journeyBrowserKeyHash } from '@/server/checkout/journey-route';
import { getJourneySources, loadJourney, quoteJourney } from '@/server/checkout/purchase-journey';
import { getDatabase } from '@/server/database';
import { getTradeInMakes } from '@/server/leads/trade-in-makes';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import type { Site } from '@/server/site';
import { getCarForPage, getSiteCarById } from '@/server/site/site-cars';
import { getSiteLocations } from '@/server/site/site-locations';
import { JourneyDetails } from './_components/journey-details';
import { JourneyProgressNav } from './_components/journey-progress-nav';
import { JourneySummary } from './_components/journey-summary';

export const metadata: Metadata = {
  title: 'Buy online',
  robots: { index: false, follow: false },
};

const STEP_INTROS: Record<JourneyStep, string> = {
  details: 'Who is buying? These details go on your reservation and, later, your contract.',
  'trade-in':
    'Trading in a car? Tell us about it for an instant offer: it comes off what you pay once we have seen the car.',
  finance: 'Pay outright, or finance it with us and see an estimate of your repayments.',
  delivery: 'Pick the car up, or have it delivered: the price depends on your postcode.',
  review:
    'Check your answers, then reserve the car with a refundable deposit. Nothing is final until you sign the contract with us.',
};

/** The car a `car_id` names: its slug (spec 2 §2) or its id (spec 1 §2). */
async function findJourneyCar(site: Site, value: string): Promise<Car | null> {
  const bySlug = value ? await getCarForPage(site, value) : null;
  if (bySlug) return bySlug.car;
  return /^[1-9]\d{0,8}$/.test(value) ? getSiteCarById(site, Number(value)) : null;
}

/**
 * The online purchase journey (issue 15 §5, spec 1 §2 /checkout-journey?car_id=): details,
 * trade-in, finance, delivery or pickup, review, then the deposit. Each step's answers are
 * stored on the server as it is finished, so a reload resumes here and, signed in, so does
 * another device. An unknown car is a 404 before any sign-in is asked for.
 */
export default async function CheckoutJourneyPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const site = await getRequestSite(params);
  if (!site.config.features.checkout.enabled) notFound();
  const query = toUrlSearchParams(await searchParams);
  const car = await findJourneyCar(site, (query.get('car_id') ?? '').slice(0, 200));
  if (!car) notFound();
  const session = await getGatedPageShopper(site, 'checkout', journeyHref(car.slug));
  const name = getCarName(car);
  const { db } = await getDatabase();
  const now = new Date();
  const { journey, progress } = await loadJourney(db, {
    siteId: site.id,
    carId: car.id,
    userId: session?.userId ?? null,
    browserKeyHash: journeyBrowserKeyHash((await cookies()).get(JOURNEY_COOKIE)?.value),
  });
  const reservation = journey?.reservationId
    ? await getReservation(db, journey.reservationId)
    : null;
  const back = (
    <Link prefetch={false} href={`/cars/${car.slug}`} className="text-primary underline">
      Back to the {name}
    </Link>
  );
  const header = (
    <header className="space-y-2">
      <h1 className="font-bold text-3xl">Buy the {name} online</h1>
      <p>
        {formatPrice(car.price)}. {back}
      </p>
    </header>
  );

  if (
    reservation &&
    (LIVE_RESERVATION_STATUSES as readonly string[]).includes(reservation.status)
  ) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {header}
        <p role="status" className="rounded-brand border-2 border-line p-4">
          You have reserved this car.{' '}
          <Link
            prefetch={false}
            href={`/reservations/${reservation.token}`}
            className="text-primary underline"
          >
            See your reservation
          </Link>
          .
        </p>
      </div>
    );
  }
  if (!canReserve(car, site.config.features.checkout)) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {header}
        <p role="status">
          {car.reserved
            ? 'Sorry, this car is already reserved by someone else.'
            : 'This car cannot be bought online. Please call or send us an enquiry.'}
        </p>
      </div>
    );
  }

  const locations = await getSiteLocations(site);
  const deps = { db, site, locations, now };
  const sources = getJourneySources(deps, car, await getTradeInMakes(site));
  const step = getShownStep(progress, query.get('step'));
  const fields = getJourneyFields(step, sources);
  const quote = await quoteJourney(deps, car, progress);
  const details =
    step === 'details' && !progress.details && session
      ? await getShopperDetails(db, site.id, session.userId)
      : null;
  const initial =
    step === 'details' && !progress.details
      ? {
          name: details?.firstName ?? '',
          last_name: details?.lastName ?? '',
          email: details?.email ?? '',
          phone: session ? formatPhone(session.phone) : '',
          postcode: details?.postcode ?? '',
        }
      : withFieldDefaults(fields, step === 'review' ? {} : (progress[step] ?? {}));
  const offer = getDepositOffer(site, car);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      {header}
      <JourneyProgressNav carSlug={car.slug} progress={progress} current={step} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="journey-step-heading" className="space-y-4">
          <h2 id="journey-step-heading" className="font-bold text-2xl">
            {JOURNEY_STEP_LABELS[step]}
          </h2>
          <p>{STEP_INTROS[step]}</p>
          {step === 'review' ? (
            <>
              <JourneyDetails carSlug={car.slug} details={progress.details ?? {}} />
              <DepositTerms offer={offer} />
              <ReserveForm
                carId={car.id}
                fields={fields}
                initial={{ terms_conditions: false }}
                submitLabel={offer.submitLabel}
                endpoint="/api/checkout-journey/reserve"
              />
            </>
          ) : (
            <JourneyStepForm
              key={step}
              carId={car.id}
              step={step}
              fields={fields}
              initial={initial}
            />
          )}
        </section>
        <aside
          aria-labelledby="journey-summary-heading"
          className="h-fit rounded-brand border border-line p-4"
        >
          <h2 id="journey-summary-heading" className="font-bold text-xl">
            Your purchase
          </h2>
          <JourneySummary
            quote={quote}
            done={{
              tradeIn: Boolean(progress['trade-in']),
              finance: Boolean(progress.finance),
              delivery: Boolean(progress.delivery),
            }}
          />
        </aside>
      </div>
      {session ? null : (
        <p className="text-muted">
          Your answers are saved in this browser.{' '}
          <Link
            prefetch={false}
            href={signInHref({
              type: 'gated',
              redirect: journeyHref(car.slug, step),
              back: journeyHref(car.slug, step),
            })}
            className="text-primary underline"
          >
            Sign in
          </Link>{' '}
          to carry on from another device.
        </p>
      )}
    </div>
  );
}
