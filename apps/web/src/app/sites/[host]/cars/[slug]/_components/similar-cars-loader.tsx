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
  /** When neither the similar-cars call nor its filter-search fallback answers. */
  failedText: string;
}

/** Spec 2 §9: similar cars load when the section comes within 500 px of view. */
export function SimilarCarsLoader({
  endpoint,
  eager,
  autoRotate,
  emptyText,
  failedText,
}: SimilarCarsLoaderProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearView(anchor, 500, eager);
  const [cards, setCards] = useState<SimilarCard[] | 'failed' | null>(null);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    const load = (url: string) =>
      fetch(url).then((response) =>
        response.ok
          ? (response.json() as Promise<{ cars: SimilarCard[] }>)
          : Promise.reject(new Error(`HTTP ${response.status}`)),
      );
    // Spec 2 §8: a failed similar-cars call is logged only, and the section falls back to the
    // filter search; only when that fails too does it say so.
    load(endpoint)
      .catch((error: unknown) => {
        console.warn('similar cars failed to load; trying the filter search', error);
        return load(`${endpoint}/filter`);
      })
      .then((body) => {
        if (!cancelled) setCards(body.cars);
      })
      .catch((error: unknown) => {
        console.warn('similar cars filter search failed', error);
        if (!cancelled) setCards('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [near, endpoint]);

  return (
    <div ref={anchor} className="mt-4 min-h-96" aria-busy={cards === null}>
      {cards === null ? null : cards === 'failed' ? (
        <p className="text-muted">{failedText}</p>
      ) : cards.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <Suspense fallback={null}>
          <SimilarCarsCarousel cards={cards} autoRotate={autoRotate} />
        </Suspense>
      )}
    </div>
  );
}
