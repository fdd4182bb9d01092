import type { HomeSectionKind } from '@forecourt/core/content';
import { getFinanceEnquiryRoute } from '@forecourt/core/finance';
import type { ReactNode } from 'react';
import { HomeBanner } from '@/components/brands/home-banner';
import { StatsBanner } from '@/components/brands/stats-banner';
import { ContactLinks } from '@/components/home/contact-links';
import { FinanceBanner } from '@/components/home/finance-banner';
import { HeroSlides } from '@/components/home/hero-slides';
import { PaymentsStrip } from '@/components/home/payments-strip';
import { listStockLinks } from '@/components/layout/nav-links';
import type { Site } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';
import { SiteBrandGrid } from './site-brand-grid.tsx';
import { SiteFeaturedStock } from './site-featured-stock.tsx';
import { SiteLocationSection } from './site-location-section.tsx';
import { SiteOffersStrip } from './site-offers-strip.tsx';
import { SiteReviewsSection } from './site-reviews-section.tsx';

interface SectionProps {
  site: Site;
  now: Date;
}

/**
 * What each home section renders (content.homeSections names them in order). A new section is
 * a name in core's homeSectionKinds and one entry here; TypeScript insists on both.
 */
const homeSections: Record<HomeSectionKind, (props: SectionProps) => ReactNode> = {
  slides: ({ site }) => {
    const { content } = site.config;
    return (
      <HeroSlides
        slides={content.slides}
        siteName={site.name}
        tagline={content.tagline}
        heroText={content.heroText}
        action={listStockLinks(site.config)[0] ?? null}
      />
    );
  },
  offers: ({ site }) => (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <SiteOffersStrip site={site} />
    </div>
  ),
  'featured-stock': ({ site, now }) => <SiteFeaturedStock site={site} now={now} />,
  'brand-grid': ({ site, now }) => (
    <section aria-labelledby="brand-grid-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="brand-grid-heading" className="mb-6 font-bold text-2xl">
        Shop by brand
      </h2>
      <SiteBrandGrid site={site} now={now} level={3} />
    </section>
  ),
  stats: ({ site }) => <StatsBanner items={site.config.content.statsBanner} />,
  'home-banner': ({ site }) => (
    <HomeBanner
      service={site.config.service}
      noun={site.config.cars.vehicleNoun}
      sellHref={
        site.config.features.tradeIn
          ? '/trade-in'
          : site.config.features.sellMyCar
            ? '/sell-my-car'
            : null
      }
    />
  ),
  'finance-banner': ({ site }) => (
    <FinanceBanner
      banner={site.config.content.financeBanner}
      href={getFinanceEnquiryRoute(site.config.finance.routes)}
    />
  ),
  'contact-links': async ({ site }) => {
    const { mainLocation } = await getSiteChrome(site);
    return (
      <ContactLinks
        location={mainLocation}
        phone={site.config.phones.override ?? mainLocation?.phone ?? null}
        service={site.config.service}
        mapProvider={site.config.locations.map.provider}
      />
    );
  },
  payments: ({ site }) => <PaymentsStrip marks={site.config.content.paymentsAccepted} />,
  // Locations (spec 2 §2): the 'Our Locations' section, from config.locations.homeSection.
  locations: ({ site, now }) =>
    site.config.locations.homeSection.enabled ? (
      <SiteLocationSection
        site={site}
        id="home-locations"
        title={site.config.locations.homeSection.title}
        display={site.config.locations.homeSection.display}
        selection={site.config.locations.homeSection.selection}
        now={now}
      />
    ) : null,
  reviews: ({ site, now }) => <SiteReviewsSection site={site} now={now} linkToAll />,
};

/** The home page's sections in the site's configured order. */
export function HomeSections({ site, now }: SectionProps) {
  const sections = site.config.content.homeSections;
  return (
    <>
      {/* The slides section carries the page's h1; without it the h1 is for screen readers. */}
      {sections.includes('slides') ? null : <h1 className="sr-only">{site.name}</h1>}
      {sections.map((kind) => {
        const Section = homeSections[kind];
        return (
          <div key={kind} data-home-section={kind}>
            <Section site={site} now={now} />
          </div>
        );
      })}
    </>
  );
}
