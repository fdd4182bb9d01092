import { getServiceNavLink } from '@forecourt/core/service';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BrandStyle } from '@/components/layout/brand-style';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { VisitTracker } from '@/components/leads/visit-tracker';
import { ServiceBanner } from '@/components/service/service-banner';
import { getSiteForHost } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ host: string }>;
}

export async function generateMetadata({ params }: SiteLayoutProps): Promise<Metadata> {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return {};
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.config.content.tagline,
  };
}

export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) notFound();
  const chrome = await getSiteChrome(site);
  const { banner } = site.config.service;

  return (
    // Room at the end of the page for the bars fixed to the bottom (components/ui/bottom-dock).
    <div className="flex min-h-dvh flex-col bg-surface pb-(--reserved-bottom) font-brand text-text [--reserved-bottom:inherit]">
      <BrandStyle siteSlug={site.slug} brand={site.config.brand} />
      <a
        href="#main"
        className="-translate-y-full absolute top-0 left-2 z-50 rounded-b-brand bg-primary px-4 py-2 text-on-primary focus:translate-y-0"
      >
        Skip to content
      </a>
      <SiteHeader siteName={site.name} config={site.config} models={chrome.models} />
      <VisitTracker />
      <main id="main" className="flex-1">
        {children}
      </main>
      {banner.enabled ? (
        <ServiceBanner
          text={banner.text}
          linkLabel={banner.linkLabel}
          href={`${getServiceNavLink(site.config.service)?.href ?? '/service'}#service-booking`}
          sticky={banner.sticky}
        />
      ) : null}
      <SiteFooter
        siteName={site.name}
        config={site.config}
        models={chrome.models}
        mainLocation={chrome.mainLocation}
      />
    </div>
  );
}
