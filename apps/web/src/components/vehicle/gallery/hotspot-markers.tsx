'use client';

import type { Hotspot } from '@forecourt/core/car/car';
import { useState } from 'react';

/** Numbered hotspot buttons at their positions; the chosen one shows its description. */
export function HotspotMarkers({ hotspots }: { hotspots: Hotspot[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const shown = hotspots.find((hotspot) => hotspot.title === open);
  return (
    <>
      {hotspots.map((hotspot) => (
        <button
          key={`${hotspot.frame}-${hotspot.title}`}
          type="button"
          aria-expanded={open === hotspot.title}
          onClick={() => setOpen((current) => (current === hotspot.title ? null : hotspot.title))}
          style={{ left: `${hotspot.x * 100}%`, top: `${hotspot.y * 100}%` }}
          className="absolute z-20 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-primary font-bold text-on-primary shadow-lg"
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">{hotspot.title}</span>
        </button>
      ))}
      {shown ? (
        <div
          role="note"
          className="absolute inset-x-4 top-4 z-30 rounded-brand bg-surface p-3 text-sm text-text shadow-lg sm:right-auto sm:max-w-sm"
        >
          <p className="font-semibold">{shown.title}</p>
          <p>{shown.description}</p>
        </div>
      ) : null}
    </>
  );
}
