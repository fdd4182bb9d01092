'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The number shown at `progress` (0 to 1, clamped) of a count from `from` to `to`: always between
 * the two, so a count never overshoots its target or passes back over where it started.
 */
export function tweenCount(from: number, to: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1));
  return Math.round(from + (to - from) * clamped);
}

/** Last shown value per `rememberAs` key: a count that remounts (a new page) starts from it. */
const remembered = new Map<string, number>();
const MAX_REMEMBERED = 20;

function remember(key: string | undefined, value: number): void {
  if (!key) return;
  remembered.delete(key);
  remembered.set(key, value);
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
}

/**
 * A number that counts from what it shows now to the new value over `durationMs` (instantly with
 * reduced motion). A change mid-count carries on from the number on screen, never from an
 * earlier target. With `rememberAs`, a remounted count (the next page's) starts where the last
 * one with that key stopped.
 */
export function AnimatedCount({
  value,
  durationMs = 400,
  rememberAs,
}: {
  value: number;
  durationMs?: number;
  rememberAs?: string;
}) {
  const [start] = useState(() => (rememberAs ? (remembered.get(rememberAs) ?? value) : value));
  const [shown, setShown] = useState(start);
  const onScreen = useRef(start);
  useEffect(() => {
    const from = onScreen.current;
    const show = (next: number) => {
      onScreen.current = next;
      remember(rememberAs, next);
      setShown(next);
    };
    if (from === value || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      show(value);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (time: number) => {
      const next = tweenCount(from, value, (time - began) / durationMs);
      show(next);
      if (next !== value) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, rememberAs]);
  return <>{shown.toLocaleString('en-AU')}</>;
}
