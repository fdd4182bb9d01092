'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useNearView } from '@/lib/use-near-view';

/** Spec 2 §4 carousels: start (and active) at index 2, arrows disabled at the ends. */
const START_INDEX = 2;
const AUTO_ROTATE_MS = 3000;

interface CarouselProps {
  /** Server-rendered slides, each with a stable key (and a name for its slide label). */
  slides: { key: string; node: ReactNode; label?: string }[];
  /** Accessible names of the arrows, e.g. 'Previous review'. */
  previousLabel: string;
  nextLabel: string;
  /** Width of a slide at each breakpoint (Tailwind basis classes). */
  slideClassName?: string;
  /** Optional rotation every 3000 ms; off under reduced motion and once the shopper drags. */
  autoRotate?: boolean;
  /** Names the carousel for `data-slot` (tests and styling). */
  slot?: string;
  /** 'center' keeps the active slide in the middle; 'start' lines slides up from the left. */
  align?: 'center' | 'start';
  /** A click on a slide that is not the active one brings it to the centre first. */
  centreOnClick?: boolean;
  /** Shown beside the arrows, which then sit above the slides (e.g. a swipe hint). */
  hint?: ReactNode;
  /** The carousel's accessible name, when no heading names it. */
  label?: string;
  /** The slide shown first; spec 2 §4's index 2 unless a carousel says otherwise (a hero: 0). */
  startIndex?: number;
}

/** Whether the shopper asks for reduced motion, following changes; false before hydration. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** The project's one carousel (Embla): slides in a list, previous/next arrows. */
export function Carousel({
  slides,
  previousLabel,
  nextLabel,
  slideClassName = 'basis-[85%] sm:basis-1/2 xl:basis-1/3',
  autoRotate = false,
  slot = 'carousel',
  align = 'center',
  centreOnClick = true,
  hint,
  label,
  startIndex = START_INDEX,
}: CarouselProps) {
  // Embla measures every slide as it starts: a forced layout which, run among hydration's
  // effects, made the longest task of a page with a carousel. It starts in a task of its own
  // once the carousel nears the view; until then the strip scrolls natively.
  const root = useRef<HTMLDivElement>(null);
  const near = useNearView(root, 400);
  const [viewport, embla] = useEmblaCarousel({
    startIndex: Math.max(0, Math.min(startIndex, slides.length - 1)),
    align,
    containScroll: align === 'start' ? 'trimSnaps' : false,
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

  // Rotation stops while the pointer is over the carousel or focus is inside it (WCAG 2.2.2),
  // for good once the shopper drags or presses Pause, and never starts under reduced motion.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const canRotate = autoRotate && !reducedMotion && slides.length > 1;
  const rotating = canRotate && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!embla || !rotating) return;
    const timer = setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, AUTO_ROTATE_MS);
    const stop = () => setStopped(true);
    embla.on('pointerDown', stop);
    return () => {
      clearInterval(timer);
      embla.off('pointerDown', stop);
    };
  }, [embla, rotating]);

  // Arrows at an end are aria-disabled rather than disabled, so an arrow pressed from the
  // keyboard keeps focus when it reaches the end (a disabled button drops it to the page).
  const arrowClass =
    'flex size-11 items-center justify-center rounded-full border border-line bg-surface aria-disabled:cursor-default aria-disabled:opacity-40';
  const arrows = (
    <div className="flex gap-2">
      {canRotate ? (
        <button
          type="button"
          aria-label={stopped ? 'Play slides' : 'Pause slides'}
          aria-pressed={stopped}
          onClick={() => setStopped(!stopped)}
          className={arrowClass}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={previousLabel}
        aria-disabled={!edges.prev || undefined}
        onClick={() => embla?.scrollPrev()}
        className={arrowClass}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        aria-label={nextLabel}
        aria-disabled={!edges.next || undefined}
        onClick={() => embla?.scrollNext()}
        className={arrowClass}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the rotation; the buttons are the controls
    <div
      ref={root}
      data-slot={slot}
      data-rotation={canRotate ? (rotating ? 'running' : 'paused') : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      {...(label
        ? { role: 'region', 'aria-roledescription': 'carousel', 'aria-label': label }
        : {})}
    >
      {hint !== undefined ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          {hint}
          {arrows}
        </div>
      ) : null}
      {/* Before Embla starts (or without JavaScript) the strip scrolls natively. */}
      <div
        ref={near ? viewport : undefined}
        // Relative: a slide's stretched link (an absolute ::after) is clipped by the strip, not
        // laid out against the page, where it widened a phone's page before Embla started.
        className={cn('relative', embla ? 'overflow-hidden' : 'snap-x overflow-x-auto')}
      >
        <ul className="flex touch-pan-y">
          {slides.map(({ key, node, label: slideLabel }, i) => (
            <li
              key={key}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}${slideLabel ? `: ${slideLabel}` : ''}`}
              aria-current={i === edges.selected ? 'true' : undefined}
              onFocusCapture={() => embla?.scrollTo(i)}
              onClickCapture={(event) => {
                // Before Embla starts, a click does what it says (the strip scrolls natively).
                if (centreOnClick && embla && i !== edges.selected) {
                  event.preventDefault();
                  embla?.scrollTo(i);
                }
              }}
              className={cn('min-w-0 shrink-0 grow-0 snap-start px-2', slideClassName)}
            >
              {node}
            </li>
          ))}
        </ul>
      </div>
      {hint === undefined ? <div className="mt-3 flex justify-end">{arrows}</div> : null}
    </div>
  );
}
