'use client';

import type { Hotspot } from '@forecourt/core/car/car';
import Image from 'next/image';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { HotspotMarkers } from './hotspot-markers.tsx';

interface InteriorViewerProps {
  interior: { url: string; hotspots: Hotspot[] };
  carName: string;
}

const PAN_STEP_PX = 120;

/**
 * The interior view: a wide panorama panned by dragging, scrolling or the arrow keys, with the
 * interior hotspots placed on it.
 */
export default function InteriorViewer({ interior, carName }: InteriorViewerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; left: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !scroller.current) return;
    drag.current = { x: event.clientX, left: scroller.current.scrollLeft };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current && scroller.current) {
      scroller.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    scroller.current?.scrollBy({ left: step * PAN_STEP_PX, behavior: 'smooth' });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling picture, not a form
    <div
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the panorama scrolls by keyboard
      tabIndex={0}
      role="group"
      aria-label={`${carName}, interior panorama: drag or use the arrow keys to look around`}
      data-slot="interior-viewer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
      }}
      onKeyDown={onKeyDown}
      className="absolute inset-0 cursor-grab overflow-x-auto overflow-y-hidden"
    >
      <div className="relative h-full w-[300%]">
        <Image
          src={interior.url}
          alt=""
          fill
          sizes="300vw"
          className="object-cover"
          draggable={false}
        />
        <HotspotMarkers hotspots={interior.hotspots} />
      </div>
    </div>
  );
}
