import { formatLeadTime } from '@forecourt/core/leads';
import { timeZoneForState } from '@forecourt/core/location';
import { getTestDriveHold } from '@forecourt/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Button, buttonVariants } from '@/components/ui/button';
import { getDatabase } from '@/server/database';
import { readConfirmToken } from '@/server/leads/test-drive-confirmation';
import { getRequestSite } from '@/server/request-site';

export const metadata: Metadata = {
  title: 'Confirm your test drive',
  robots: { index: false, follow: false },
};

interface ConfirmPageProps {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /book-test-drive/confirm?token=… — the page the confirmation email links to. Opening it
 * changes nothing (mail scanners open links); the button confirms the held booking.
 */
export default async function ConfirmTestDrivePage({ params, searchParams }: ConfirmPageProps) {
  const site = await getRequestSite(params);
  const token = readConfirmToken((await searchParams).token);
  const { db } = await getDatabase();
  const hold = token ? await getTestDriveHold(db, site.id, token, new Date()) : null;
  const zone = hold ? timeZoneForState(hold.locationState) : '';
  const when = hold ? `${hold.locationName}, ${formatLeadTime(hold.startsAt, zone)}` : '';
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      {!hold ? (
        <>
          <h1 className="font-bold text-3xl">Booking not found</h1>
          <p className="mt-4 text-lg">
            This confirmation link is not valid on {site.name}. Please book your test drive again.
          </p>
        </>
      ) : hold.status === 'held' ? (
        <>
          <h1 className="font-bold text-3xl">Confirm your test drive</h1>
          <p className="mt-4 text-lg">{when}</p>
          {hold.holdExpiresAt ? (
            <p className="mt-2">
              We hold this time for you until {formatLeadTime(hold.holdExpiresAt, zone)}.
            </p>
          ) : null}
          <form method="post" action="/api/test-drive/confirm" className="mt-8">
            <input type="hidden" name="token" value={token ?? ''} />
            <Button type="submit" variant="primary">
              Confirm test drive
            </Button>
          </form>
        </>
      ) : hold.status === 'confirmed' ? (
        <>
          <h1 className="font-bold text-3xl">Your test drive is confirmed</h1>
          <p className="mt-4 text-lg" role="status">
            {when}. See you then, {hold.firstName}.
          </p>
        </>
      ) : (
        <>
          <h1 className="font-bold text-3xl">This booking has lapsed</h1>
          <p className="mt-4 text-lg">
            It was not confirmed in time, so the time was freed for others. Please book again.
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          prefetch={false}
          href="/book-test-drive"
          className={buttonVariants({ variant: 'outline' })}
        >
          Book a test drive
        </Link>
      </div>
    </div>
  );
}
