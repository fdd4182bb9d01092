'use client';

import {
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { cn } from '@/lib/cn';

/*
 * Fixed bars never cover one another or the page. Bars fixed to the bottom of the window sit in
 * one dock, stacked by layout; the page keeps room for them (the site layout's bottom padding,
 * and scroll padding so a focused element is scrolled clear of them, WCAG 2.4.11). Each fixed
 * bar reports its height here; the totals become --reserved-top and --reserved-bottom on <html>
 * (registered as not inherited in globals.css: only the elements that ask for them read them).
 */
type Edge = 'top' | 'bottom';
const heights: Record<Edge, Map<object, number>> = { top: new Map(), bottom: new Map() };
/** What <html> holds now: a measure that changes nothing writes nothing. */
const written: Record<Edge, string | null> = { top: null, bottom: null };

/** The room the bars fixed to `edge` take now, px. */
export function reservedHeight(edge: Edge): number {
  let total = 0;
  for (const height of heights[edge].values()) total += height;
  return total;
}

function writeReserved(edge: Edge): void {
  const total = reservedHeight(edge);
  // No room (no bar, or none shown at this width) is the stylesheet's default: nothing to write.
  const value = total === 0 ? null : `${total}px`;
  if (value !== written[edge]) {
    written[edge] = value;
    const style = document.documentElement.style;
    if (value === null) style.removeProperty(`--reserved-${edge}`);
    else style.setProperty(`--reserved-${edge}`, value);
  }
  keepFocusClear(edge, total);
}

/**
 * A bar that grows or appears after an element took focus (the service banner shown once the
 * page knows it was not closed) would cover it: scroll it clear again, within the new padding.
 */
function keepFocusClear(edge: Edge, reserved: number): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  if (focused.closest('[data-slot="bottom-dock"], [data-slot="sticky-header"]')) return;
  const rect = focused.getBoundingClientRect();
  const covered =
    edge === 'bottom'
      ? rect.bottom > window.innerHeight - reserved && rect.top < window.innerHeight
      : rect.top < reserved && rect.bottom > 0;
  if (covered) focused.scrollIntoView({ block: 'nearest' });
}

/** Keep room at `edge` of the window (none: null) for the fixed element `ref`, as tall as it is. */
export function useReservedEdge(ref: RefObject<HTMLElement | null>, edge: Edge | null): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !edge) return;
    const key = {};
    // The observer reports the element's height once it is laid out, before that frame is
    // painted (0 while it is not displayed, e.g. a phone-only bar on a desktop). Measuring here
    // instead would force a layout of the whole page in the middle of hydration.
    const observer = new ResizeObserver(([entry]) => {
      heights[edge].set(key, entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
      writeReserved(edge);
    });
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      heights[edge].delete(key);
      writeReserved(edge);
    };
  }, [ref, edge]);
}

// The page's dock, which site-wide bars (the service banner) join while it is there.
let dockSlot: HTMLElement | null = null;
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where a site-wide bottom bar goes: the page's dock while it has one, else null. */
export function useDockSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => dockSlot,
    () => null,
  );
}

/**
 * The bottom dock: bars fixed to the bottom of the window, stacked in one column, the page's
 * own bars (`children`) nearest the edge and site-wide bars above them. `joinable={false}` is
 * a site-wide bar's own dock on a page without one.
 */
export function BottomDock({
  children,
  joinable = true,
  className,
}: {
  children: ReactNode;
  joinable?: boolean;
  className?: string;
}) {
  const dock = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  useReservedEdge(dock, 'bottom');
  useLayoutEffect(() => {
    const element = slot.current;
    if (!joinable || !element) return;
    dockSlot = element;
    for (const listener of listeners) listener();
    return () => {
      if (dockSlot === element) dockSlot = null;
      for (const listener of listeners) listener();
    };
  }, [joinable]);
  return (
    <div
      ref={dock}
      data-slot="bottom-dock"
      className={cn('fixed inset-x-0 bottom-0 z-30 flex flex-col', className)}
    >
      {joinable ? <div ref={slot} data-slot="dock-slot" className="contents" /> : null}
      {children}
    </div>
  );
}
