'use client';

import type { Hotspot } from '@forecourt/core/car';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';

/** Numbered hotspot buttons at their positions; the chosen one shows its description. */
export function HotspotMarkers({ hotspots }: { hotspots: Hotspot[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const shown = hotspots.find((hotspot) => hotspot.title === open);
  return (
    <>
      {hotspots.map((hotspot) => (
        <Button
          key={`${hotspot.frame}-${hotspot.title}`}
          size="icon"
          aria-expanded={open === hotspot.title}
          onClick={() => setOpen((current) => (current === hotspot.title ? null : hotspot.title))}
          style={{ left: `${hotspot.x * 100}%`, top: `${hotspot.y * 100}%` }}
          className="absolute z-20 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white font-bold shadow-lg"
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">{hotspot.title}</span>
        </Button>
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
