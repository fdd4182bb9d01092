import { getCarName } from '@forecourt/core/car/car';
import type { Metadata } from 'next';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { getLeadFormData, getQueryCar } from '@/server/leads/lead-page-data';
import { getRequestSite } from '@/server/request-site';

export const metadata: Metadata = { title: 'Finance Enquiry' };

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

/** Whole dollars from '35000', '$35,000' or '35000.50'; null otherwise. */
function readBudget(value: string | null): number | null {
  const dollars = Number((value ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(dollars) && dollars > 0 && dollars <= 10_000_000
    ? Math.round(dollars)
    : null;
}

/**
 * /finance-enquiry (spec 2 §2 Finance and related links): carries preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin from the link into the enquiry.
 */
export default async function FinanceEnquiryPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<Query>;
}) {
  const site = await getRequestSite(params);
  const query = await searchParams;
  const car = await getQueryCar(site, query.car_id);
  const data = await getLeadFormData(site, 'finance-enquiry', {
    car,
    prefill: {
      preferredDealership: first(query.preferredDealership),
      budget:
        readBudget(first(query.vehiclePriceBudget)) ?? (car && car.price > 0 ? car.price : null),
    },
  });
  return (
    <LeadPage
      anchor="finance-form"
      title="Finance Enquiry"
      intro={
        car
          ? `Ask us about finance for the ${getCarName(car)}. A finance specialist will call you with a quote.`
          : 'Tell us your budget and a finance specialist will call you with a quote.'
      }
    >
      <LeadForm {...data} />
    </LeadPage>
  );
}
