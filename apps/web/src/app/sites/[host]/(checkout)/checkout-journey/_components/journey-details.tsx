import { journeyHref } from '@forecourt/core/checkout';
import type { FormValues } from '@forecourt/core/leads';
import { formatPhone } from '@forecourt/core/phone';
import Link from 'next/link';

/** The review's 'Your details': who the reservation is for, with the way back to change it. */
export function JourneyDetails({ carSlug, details }: { carSlug: string; details: FormValues }) {
  const text = (name: string) => String(details[name] ?? '');
  const rows: [string, string][] = [
    ['Name', `${text('name')} ${text('last_name')}`.trim()],
    ['Email', text('email')],
    ['Mobile', formatPhone(text('phone'))],
    ['Postcode', text('postcode')],
  ];
  return (
    <section
      aria-labelledby="journey-details-heading"
      className="rounded-brand border border-line p-4"
    >
      <h3 id="journey-details-heading" className="font-bold text-lg">
        Your details
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">
        <Link
          prefetch={false}
          href={journeyHref(carSlug, 'details')}
          className="text-primary underline"
        >
          Change your details
        </Link>
      </p>
    </section>
  );
}
