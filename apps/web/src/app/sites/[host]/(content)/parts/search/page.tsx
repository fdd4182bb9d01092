import type { Metadata } from 'next';
import { inputClass } from '@/components/leads/field-input';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { Button } from '@/components/ui/button';
import { getMainLocation } from '@/server/leads/form-context';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import { getSiteLocations } from '@/server/site/site-locations';
import { getSiteOrigin } from '@/server/site-origin';
import { ServiceLocations } from '../../../_service/service-locations.tsx';

const MAX_QUERY_LENGTH = 100;

interface PartsSearchProps {
  params: Promise<{ host: string }>;
  searchParams: Promise<PageQuery>;
}

export async function generateMetadata({ params }: PartsSearchProps): Promise<Metadata> {
  const site = await getRequestSite(params);
  return {
    title: 'Find a Part',
    alternates: { canonical: `${getSiteOrigin(site)}/parts/search` },
  };
}

/**
 * /parts/search (spec 2 §2): a shopper names a part by its name or number and the parts team
 * answers with stock and price. The catalogue is the parts counter's, so the search is an
 * enquiry: the part searched for fills in the parts enquiry, sent like any lead. A plain GET
 * form, so it works without JavaScript and can be linked.
 */
export default async function PartsSearchPage({ params, searchParams }: PartsSearchProps) {
  const site = await getRequestSite(params);
  const raw = toUrlSearchParams(await searchParams).get('q') ?? '';
  const q = raw.replace(/\s+/g, ' ').trim();
  const tooLong = q.length > MAX_QUERY_LENGTH;
  const part = q && !tooLong ? q : null;
  const [data, locations] = await Promise.all([
    getLeadFormData(site, 'parts-enquiry', {
      prefill: { preferredDealership: null, budget: null, partDescription: part },
    }),
    getSiteLocations(site),
  ]);
  const parts = locations.filter((location) => location.locationType === 'parts');
  const main = getMainLocation(locations);
  const errorId = 'parts-search-error';
  return (
    <LeadPage
      title="Find a Part"
      intro="Search by part name or number. Our parts team checks stock and price for your vehicle and replies within one business day."
      anchor="parts-enquiry"
      aside={
        <ServiceLocations
          title={parts.length > 1 ? 'Our parts departments' : 'Our parts department'}
          locations={parts.length > 0 ? parts : main ? [main] : []}
        />
      }
    >
      <search className="mb-8 block">
        <form method="get" action="/parts/search">
          <label htmlFor="parts-q" className="font-medium">
            Part name or number
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="parts-q"
              name="q"
              type="search"
              defaultValue={raw.slice(0, MAX_QUERY_LENGTH * 2)}
              placeholder={site.config.forms.partsPlaceholder}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? errorId : undefined}
              className={inputClass}
            />
            <Button type="submit">Search</Button>
          </div>
          {tooLong ? (
            <p id={errorId} role="alert" className="mt-2 font-medium text-danger">
              Please keep the part name or number to {MAX_QUERY_LENGTH} characters.
            </p>
          ) : null}
        </form>
      </search>
      {part ? (
        <p className="mb-4" role="status" data-slot="parts-search-result">
          Send us this request and our parts team will tell you the price and availability of{' '}
          <strong>{part}</strong>.
        </p>
      ) : null}
      <LeadForm {...data} />
    </LeadPage>
  );
}
