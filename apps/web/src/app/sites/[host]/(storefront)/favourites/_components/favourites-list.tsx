'use client';

import { readOrNull } from '@forecourt/core/json';
import { readFavouriteCarsAnswer } from '@forecourt/core/vehicle';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toast';
import { CompareToggle } from '@/components/vehicle/compare-toggle';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { VehicleCardView } from '@/components/vehicle/vehicle-card-view';
import { getJson } from '@/lib/json-client';
import { favouritesSlice } from '@/lib/shopper-state/slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';
import type { VehicleCardModel } from '@/lib/vehicle-card-model';

type Loaded = Map<number, VehicleCardModel>;

/** Saved cars with their current price and status; cars gone from the site are still listed. */
export function FavouritesList({ compareMax, plural }: { compareMax: number; plural: string }) {
  const [favourites] = useShopperList(favouritesSlice);
  const [hydrated, setHydrated] = useState(false);
  const [cards, setCards] = useState<Loaded | null>(null);
  const ids = favourites.map((favourite) => favourite.id).join(',');

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated) return;
    if (!ids) {
      setCards(new Map());
      return;
    }
    const controller = new AbortController();
    getJson(`/favourites/cars?ids=${ids}`, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      const cars = answer.ok ? readOrNull(readFavouriteCarsAnswer, answer.body)?.cars : null;
      if (!cars) console.warn('favourites failed to load', answer.status);
      setCards(new Map((cars ?? []).map((car) => [car.id, car.card])));
    });
    return () => controller.abort();
  }, [hydrated, ids]);

  if (!hydrated || cards === null) {
    return <p className="mt-8 text-muted">Loading your favourites…</p>;
  }
  if (favourites.length === 0) {
    return (
      <div className="mt-8">
        <p>You have no favourites yet. Use the Favourite button on any vehicle to save it here.</p>
        <Link
          prefetch={false}
          href="/search/new-used-and-demo-cars"
          className={buttonVariants({ className: 'mt-4' })}
        >
          Browse our {plural.toLowerCase()}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mt-4">
        <Link prefetch={false} href="/compare" className="font-semibold text-primary underline">
          Go to compare
        </Link>
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-slot="favourites-list">
        {favourites.map((favourite) => {
          const card = cards.get(favourite.id);
          const actions = (
            <div className="flex flex-col items-end gap-2">
              <FavouriteToggle entry={favourite} variant="card" />
              {card?.inStock ? (
                <CompareToggle
                  entry={{ id: favourite.id, name: favourite.name, slug: favourite.slug }}
                  max={compareMax}
                  className="bg-surface text-sm"
                />
              ) : null}
            </div>
          );
          return (
            <li key={favourite.id}>
              {card ? (
                <VehicleCardView card={card} action={actions} headingLevel="h2" />
              ) : (
                <article className="flex h-full flex-col justify-between gap-3 rounded-brand border border-line p-4">
                  <div>
                    <h2 className="font-semibold text-lg">{favourite.name}</h2>
                    <p className="text-muted">This vehicle is no longer listed.</p>
                  </div>
                  <FavouriteToggle entry={favourite} variant="bar" />
                </article>
              )}
            </li>
          );
        })}
      </ul>
      <Toaster />
    </>
  );
}
