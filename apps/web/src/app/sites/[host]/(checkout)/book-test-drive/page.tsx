import { getCarName } from '@forecourt/core/car';
import { readVehicleOfInterest } from '@forecourt/core/leads';
import type { Metadata } from 'next';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { getLeadFormData, getQueryCar } from '@/server/leads/lead-page-data';
import { getRequestSite } from '@/server/request-site';

export const metadata: Metadata = { title: 'Book a Test Drive' };

interface TestDrivePageProps {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /book-test-drive (spec 2 §2), for a car with ?car_id= or for a model the shopper names (?vehicle=). */
export default async function BookTestDrivePage({ params, searchParams }: TestDrivePageProps) {
  const site = await getRequestSite(params);
  const query = await searchParams;
  const car = await getQueryCar(site, query.car_id);
  // A model page's link names the model (?vehicle=Ford Ranger); a car link names the car.
  const vehicleOfInterest = car ? null : readVehicleOfInterest(query.vehicle);
  const data = await getLeadFormData(site, 'test-drive', {
    car,
    prefill: { preferredDealership: null, budget: null, vehicleOfInterest },
  });
  return (
    <LeadPage
      title="Book a Test Drive"
      intro={
        car
          ? `Pick a time to drive the ${getCarName(car)}, or leave it to us and we will call you.`
          : 'Tell us what you would like to drive and pick a time that suits you.'
      }
    >
      <LeadForm {...data} />
    </LeadPage>
  );
}
