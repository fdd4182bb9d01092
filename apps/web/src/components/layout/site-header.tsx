import { modelHref } from '@forecourt/core/catalogue';
import type { SiteConfig } from '@forecourt/core/config';
import type { HeaderItem } from '@forecourt/core/navigation';
import { getServiceNavLink } from '@forecourt/core/service';
import type { ModelSummary } from '@forecourt/db';
import Link from 'next/link';
import { getStaticImageAttributes } from '@/components/ui/static-image';
import { AccountLink } from './account-link.tsx';
import { ModelMenu } from './model-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { groupModelsByCategory, listStockLinks } from './nav-links.ts';
import { NavShell } from './nav-shell.tsx';
import { SiteLink } from './site-link.tsx';

interface SiteHeaderProps {
  siteName: string;
  config: SiteConfig;
  models: ModelSummary[];
}

// Menus link to many pages: prefetching them all would spend shoppers' data on pages they rarely open.
const linkClass = 'flex min-h-11 items-center px-3 font-medium hover:underline';

export function SiteHeader({ siteName, config, models }: SiteHeaderProps) {
  const { brand, navigation, features } = config;
  // Shopper accounts show in the header where the site has somewhere to keep what they save.
  const accountHome = features.garage
    ? ({ href: '/my-garage', label: features.garageName } as const)
    : features.watchlist
      ? ({ href: '/watchlist', label: 'My Watchlist' } as const)
      : null;
  return (
    <header className="relative border-line border-b bg-header text-on-header">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <Link
          href="/"
          prefetch={false}
          className="flex min-h-11 items-center font-bold text-xl tracking-tight"
        >
          {brand.logoUrl ? (
            // biome-ignore lint/performance/noImgElement: logos are small SVG/PNG files served as-is
            <img src={brand.logoUrl} alt={brand.logoAlt ?? siteName} className="h-10 w-auto" />
          ) : (
            siteName
          )}
        </Link>
        <NavShell label="Main">
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {navigation.header.map((item) => (
              <li key={`${item.kind}-${item.label}`}>
                <HeaderEntry item={item} config={config} models={models} />
              </li>
            ))}
            {accountHome ? (
              <li>
                <AccountLink home={accountHome} className={linkClass} />
              </li>
            ) : null}
          </ul>
        </NavShell>
      </div>
    </header>
  );
}

function HeaderEntry({
  item,
  config,
  models,
}: {
  item: HeaderItem;
  config: SiteConfig;
  models: ModelSummary[];
}) {
  switch (item.kind) {
    case 'link':
      return (
        <SiteLink href={item.href} className={linkClass}>
          {item.label}
        </SiteLink>
      );
    case 'stock':
      return (
        <NavDropdown label={item.label}>
          <LinkList links={listStockLinks(config)} />
        </NavDropdown>
      );
    case 'models': {
      if (models.length === 0) return null;
      const { modelCategories, modelPathRewrites } = config.navigation;
      const groups = groupModelsByCategory(models, modelCategories).map((group) => ({
        category: group.category,
        models: group.models.map((model) => ({
          id: model.id,
          name: model.name,
          href: modelHref(model, modelPathRewrites),
          image: model.imageUrl ? getMenuImage(model.imageUrl) : null,
          status: model.status,
        })),
      }));
      return (
        <NavDropdown label={item.label}>
          <ModelMenu groups={groups} />
          <LinkList
            links={[
              { label: 'All Models', href: item.href },
              {
                label: 'Our Stock',
                href:
                  config.navigation.header.find((entry) => entry.kind === 'stock')?.href ??
                  '/cars/',
              },
              { label: 'Contact Us', href: '/contact' },
            ]}
          />
        </NavDropdown>
      );
    }
    case 'menu': {
      const serviceLink = getServiceNavLink(config.service);
      const items = item.items.map((link) =>
        serviceLink && link.href === '/service' ? serviceLink : link,
      );
      return (
        <NavDropdown label={item.label}>
          <LinkList links={items} />
        </NavDropdown>
      );
    }
  }
}

function LinkList({ links }: { links: { label: string; href: string }[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink
            href={link.href}
            className="flex min-h-11 items-center gap-1 px-3 hover:underline"
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** A model card's picture in the menu: optimised when it is the site's own media. */
function getMenuImage(url: string) {
  return getStaticImageAttributes({
    src: url,
    alt: '',
    width: 250,
    height: 120,
    sizes: '250px',
    unoptimized: !url.startsWith('/'),
  });
}
