'use client';

import {
  getSalesThisMonth,
  SALES_COUNTER_ANIMATION_MS,
  SALES_COUNTER_REFRESH_MS,
} from '@forecourt/core/finance';
import { useEffect, useState } from 'react';
import { AnimatedCount } from '../ui/animated-count.tsx';

/** 'Sales this Month' (spec 2 §2/§9): recalculated every 150 s, counting up over 2 s. */
export function SalesCounter({ initial }: { initial: number }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    setCount(getSalesThisMonth(new Date()));
    const timer = setInterval(
      () => setCount(getSalesThisMonth(new Date())),
      SALES_COUNTER_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="rounded-brand bg-accent px-4 py-2 text-center text-on-accent">
      <strong className="text-xl">
        <AnimatedCount value={count} durationMs={SALES_COUNTER_ANIMATION_MS} />
      </strong>{' '}
      Sales this Month
    </p>
  );
}
