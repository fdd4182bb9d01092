import type { Metadata } from 'next';
import { getRequestSite } from '@/server/request-site';
import { CompareTable } from './_components/compare-table.tsx';

export const metadata: Metadata = {
  title: 'Compare Vehicles',
  robots: { index: false, follow: true },
};

/** Up to four picked cars side by side with their specifications. */
export default async function ComparePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const { vehiclePage, cars } = site.config;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">Compare {cars.vehicleNoun.plural}</h1>
      <p className="mt-2 text-muted">
        Up to {vehiclePage.compareMax} {cars.vehicleNoun.plural.toLowerCase()} side by side. Add
        them with the Compare button on a vehicle page or in your favourites.
      </p>
      <CompareTable max={vehiclePage.compareMax} plural={cars.vehicleNoun.plural} />
    </div>
  );
}
