import { getCarName } from '@forecourt/core/car';
import type { LeadFormKind } from '@forecourt/core/leads';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import LeadForm from '@/components/leads/lead-form';
import { LeadPage } from '@/components/leads/lead-page';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import { getRequestSite } from '@/server/request-site';
import { getCarForPage } from '@/server/site/site-cars';

export interface VehicleLeadPageProps {
  params: Promise<{ host: string; slug: string }>;
}

const titles: Partial<Record<LeadFormKind, (name: string) => [string, string]>> = {
  'vehicle-enquiry': (name) => [`Enquire about the ${name}`, 'Ask us anything about this vehicle.'],
  'request-photos': (name) => [
    `Request photos of the ${name}`,
    'We will send you more photos of this vehicle.',
  ],
  'find-similar': (name) => [
    'Find Me Something Similar',
    `The ${name} has been sold. Tell us what you are after and we will find you something similar.`,
  ],
};

/** The page form of a vehicle-page dialog (/cars/{slug}/enquire, …/request-photos, …/find-similar). */
export async function VehicleLeadPage({
  params,
  kind,
}: VehicleLeadPageProps & { kind: LeadFormKind }) {
  const site = await getRequestSite(params);
  const found = await getCarForPage(site, (await params).slug);
  if (!found) notFound();
  const { car } = found;
  const data = await getLeadFormData(site, kind, { car });
  const [title, intro] = (titles[kind] ?? titles['vehicle-enquiry'])?.(getCarName(car)) ?? ['', ''];
  return (
    <LeadPage
      title={title}
      intro={
        <>
          {intro}{' '}
          <Link
            prefetch={false}
            href={`/cars/${car.slug}`}
            className="text-primary underline underline-offset-4"
          >
            Back to the vehicle
          </Link>
        </>
      }
    >
      <LeadForm {...data} />
    </LeadPage>
  );
}
