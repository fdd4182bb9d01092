import { type Car, getCarName } from '@forecourt/core/car';
import Link from 'next/link';
import { LeadDialog } from '@/components/leads/lead-dialog';
import { buttonVariants } from '@/components/ui/button';
import { getCarLeadFormData } from '@/server/leads/lead-page-data';
import type { Site } from '@/server/site';

const primary = buttonVariants({ className: 'w-full' });
const outline = buttonVariants({ variant: 'outline', className: 'w-full' });

/** /finance-enquiry with the car's finance query parameters (spec 2 §2). */
export function financeEnquiryHref(car: Car): string {
  const query = new URLSearchParams({ car_id: String(car.id), car_type: car.carType });
  if (car.vin) query.set('vin', car.vin);
  if (car.price > 0) query.set('vehiclePriceBudget', String(car.price));
  return `/finance-enquiry?${query}#finance-form`;
}

/**
 * The lead forms' buttons (spec 2 §2 action buttons, spec 1 §2 dialogs): Enquire Now, Test
 * Drive, finance enquiry and Request Photos in the sidebar; Enquire in the mobile bar; 'Find
 * Me Something Similar' for a car not in stock. Each opens its form in a dialog.
 */
export async function LeadActionsSlot({
  car,
  site,
  placement,
}: {
  car: Car;
  site: Site;
  placement: 'sidebar' | 'mobile-bar' | 'sold';
}) {
  const name = getCarName(car);
  if (placement === 'sold') {
    const data = await getCarLeadFormData(site, 'find-similar', car);
    return (
      <div className="mt-3">
        <LeadDialog
          {...data}
          label="Find Me Something Similar"
          title="Find Me Something Similar"
          description={`The ${name} has been sold. Tell us what you are after and we will find you something similar.`}
          triggerClassName={primary}
        />
      </div>
    );
  }
  const enquiry = await getCarLeadFormData(site, 'vehicle-enquiry', car);
  const enquire = (
    <LeadDialog
      {...enquiry}
      label={placement === 'mobile-bar' ? 'Enquire' : 'Enquire Now'}
      title={`Enquire about the ${name}`}
      description="Ask us anything about this vehicle and we will get back to you."
      triggerClassName={primary}
    />
  );
  if (placement === 'mobile-bar') return <div className="flex-1">{enquire}</div>;
  const [testDrive, photos] = await Promise.all([
    getCarLeadFormData(site, 'test-drive', car),
    getCarLeadFormData(site, 'request-photos', car),
  ]);
  return (
    <>
      {enquire}
      <LeadDialog
        {...testDrive}
        label="Test Drive"
        title={`Book a test drive of the ${name}`}
        description="Pick a time that suits you, or leave it to us and we will call you."
        triggerClassName={outline}
      />
      <Link prefetch={false} href={financeEnquiryHref(car)} className={outline}>
        {site.config.forms.financeButtonLabel}
      </Link>
      <LeadDialog
        {...photos}
        label="Request Photos"
        title={`Request photos of the ${name}`}
        description="We will send you more photos of this vehicle."
        triggerClassName={outline}
      />
    </>
  );
}

/** Whether the slot offers 'Find Me Something Similar' for a car not in stock. */
export function hasFindSimilarForm(_site: Site): boolean {
  return true;
}
