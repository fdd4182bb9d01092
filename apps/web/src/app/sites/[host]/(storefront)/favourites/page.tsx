import type { Metadata } from 'next';
import { getRequestSite } from '@/server/request-site';
import { FavouritesList } from './_components/favourites-list.tsx';

export const metadata: Metadata = {
  title: 'Your Favourites',
  robots: { index: false, follow: true },
};

/** The shopper's saved cars (local storage, open to everyone: spec 1 §6). */
export default async function FavouritesPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const { cars, vehiclePage } = site.config;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">Your Favourites</h1>
      <p className="mt-2 text-muted">
        {cars.vehicleNoun.plural} you have saved on this device. Pick up to {vehiclePage.compareMax}{' '}
        to compare side by side.
      </p>
      <FavouritesList compareMax={vehiclePage.compareMax} plural={cars.vehicleNoun.plural} />
    </div>
  );
}
