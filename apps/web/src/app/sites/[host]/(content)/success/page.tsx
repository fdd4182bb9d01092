import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { getRequestSite } from '@/server/request-site';
import { EnquiredCarNote } from './_components/enquired-car-note.tsx';

export const metadata: Metadata = { title: 'Thank You', robots: { index: false, follow: false } };

// Keyed by URL text, so a Map: no query value can reach an inherited property.
const messages = new Map<string, string>([
  [
    'test-drive',
    'Your test drive request is in. If you picked a time, confirm it with the link we emailed you to keep it.',
  ],
  ['trade-in', 'We have your trade-in details. Our buyer will be in touch shortly.'],
  ['finance-enquiry', 'A finance specialist will be in touch with a quote.'],
  ['request-photos', 'We will send you more photos as soon as we can.'],
  ['find-similar', 'We will look for similar vehicles and let you know what we find.'],
  [
    'service-booking',
    'Your service booking request is in. Our service team will call or email you to confirm the day and a drop-off time.',
  ],
  ['parts-enquiry', 'Our parts team will check stock and price and get back to you shortly.'],
  [
    'offer-enquiry',
    'We have your enquiry about this offer. Our sales team will be in touch shortly.',
  ],
  ['careers-enquiry', 'Thank you for your interest in working with us. We will be in touch.'],
  ['fleet-enquiry', 'Our fleet team will reply within one business day.'],
]);

/** /success after an enquiry, test drive or trade-in (spec 2 §2). */
export default async function SuccessPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await getRequestSite(params);
  const query = await searchParams;
  const form = typeof query.form === 'string' ? query.form : '';
  const accepted = query.offer === 'accepted';
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-bold text-3xl">Thank you</h1>
      <p className="mt-4 text-lg" role="status">
        {accepted
          ? 'You have accepted our offer. We will call you to arrange an inspection.'
          : (messages.get(form) ??
            `Your enquiry has been sent to ${site.name}. We will be in touch soon.`)}
      </p>
      <EnquiredCarNote
        carId={
          typeof query.car === 'string' && /^\d{1,9}$/.test(query.car) ? Number(query.car) : null
        }
      />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link prefetch={false} href="/" className={buttonVariants({ variant: 'primary' })}>
          Back to home
        </Link>
        <Link prefetch={false} href="/cars" className={buttonVariants({ variant: 'outline' })}>
          Keep browsing
        </Link>
      </div>
    </div>
  );
}
