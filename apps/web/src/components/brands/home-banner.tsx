import type { TypeNoun } from '@forecourt/core/finance';
import type { ServiceConfig } from '@forecourt/core/service';
import { getServiceNavLink } from '@forecourt/core/service';
import Link from 'next/link';

/**
 * The group home banner's three features (spec 1 §2): latest offers (/special-offers), book
 * service online (/service, or the site's booking set-up: /ford-service) and sell your car
 * (/trade-in), in the site's words ('Sell your motorcycle').
 */
export function HomeBanner({
  service,
  noun,
  sellHref,
}: {
  service: ServiceConfig;
  noun: TypeNoun;
  /** '/trade-in', or '/sell-my-car' on a site without the trade-in page; null: neither. */
  sellHref: string | null;
}) {
  const features = [
    {
      title: 'Latest offers',
      text: 'Drive-away deals and bonuses across our brands',
      href: '/special-offers',
      action: 'View offers',
    },
    {
      title: 'Book service online',
      text: 'Pick a day that suits you at any of our service centres',
      href: getServiceNavLink(service)?.href ?? '/service',
      action: 'Book a service',
    },
    ...(sellHref
      ? [
          {
            title: `Sell your ${noun.singular.toLowerCase()}`,
            text: 'Get an instant offer in 2 minutes',
            href: sellHref,
            action: 'Get an offer',
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="home-banner-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="home-banner-heading" className="sr-only">
        How we can help
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="flex flex-col gap-2 rounded-brand border border-line bg-subtle p-6"
          >
            <h3 className="font-bold text-xl">{feature.title}</h3>
            <p className="flex-1">{feature.text}</p>
            <Link
              prefetch={false}
              href={feature.href}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {feature.action}
              <span className="sr-only">: {feature.title.toLowerCase()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
