import type { Metadata } from 'next';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { getMainLocation } from '@/server/leads/form-context';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import { getRequestSite } from '@/server/request-site';
import { getSiteLocations } from '@/server/site/site-locations';
import { ServiceLocations } from '../../_service/service-locations.tsx';

export const metadata: Metadata = { title: 'Parts and Accessories' };

/** Parts enquiry (spec 2 §2 Navigation): what part, the car's VIN or rego, contact details. */
export default async function PartsRoute({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const [data, locations] = await Promise.all([
    getLeadFormData(site, 'parts-enquiry'),
    getSiteLocations(site),
  ]);
  const parts = locations.filter((location) => location.locationType === 'parts');
  const main = getMainLocation(locations);
  return (
    <LeadPage
      title="Parts and Accessories"
      intro={site.config.service.partsIntro}
      anchor="parts-enquiry"
      aside={
        <ServiceLocations
          title={parts.length > 1 ? 'Our parts departments' : 'Our parts department'}
          locations={parts.length > 0 ? parts : main ? [main] : []}
        />
      }
    >
      <LeadForm {...data} />
    </LeadPage>
  );
}
