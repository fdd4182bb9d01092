'use client';

import { useEffect, useRef, useState } from 'react';

/** A number that counts from its previous value to the new one over `durationMs` (instantly with reduced motion). */
export function AnimatedCount({ value, durationMs = 400 }: { value: number; durationMs?: number }) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    const start = from.current;
    from.current = value;
    if (start === value || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(value);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (time: number) => {
      const progress = Math.min(1, (time - began) / durationMs);
      setShown(Math.round(start + (value - start) * progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);
  return <>{shown.toLocaleString('en-AU')}</>;
}
