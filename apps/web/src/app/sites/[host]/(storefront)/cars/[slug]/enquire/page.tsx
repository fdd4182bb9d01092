import type { Metadata } from 'next';
import {
  VehicleLeadPage,
  type VehicleLeadPageProps,
} from '../../../../_leads/vehicle-lead-page.tsx';

export const metadata: Metadata = {
  title: 'Vehicle Enquiry',
  robots: { index: false, follow: true },
};

export default function Page(props: VehicleLeadPageProps) {
  return <VehicleLeadPage {...props} kind="vehicle-enquiry" />;
}
