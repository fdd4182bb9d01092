import { listServiceLocations } from '@forecourt/core/service';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import type { Site } from '@/server/site';
import { getSiteLocations } from '@/server/site/site-locations';
import { SiteLocationSection } from '../_sections/site-location-section.tsx';
import { ExternalBooking } from './external-booking.tsx';
import { ServiceLocations } from './service-locations.tsx';

/**
 * /service (and /{make}-service where the site books through an outside system): the intro,
 * the outside booking link when configured, the service booking form (#service-booking,
 * spec 2 §2), the service departments beside it, and their cards with hours below.
 */
export async function ServicePage({ site, title }: { site: Site; title: string }) {
  const [data, locations] = await Promise.all([
    getLeadFormData(site, 'service-booking'),
    getSiteLocations(site),
  ]);
  const departments = listServiceLocations(locations);
  return (
    <>
      <LeadPage
        title={title}
        intro={site.config.service.intro}
        anchor="service-booking"
        aside={
          <>
            <ExternalBooking booking={site.config.service.booking} />
            <ServiceLocations
              title={departments.length > 1 ? 'Our service centres' : 'Our service centre'}
              locations={departments}
            />
          </>
        }
      >
        <LeadForm {...data} />
      </LeadPage>
      {/* Each service department's card: hours (today marked, open now), map, directions. */}
      <SiteLocationSection
        site={site}
        selection={{ kind: 'service' }}
        title="Service hours and locations"
        id="service-hours"
      />
    </>
  );
}
