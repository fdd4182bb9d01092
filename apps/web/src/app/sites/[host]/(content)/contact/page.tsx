import { readVehicleOfInterest } from '@forecourt/core/leads';
import type { Metadata } from 'next';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { getMainLocation } from '@/server/leads/form-context';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import { getRequestSite } from '@/server/request-site';
import { getSiteLocations } from '@/server/site/site-locations';
import { LocationAside } from '../../_leads/location-aside.tsx';
import { SiteLocationSection } from '../../_sections/site-location-section.tsx';

export const metadata: Metadata = { title: 'Contact Us' };

/** The general enquiry form (spec 2 §5 Forms), at /contact and /contact-us. */
export default async function ContactPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await getRequestSite(params);
  // A model page's Enquire link names the model (?vehicle=Ford Ranger) to start the comment.
  const vehicleOfInterest = readVehicleOfInterest((await searchParams).vehicle);
  const [data, locations] = await Promise.all([
    getLeadFormData(site, 'contact', {
      prefill: { preferredDealership: null, budget: null, vehicleOfInterest },
    }),
    getSiteLocations(site),
  ]);
  const section = site.config.locations.contactSection;
  return (
    <>
      <LeadPage
        title="Contact Us"
        intro={`Send ${site.name} a message and we will get back to you as soon as we can.`}
        aside={<LocationAside location={getMainLocation(locations)} />}
      >
        <LeadForm {...data} />
      </LeadPage>
      {section.enabled ? (
        <SiteLocationSection
          site={site}
          id="contact-locations"
          title={section.title}
          display={section.display}
          selection={section.selection}
        />
      ) : null}
    </>
  );
}
