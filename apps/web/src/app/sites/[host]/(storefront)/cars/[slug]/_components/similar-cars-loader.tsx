'use client';

import { readOrNull } from '@forecourt/core/json';
import { readSimilarCarsAnswer, type SimilarCarsAnswer } from '@forecourt/core/vehicle';
import { useEffect, useRef, useState } from 'react';
import { getJson, type JsonAnswer } from '@/lib/json-client';
import { useNearView } from '@/lib/use-near-view';
import { useFocusAnchor } from './focus-anchor.ts';
import type SimilarCarsCarousel from './similar-cars-carousel.tsx';

export type SimilarCard = SimilarCarsAnswer['cars'][number];

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
    const controller = new AbortController();
    const cardsOf = (answer: JsonAnswer) => {
      return answer.ok ? (readOrNull(readSimilarCarsAnswer, answer.body)?.cars ?? null) : null;
    };
    const show = async (): Promise<Loaded> => {
      // Spec 2 §8: a failed similar-cars call is logged only, and the section falls back to the
      // filter search; only when that fails too does it say so.
      const first = await getJson(endpoint, controller.signal);
      let cards = cardsOf(first);
      if (!cards && !controller.signal.aborted) {
        console.warn('similar cars failed to load; trying the filter search', first.status);
        const second = await getJson(`${endpoint}/filter`, controller.signal);
        cards = cardsOf(second);
        if (!cards && !controller.signal.aborted)
          console.warn('similar cars filter search failed', second.status);
      }
      if (!cards) return 'failed';
      try {
        const { default: Carousel } = await import('./similar-cars-carousel.tsx');
        return { cards, Carousel };
      } catch (error) {
        console.warn('similar cars carousel failed to load', error);
        return 'failed';
      }
    };
    show().then((next) => {
      if (controller.signal.aborted) return;
      holdFocus();
      setLoaded(next);
    });
    return () => controller.abort();
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
