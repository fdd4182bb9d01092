import { type FilterableModel, selectLiveModelLinks } from '@forecourt/core/catalogue';
import type { SiteConfig } from '@forecourt/core/config';
import type { Location } from '@forecourt/core/location';
import { formatPhone, toTelHref } from '@forecourt/core/phone';
import { SiteLink } from './site-link.tsx';

interface SiteFooterProps {
  siteName: string;
  config: SiteConfig;
  /** The site's models: the Vehicles column lists only the bodies they have. */
  models: readonly FilterableModel[];
  mainLocation: Location | null;
}

export function SiteFooter({ siteName, config, models, mainLocation }: SiteFooterProps) {
  const { footer, footerVehicleFilters } = config.navigation;
  const columns = [
    ...(models.length > 0
      ? [
          {
            title: 'Vehicles',
            links: [
              { label: 'All Models', href: '/models' },
              ...selectLiveModelLinks(footerVehicleFilters, models),
            ],
          },
        ]
      : []),
    ...footer.map((column) => ({ title: column.title ?? siteName, links: column.links })),
  ];
  const phone = config.phones.override ?? mainLocation?.phone ?? null;

  return (
    <footer className="mt-auto bg-footer text-on-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-lg">{column.title}</h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <SiteLink
                    href={link.href}
                    className="inline-flex min-h-9 items-center gap-1 hover:underline"
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {mainLocation ? (
        <div className="border-white/20 border-t">
          <address className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-1 px-4 py-4 text-sm not-italic">
            <span className="font-semibold">{mainLocation.name}</span>
            <span>
              {mainLocation.address.street}, {mainLocation.address.city}{' '}
              {mainLocation.address.state} {mainLocation.address.postcode}
            </span>
            {phone ? (
              <a href={toTelHref(phone)} className="underline">
                {formatPhone(phone)}
              </a>
            ) : null}
            {mainLocation.dealerLicenceNumber ? (
              <span>Dealer licence {mainLocation.dealerLicenceNumber}</span>
            ) : null}
          </address>
        </div>
      ) : null}
      <p className="mx-auto max-w-7xl px-4 pb-6 text-sm">
        © {siteName}. Prices include GST. Vehicles subject to prior sale.
      </p>
    </footer>
  );
}
