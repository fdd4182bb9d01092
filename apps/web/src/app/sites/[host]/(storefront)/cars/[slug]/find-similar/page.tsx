import type { Metadata } from 'next';
import {
  VehicleLeadPage,
  type VehicleLeadPageProps,
} from '../../../../_leads/vehicle-lead-page.tsx';

export const metadata: Metadata = {
  title: 'Find Me Something Similar',
  robots: { index: false, follow: true },
};

export default function Page(props: VehicleLeadPageProps) {
  return <VehicleLeadPage {...props} kind="find-similar" />;
}
