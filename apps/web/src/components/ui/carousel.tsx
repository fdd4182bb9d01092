'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** Spec 2 §4 carousels: start (and active) at index 2, arrows disabled at the ends. */
const START_INDEX = 2;
const AUTO_ROTATE_MS = 3000;

interface CarouselProps {
  /** Server-rendered slides, each with a stable key. */
  slides: { key: string; node: ReactNode }[];
  /** Accessible names of the arrows, e.g. 'Previous review'. */
  previousLabel: string;
  nextLabel: string;
  /** Width of a slide at each breakpoint (Tailwind basis classes). */
  slideClassName?: string;
  /** Optional rotation every 3000 ms; off under reduced motion and once the shopper drags. */
  autoRotate?: boolean;
  /** Names the carousel for `data-slot` (tests and styling). */
  slot?: string;
}

/** The project's one carousel (Embla): slides in a list, previous/next arrows. */
export function Carousel({
  slides,
  previousLabel,
  nextLabel,
  slideClassName = 'basis-[85%] sm:basis-1/2 xl:basis-1/3',
  autoRotate = false,
  slot = 'carousel',
}: CarouselProps) {
  const [viewport, embla] = useEmblaCarousel({
    startIndex: Math.max(0, Math.min(START_INDEX, slides.length - 1)),
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
    <div data-slot={slot}>
      <div ref={viewport} className="overflow-hidden">
        <ul className="flex touch-pan-y">
          {slides.map(({ key, node }, i) => (
            <li
              key={key}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-current={i === edges.selected ? 'true' : undefined}
              onFocusCapture={() => embla?.scrollTo(i)}
              onClickCapture={(event) => {
                // A click on a slide that is not the active one brings it to the centre first.
                if (i !== edges.selected) {
                  event.preventDefault();
                  embla?.scrollTo(i);
                }
              }}
              className={cn('min-w-0 shrink-0 grow-0 px-2', slideClassName)}
            >
              {node}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          aria-label={previousLabel}
          disabled={!edges.prev}
          onClick={() => embla?.scrollPrev()}
          className={arrowClass}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label={nextLabel}
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
