'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { VehicleCardView } from '@/components/vehicle/vehicle-card-view';
import type { SimilarCard } from './similar-cars-loader.tsx';

/** Spec 2 §4 carousels: start (and active) at index 2, arrows disabled at the ends. */
const START_INDEX = 2;
const AUTO_ROTATE_MS = 3000;

export default function SimilarCarsCarousel({
  cards,
  autoRotate,
}: {
  cards: SimilarCard[];
  autoRotate: boolean;
}) {
  const [viewport, embla] = useEmblaCarousel({
    startIndex: Math.min(START_INDEX, cards.length - 1),
    align: 'center',
    containScroll: false,
  });
  const [edges, setEdges] = useState({ prev: false, next: false, selected: 0 });

  const update = useCallback(() => {
    if (!embla) return;
    setEdges({
      prev: embla.canScrollPrev(),
      next: embla.canScrollNext(),
      selected: embla.selectedScrollSnap(),
    });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  useEffect(() => {
    if (!embla || !autoRotate || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, AUTO_ROTATE_MS);
    const stop = () => clearInterval(timer);
    embla.on('pointerDown', stop);
    return () => {
      stop();
      embla.off('pointerDown', stop);
    };
  }, [embla, autoRotate]);

  const arrowClass =
    'flex size-11 items-center justify-center rounded-full border border-line bg-surface disabled:opacity-40';
  return (
    <div data-slot="similar-cars-carousel">
      <div ref={viewport} className="overflow-hidden">
        <ul className="flex touch-pan-y">
          {cards.map(({ card, favourite }, i) => (
            <li
              key={card.slug}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${cards.length}`}
              aria-current={i === edges.selected ? 'true' : undefined}
              onFocusCapture={() => embla?.scrollTo(i)}
              onClickCapture={(event) => {
                // A click on a card that is not the active one brings it to the centre first.
                if (i !== edges.selected) {
                  event.preventDefault();
                  embla?.scrollTo(i);
                }
              }}
              className="min-w-0 shrink-0 grow-0 basis-[85%] px-2 sm:basis-1/2 xl:basis-1/3"
            >
              <VehicleCardView
                card={card}
                action={favourite ? <FavouriteToggle entry={favourite} variant="card" /> : null}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          aria-label="Previous similar vehicle"
          disabled={!edges.prev}
          onClick={() => embla?.scrollPrev()}
          className={arrowClass}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label="Next similar vehicle"
          disabled={!edges.next}
          onClick={() => embla?.scrollNext()}
          className={arrowClass}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
