'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { VehicleCardModel } from '@/components/vehicle/vehicle-card-view';
import type { Favourite } from '@/lib/shopper-state/slices';
import { useNearView } from './near-view.ts';

export interface SimilarCard {
  card: VehicleCardModel;
  favourite: Favourite | null;
}

const SimilarCarsCarousel = lazy(() => import('./similar-cars-carousel.tsx'));

interface SimilarCarsLoaderProps {
  endpoint: string;
  /** Load at once (a sold car's page is mostly similar cars). */
  eager: boolean;
  autoRotate: boolean;
  emptyText: string;
}

/** Spec 2 §9: similar cars load when the section comes within 500 px of view. */
export function SimilarCarsLoader({
  endpoint,
  eager,
  autoRotate,
  emptyText,
}: SimilarCarsLoaderProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearView(anchor, 500, eager);
  const [cards, setCards] = useState<SimilarCard[] | null>(null);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    fetch(endpoint)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((body: { cars: SimilarCard[] }) => {
        if (!cancelled) setCards(body.cars);
      })
      .catch((error: unknown) => {
        console.warn('similar cars failed to load', error);
        if (!cancelled) setCards([]);
      });
    return () => {
      cancelled = true;
    };
  }, [near, endpoint]);

  return (
    <div ref={anchor} className="mt-4 min-h-96" aria-busy={cards === null}>
      {cards === null ? null : cards.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <Suspense fallback={null}>
          <SimilarCarsCarousel cards={cards} autoRotate={autoRotate} />
        </Suspense>
      )}
    </div>
  );
}
