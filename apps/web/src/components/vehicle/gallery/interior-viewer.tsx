'use client';

import type { Hotspot } from '@forecourt/core/car';
import { getImageProps } from 'next/image';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { HotspotMarkers } from './hotspot-markers.tsx';

interface InteriorViewerProps {
  interior: { url: string; hotspots: Hotspot[] };
  carName: string;
}

const PAN_STEP_PX = 120;
// Shown at the stage's height (two thirds of its width), a 3:1 panorama is twice the stage wide.
const PANORAMA_SIZES = '(min-width: 1280px) 1640px, (min-width: 1024px) 124vw, 200vw';

/**
 * The interior view: a wide panorama panned by dragging, scrolling or the arrow keys, with the
 * interior hotspots placed on it. The picture keeps its own proportions at the stage's height
 * (never stretched to a set width), so only a panorama wider than the stage pans.
 */
export default function InteriorViewer({ interior, carName }: InteriorViewerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; left: number } | null>(null);
  // next/image's sizes and formats, without its fill box: the width follows the picture.
  const { style: _fill, ...picture } = getImageProps({
    src: interior.url,
    alt: '',
    fill: true,
    sizes: PANORAMA_SIZES,
  }).props;

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
      <div className="relative h-full w-max">
        {/* biome-ignore lint/performance/noImgElement: the props come from next/image's getImageProps */}
        <img
          {...picture}
          alt=""
          draggable={false}
          data-slot="interior-panorama"
          className="h-full w-auto max-w-none select-none"
        />
        <HotspotMarkers hotspots={interior.hotspots} />
      </div>
    </div>
  );
}
