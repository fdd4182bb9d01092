import type { Location, LocationConfig } from '@forecourt/core/location';
import { getDirectionsUrl } from '@forecourt/core/location';
import { formatPhone, toTelHref } from '@forecourt/core/phone';
import type { ServiceConfig } from '@forecourt/core/service';
import { getServiceNavLink } from '@forecourt/core/service';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ExternalLink } from '../locations/external-link.tsx';

export interface ContactLinksProps {
  /** The site's main location (the footer's), or null. */
  location: Location | null;
  /** The number to call: the site's override or the main location's. */
  phone: string | null;
  service: ServiceConfig;
  mapProvider: LocationConfig['map']['provider'];
}

/** "Let's get down to business" (spec 2 §2 'Other pieces'): the ways to reach the dealer. */
export function ContactLinks({ location, phone, service, mapProvider }: ContactLinksProps) {
  const tile =
    'flex min-h-16 flex-col justify-center rounded-brand border border-line bg-surface p-4 hover:border-primary hover:bg-subtle';
  const item = (key: string, node: ReactNode) => <li key={key}>{node}</li>;
  const links = [
    phone
      ? item(
          'call',
          <a href={toTelHref(phone)} className={tile}>
            <span className="font-semibold">Call us</span>
            <span className="text-muted">{formatPhone(phone)}</span>
          </a>,
        )
      : null,
    item(
      'enquire',
      <Link prefetch={false} href="/contact" className={tile}>
        <span className="font-semibold">Send an enquiry</span>
        <span className="text-muted">We reply within one business day</span>
      </Link>,
    ),
    item(
      'test-drive',
      <Link prefetch={false} href="/book-test-drive" className={tile}>
        <span className="font-semibold">Book a test drive</span>
        <span className="text-muted">Pick a day and time online</span>
      </Link>,
    ),
    item(
      'service',
      <Link prefetch={false} href={getServiceNavLink(service)?.href ?? '/service'} className={tile}>
        <span className="font-semibold">Book a service</span>
        <span className="text-muted">Online, in two minutes</span>
      </Link>,
    ),
    location
      ? item(
          'directions',
          <ExternalLink
            href={getDirectionsUrl(location, mapProvider)}
            className={`${tile} relative`}
          >
            <span className="font-semibold">Get directions</span>
            <span className="text-muted">
              {location.address.street}, {location.address.city}
            </span>
          </ExternalLink>,
        )
      : null,
  ];
  return (
    <section aria-labelledby="contact-links-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="contact-links-heading" className="mb-4 font-bold text-2xl">
        {"Let's get down to business"}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">{links}</ul>
    </section>
  );
}
