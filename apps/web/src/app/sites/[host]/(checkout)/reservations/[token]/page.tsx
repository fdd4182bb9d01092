import { getCarName } from '@forecourt/core/car';
import { formatCents } from '@forecourt/core/format';
import { formatLeadTime } from '@forecourt/core/leads';
import { getLocationTimeZone } from '@forecourt/core/location';
import { getReservationByToken, getSiteCar } from '@forecourt/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CancelReservation, RefreshWhilePending } from '@/components/checkout/cancel-reservation';
import { getDatabase } from '@/server/database';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import { getSiteLocations } from '@/server/site/site-locations';

export const metadata: Metadata = {
  title: 'Your reservation',
  robots: { index: false, follow: false },
};

/**
 * A shopper's reservation (issue 15 §2), reached from the payment page's return, the reserve
 * form and the confirmation email: what is held until when, the deposit, and cancelling. The
 * random token in the address is the authority (the shopper may not be signed in).
 */
export default async function ReservationPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string; token: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const site = await getRequestSite(params);
  const { token } = await params;
  if (!/^[\w-]{20,64}$/.test(token)) notFound();
  const { db } = await getDatabase();
  const reservation = await getReservationByToken(db, site.id, token);
  if (!reservation) notFound();
  const [car, locations] = await Promise.all([
    getSiteCar(db, site.policy, reservation.carId, new Date()),
    getSiteLocations(site),
  ]);
  // The hold ends at a time in the dealer location's own zone (issue 25 §6).
  const timeZone = getLocationTimeZone(
    locations.find((location) => location.id === car?.locationId),
    locations,
  );
  const name = car ? getCarName(car) : 'car';
  const deposit = formatCents(reservation.amountCents);
  const query = toUrlSearchParams(await searchParams);
  const carLink = car ? (
    <Link prefetch={false} href={`/cars/${car.slug}`} className="text-primary underline">
      {name}
    </Link>
  ) : (
    name
  );

  let body: ReactNode;
  switch (reservation.status) {
    case 'pending':
      body =
        query.get('payment') === 'cancelled' ? (
          <>
            <p>You left the payment page: nothing was charged.</p>
            <CancelReservation token={token} />
          </>
        ) : (
          <>
            <p role="status">
              Thank you. We are confirming your {deposit} payment for the {carLink}; this page
              updates when it is done.
            </p>
            <RefreshWhilePending />
          </>
        );
      break;
    case 'held':
      body = (
        <>
          <p data-slot="reservation-held">
            The {carLink} is reserved for you until{' '}
            <strong>
              {reservation.holdExpiresAt ? formatLeadTime(reservation.holdExpiresAt, timeZone) : ''}
            </strong>
            .
          </p>
          <p className="mt-2">
            Deposit {deposit},{' '}
            {reservation.mode === 'card' ? 'paid by card' : 'to be paid at the dealership'} — 100%
            refundable. We have sent the details to {reservation.email}, and the dealership will
            call you to arrange the next steps.
          </p>
          <CancelReservation token={token} />
        </>
      );
      break;
    case 'refunded':
      body = <p>This reservation has ended and your {deposit} deposit has been refunded.</p>;
      break;
    case 'released':
      body = <p>This reservation has ended. Nothing was charged.</p>;
      break;
    case 'converted':
      body = <p>The dealership has taken your reservation forward to the sale. Thank you!</p>;
      break;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
      <h1 className="font-bold text-3xl">Your reservation</h1>
      {body}
    </div>
  );
}
