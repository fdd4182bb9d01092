'use client';

import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useReservedEdge } from './bottom-dock.tsx';

interface ScrollThresholdProps {
  /** Scroll distance, px, past which the content is 'past' (data-past="true"). */
  px: number;
  className?: string;
  children: ReactNode;
  /** Hide the content from keyboards and screen readers until past the threshold. */
  inertUntilPast?: boolean;
  /** Landmark label when the wrapper is a region. */
  label?: string;
  as?: 'div' | 'section';
  /** A bar fixed to this edge of the window: the page keeps room for it when scrolling. */
  reserve?: 'top' | 'bottom';
  'data-slot'?: string;
}

/**
 * Marks its wrapper with data-past once the page has scrolled more than `px` (sticky header
 * at 500 px, mobile bar's opened style at 900 px); styling does the rest, so the children
 * stay server-rendered.
 */
export function ScrollThreshold({
  px,
  className,
  children,
  inertUntilPast = false,
  label,
  as: Tag = 'div',
  reserve,
  'data-slot': slot,
}: ScrollThresholdProps) {
  const [past, setPast] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useReservedEdge(ref, reserve ?? null);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [px]);

  return (
    <Tag
      ref={ref as RefObject<HTMLDivElement>}
      data-slot={slot}
      data-past={past}
      className={className}
      inert={inertUntilPast && !past}
      aria-hidden={inertUntilPast && !past ? true : undefined}
      aria-label={label}
    >
      {children}
    </Tag>
  );
}
