'use client';

import {
  getDealLabel,
  getGaugeBand,
  getGaugePosition,
  isPriceComparisonShown,
  type PriceComparison,
  readPriceComparisonAnswer,
} from '@forecourt/core/market';
import { useEffect, useRef, useState } from 'react';
import { getJson } from '@/lib/json-client';
import { useNearView } from '@/lib/use-near-view';
import { useFocusAnchor } from './focus-anchor.ts';

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

const bandClass = { low: 'bg-[#b45309]', mid: 'bg-[#2563eb]', high: 'bg-success' } as const;

/**
 * Spec 1 §7 price comparison: fetched from the car's autogauge address as it nears view, and
 * hidden — with the error logged — when the call fails or the result fails the spec 1 §5 gate.
 */
export function PriceComparisonLoader({ endpoint }: { endpoint: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearView(anchor, 500);
  const [result, setResult] = useState<PriceComparison | null>(null);
  const holdFocus = useFocusAnchor(anchor, result);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    getJson(endpoint, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      let comparison: PriceComparison | null;
      try {
        if (!answer.ok) throw new Error(`price comparison answered ${answer.status}`);
        comparison = readPriceComparisonAnswer(answer.body);
      } catch (error) {
        console.error('price comparison failed', error);
        return;
      }
      if (!isPriceComparisonShown(comparison)) return;
      holdFocus();
      setResult(comparison);
    });
    return () => controller.abort();
  }, [near, endpoint, holdFocus]);

  if (!result) return <div ref={anchor} />;
  const band = getGaugeBand(result.fill);
  const position = getGaugePosition(result.fill);
  return (
    <section
      aria-labelledby="price-comparison"
      data-slot="price-comparison"
      className="rounded-brand border border-line p-5"
    >
      <h2 id="price-comparison" className="font-bold text-2xl">
        Price Comparison
      </h2>
      <p className="mt-2 font-bold text-success text-xl">{getDealLabel(result.fill)}</p>
      {/* The market range from its lowest price (left) to its highest (right), and this car on it. */}
      <div className="mt-4" data-slot="price-gauge">
        <div aria-hidden="true" className="relative h-4 rounded-full bg-subtle">
          <div
            data-slot="price-gauge-marker"
            className={`absolute top-1/2 size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-surface shadow ${bandClass[band]}`}
            style={{ left: `${(position * 100).toFixed(1)}%` }}
          />
        </div>
        <div aria-hidden="true" className="mt-2 flex justify-between text-muted text-sm">
          <span data-slot="price-gauge-low">{dollars.format(result.market_range_min)}</span>
          <span data-slot="price-gauge-high">{dollars.format(result.market_range_max)}</span>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-muted text-sm">This vehicle</dt>
          <dd className="font-bold text-lg">{dollars.format(result.listing_price)}</dd>
        </div>
        <div>
          <dt className="text-muted text-sm">Market range</dt>
          <dd className="font-bold text-lg">
            {dollars.format(result.market_range_min)} – {dollars.format(result.market_range_max)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-muted text-sm">
        {result.description} Confidence {Math.round(result.confidence * 100)}%.
      </p>
    </section>
  );
}
