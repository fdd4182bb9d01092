'use client';

import { useEffect, useRef, useState } from 'react';
import type { Favourite } from '@/lib/shopper-state/slices';
import type { VehicleCardModel } from '@/lib/vehicle-card-model';
import { useFocusAnchor } from './focus-anchor.ts';
import { useNearView } from './near-view.ts';
import type SimilarCarsCarousel from './similar-cars-carousel.tsx';

export interface SimilarCard {
  card: VehicleCardModel;
  favourite: Favourite | null;
}

/** The cards, with the carousel's code loaded alongside so that both arrive in one render. */
type Loaded = { cards: SimilarCard[]; Carousel: typeof SimilarCarsCarousel } | 'failed';

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const holdFocus = useFocusAnchor(anchor, loaded);

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
      .then(async (body) => {
        const { default: Carousel } = await import('./similar-cars-carousel.tsx');
        return { cards: body.cars, Carousel };
      })
      .catch((error: unknown) => {
        console.warn('similar cars filter search failed', error);
        return 'failed' as const;
      })
      .then((next) => {
        if (cancelled) return;
        holdFocus();
        setLoaded(next);
      });
    return () => {
      cancelled = true;
    };
  }, [near, endpoint, holdFocus]);

  return (
    <div ref={anchor} className="mt-4 min-h-96" aria-busy={loaded === null}>
      {loaded === null ? null : loaded === 'failed' ? (
        <p className="text-muted">{failedText}</p>
      ) : loaded.cards.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <loaded.Carousel cards={loaded.cards} autoRotate={autoRotate} />
      )}
    </div>
  );
}
