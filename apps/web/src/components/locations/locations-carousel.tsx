'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';

/** Spec 2 §4 carousels: start (and active) at index 2, arrows disabled at the ends. */
const START_INDEX = 2;

/**
 * The 'Our Locations' carousel (spec 2 §2): a Swipe hint, hidden on large screens when 3 or fewer
 * locations; narrower items above 4. Cards are rendered on the server; without JavaScript the
 * strip scrolls natively.
 */
export function LocationsCarousel({
  items,
  swipeHintOnLarge,
  narrowItems,
  label,
}: {
  items: { key: string; label: string; content: ReactNode }[];
  swipeHintOnLarge: boolean;
  narrowItems: boolean;
  label: string;
}) {
  const [viewport, embla] = useEmblaCarousel({
    startIndex: Math.min(START_INDEX, items.length - 1),
    align: 'start',
    containScroll: 'trimSnaps',
  });
  const [edges, setEdges] = useState({ prev: false, next: false, selected: -1 });

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

  const arrowClass =
    'flex size-11 items-center justify-center rounded-full border border-line bg-surface disabled:opacity-40';
  return (
    <section data-slot="locations-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p
          data-swipe-hint
          aria-hidden="true"
          className={cn('text-muted text-sm', !swipeHintOnLarge && 'lg:invisible')}
        >
          Swipe →
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label="Previous location"
            disabled={!edges.prev}
            onClick={() => embla?.scrollPrev()}
            className={arrowClass}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label="Next location"
            disabled={!edges.next}
            onClick={() => embla?.scrollNext()}
            className={arrowClass}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div ref={viewport} className={embla ? 'overflow-hidden' : 'snap-x overflow-x-auto'}>
        <ul className="flex touch-pan-y">
          {items.map((item, i) => (
            <li
              key={item.key}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}: ${item.label}`}
              onFocusCapture={() => embla?.scrollTo(i)}
              className={cn(
                'min-w-0 shrink-0 grow-0 snap-start px-2',
                narrowItems
                  ? 'basis-[80%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4'
                  : 'basis-[88%] sm:basis-1/2 lg:basis-1/3',
              )}
            >
              {item.content}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
