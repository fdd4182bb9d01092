import { getCarName } from '@forecourt/core/car';
import { readFinanceLinkQuery } from '@forecourt/core/finance';
import type { Metadata } from 'next';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { getLeadFormData, getQueryCar } from '@/server/leads/lead-page-data';
import type { Site } from '@/server/site';

export const financeEnquiryMetadata: Metadata = { title: 'Finance Enquiry' };

/**
 * The finance enquiry (spec 2 §2 Finance and related links), at /finance-enquiry and the site's
 * configured enquiry route: carries preferredDealership, vehiclePriceBudget, car_id, car_type
 * and vin from the link into the enquiry.
 */
export async function FinanceEnquiryPage({ site, query }: { site: Site; query: URLSearchParams }) {
  const linked = readFinanceLinkQuery(query);
  const car = linked.carId === null ? null : await getQueryCar(site, String(linked.carId));
  const data = await getLeadFormData(site, 'finance-enquiry', {
    car,
    prefill: {
      preferredDealership: linked.preferredDealership,
      budget: linked.vehiclePriceBudget ?? (car && car.price > 0 ? car.price : null),
      // The site's own record of the car wins over what the link says about it.
      carType: car?.carType ?? linked.carType,
      vin: car ? car.vin : linked.vin,
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
