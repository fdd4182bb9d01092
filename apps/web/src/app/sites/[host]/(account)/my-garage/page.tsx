import type { AlertChannel } from '@forecourt/core/accounts';
import { getShopperDetailsFields, MY_GARAGE_PATH, signInHref } from '@forecourt/core/accounts';
import { getCarName } from '@forecourt/core/car';
import { describeReservationStatus } from '@forecourt/core/checkout';
import { formatCents, formatZonedDate } from '@forecourt/core/format';
import { formatPhone } from '@forecourt/core/phone';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { WatchlistList } from '@/components/vehicle/watchlist-list';
import { getGarageData } from '@/server/accounts/garage';
import { getGatedPageShopper } from '@/server/accounts/gate';
import { getWatchedCards } from '@/server/accounts/watched-cards';
import { getRequestSite } from '@/server/request-site';
import { getSiteChrome } from '@/server/site/site-chrome';
import { AccountActions } from './_components/account-actions.tsx';
import { DetailsForm } from './_components/details-form.tsx';
import { SavedSearchList } from './_components/saved-search-list.tsx';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ host: string }>;
}): Promise<Metadata> {
  const site = await getRequestSite(params);
  return { title: site.config.features.garageName, robots: { index: false, follow: false } };
}

/**
 * My Garage (issue 14 §5, gated): the shopper's details, watchlist and past enquiries and
 * bookings on this site, with sign out and delete my account.
 */
export default async function MyGaragePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  if (!site.config.features.garage) notFound();
  const session = await getGatedPageShopper(site, 'garage', MY_GARAGE_PATH);
  if (!session) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="font-bold text-3xl">{site.config.features.garageName}</h1>
        <p className="mt-2">Sign in to see your watchlist and your enquiries with {site.name}.</p>
        <Link
          prefetch={false}
          href={signInHref({ type: 'gated', redirect: MY_GARAGE_PATH, back: '/' })}
          className={buttonVariants({ className: 'mt-4' })}
        >
          Sign in
        </Link>
      </div>
    );
  }
  const [garage, cards, { timeZone }] = await Promise.all([
    getGarageData(site, session),
    getWatchedCards(site, session),
    getSiteChrome(site),
  ]);
  const plural = site.config.cars.vehicleNoun.plural;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">{site.config.features.garageName}</h1>
      <section id="details" aria-labelledby="garage-details" className="mt-6">
        <h2 id="garage-details" className="font-bold text-2xl">
          Your details
        </h2>
        <p className="mt-2">
          Signed in on {site.name} as{' '}
          <span data-slot="garage-phone">{formatPhone(garage.phone)}</span>.
        </p>
        <p className="mt-2 text-muted">
          They fill in every form on this site for you (your enquiries fill in any left blank).
          {alertText(site.config.features.alerts.channels)}
        </p>
        <DetailsForm
          fields={getShopperDetailsFields(site.config.features.alerts.channels)}
          initial={{
            name: garage.details?.firstName ?? '',
            last_name: garage.details?.lastName ?? '',
            email: garage.details?.email ?? '',
            postcode: garage.details?.postcode ?? '',
            email_alerts: garage.alerts.email,
            sms_alerts: garage.alerts.sms,
          }}
        />
      </section>
      {site.config.features.watchlist ? (
        <section aria-labelledby="garage-watchlist" className="mt-8">
          <h2 id="garage-watchlist" className="font-bold text-2xl">
            Your watchlist
          </h2>
          <WatchlistList cards={cards} plural={plural} headingLevel="h3" />
        </section>
      ) : null}
      <section id="saved-searches" aria-labelledby="garage-saved-searches" className="mt-8">
        <h2 id="garage-saved-searches" className="font-bold text-2xl">
          Your saved searches
        </h2>
        <SavedSearchList
          searches={garage.savedSearches.map(({ id, name, path }) => ({ id, name, path }))}
        />
      </section>
      {site.config.features.checkout.enabled ? (
        <section aria-labelledby="garage-reservations" className="mt-8">
          <h2 id="garage-reservations" className="font-bold text-2xl">
            Your reservations
          </h2>
          {garage.reservations.length === 0 ? (
            <p className="mt-2 text-muted">No reservations yet.</p>
          ) : (
            <ul data-slot="garage-reservations" className="mt-4 flex flex-col gap-3">
              {garage.reservations.map((reservation) => (
                <li key={reservation.token} className="rounded-brand border border-line p-4">
                  <Link
                    prefetch={false}
                    href={`/reservations/${reservation.token}`}
                    className="font-semibold text-primary underline"
                  >
                    {getCarName(reservation.car)}
                  </Link>
                  <p className="text-muted text-sm">
                    {describeReservationStatus(reservation, timeZone)}, deposit{' '}
                    {formatCents(reservation.amountCents)}; reserved{' '}
                    {formatZonedDate(reservation.createdAt, timeZone)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="garage-enquiries" className="mt-8">
        <h2 id="garage-enquiries" className="font-bold text-2xl">
          Your enquiries and bookings
        </h2>
        {garage.enquiries.length === 0 ? (
          <p className="mt-2 text-muted">
            No enquiries from {formatPhone(garage.phone)} on {site.name} yet.
          </p>
        ) : (
          <ul data-slot="garage-enquiries" className="mt-4 flex flex-col gap-3">
            {garage.enquiries.map((enquiry) => (
              <li key={enquiry.id} className="rounded-brand border border-line p-4">
                <p className="font-semibold">
                  {enquiry.subcategory ?? enquiry.category}
                  {enquiry.carName ? ` — ${enquiry.carName}` : ''}
                </p>
                <p className="text-muted text-sm">
                  Sent {formatZonedDate(enquiry.createdAt, timeZone)}
                  {enquiry.testDriveAt
                    ? `; test drive ${formatZonedDate(enquiry.testDriveAt, timeZone)}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="garage-account" className="mt-8">
        <h2 id="garage-account" className="font-bold text-2xl">
          Your account
        </h2>
        <div className="mt-4">
          <AccountActions siteName={site.name} />
        </div>
      </section>
    </div>
  );
}

/** What the alert switches do, when the site sends alerts. */
function alertText(channels: readonly AlertChannel[]): string {
  if (channels.length === 0) return '';
  const how = channels.length > 1 ? 'email and text' : channels[0] === 'email' ? 'email' : 'text';
  return ` When a car you watch drops in price or sells, or a new car matches a saved search, we tell you by ${how} — at most once a day — unless you turn it off below.`;
}
