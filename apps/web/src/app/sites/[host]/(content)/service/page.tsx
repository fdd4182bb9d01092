import { getServiceNavLink } from '@forecourt/core/service';
import type { Metadata } from 'next';
import { getRequestSite } from '@/server/request-site';
import { getSiteOrigin } from '@/server/site-origin';
import { ServicePage } from '../../_service/service-page.tsx';

interface ServiceRouteProps {
  params: Promise<{ host: string }>;
}

export async function generateMetadata({ params }: ServiceRouteProps): Promise<Metadata> {
  const site = await getRequestSite(params);
  // Where /{make}-service shows the same page, that is the address search engines keep.
  const path = getServiceNavLink(site.config.service)?.href ?? '/service';
  return {
    title: 'Book a Service',
    alternates: { canonical: `${getSiteOrigin(site)}${path}` },
  };
}

/** Service booking (spec 2 §2): every site has it; /{make}-service shows the same page. */
export default async function ServiceRoute({ params }: ServiceRouteProps) {
  const site = await getRequestSite(params);
  return <ServicePage site={site} title="Book a Service" />;
}
