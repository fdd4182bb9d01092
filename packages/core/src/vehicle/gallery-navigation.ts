// Used by client components: keep this file free of runtime imports (no zod in the browser).

/** The next slide index, wrapping at both ends; `step` is +1 or -1. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A touch swipe's direction: +1 (next) for a leftward swipe, -1 for rightward, 0 for neither. */
export function getSwipeStep(deltaXPx: number, deltaYPx: number, thresholdPx = 50): -1 | 0 | 1 {
  if (Math.abs(deltaXPx) < thresholdPx || Math.abs(deltaXPx) < Math.abs(deltaYPx)) return 0;
  return deltaXPx < 0 ? 1 : -1;
}

/** The slide for a navigation key (spec 2 §9: left 37, right 39), or null for other keys. */
export function getKeyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}
