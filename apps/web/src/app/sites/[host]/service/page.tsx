import type { Metadata } from 'next';
import { getRequestSite } from '@/server/request-site';
import { ServicePage } from '../_service/service-page.tsx';

export const metadata: Metadata = { title: 'Book a Service' };

/** Service booking (spec 2 §2): every site has it; /{make}-service shows the same page. */
export default async function ServiceRoute({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  return <ServicePage site={site} title="Book a Service" />;
}
