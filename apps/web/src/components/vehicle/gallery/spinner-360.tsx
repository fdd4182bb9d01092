'use client';

import type { Hotspot } from '@forecourt/core/car';
import {
  getAutoRotateFrames,
  getDragFrame,
  getKeyFrame,
  getLoadProgressPercent,
  getVisibleHotspots,
} from '@forecourt/core/vehicle';
import { getImageProps } from 'next/image';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { STAGE_SIZES } from './gallery-types.ts';
import { HotspotMarkers } from './hotspot-markers.tsx';

interface Spinner360Props {
  spin: {
    frames: string[];
    quality?: number;
    hotspots: Hotspot[];
    pixelsPerFrame: number;
    autoRotateIntervalMs: number;
  };
  carName: string;
  /** Turn once round on its own after loading (spec 1 §4), unless the shopper prefers less motion. */
  autoRotate: boolean;
}

/**
 * The 360° spinner (spec 1 §4/§9): every frame is preloaded first, with progress, and the
 * spinner shows only when all are in; it turns one frame per `pixelsPerFrame` of drag and
 * with the arrow keys, and shows the exterior hotspots near the current frame.
 */
export default function Spinner360({ spin, carName, autoRotate }: Spinner360Props) {
  const { frames } = spin;
  const images = useMemo(
    () =>
      frames.map(
        (src) =>
          getImageProps({
            src,
            alt: '',
            fill: true,
            sizes: STAGE_SIZES,
            quality: spin.quality ?? 75,
          }).props,
      ),
    [frames, spin.quality],
  );
  const [loaded, setLoaded] = useState(0);
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const stopAuto = useRef<() => void>(() => {});
  const ready = loaded >= frames.length;

  useEffect(() => {
    let cancelled = false;
    for (const props of images) {
      const image = new Image();
      const done = () => {
        if (!cancelled) setLoaded((count) => count + 1);
      };
      image.onload = done;
      image.onerror = () => {
        console.warn('360 frame failed to load', props.src);
        done();
      };
      if (props.sizes) image.sizes = props.sizes;
      if (props.srcSet) image.srcset = props.srcSet;
      image.src = props.src;
    }
    return () => {
      cancelled = true;
    };
  }, [images]);

  useEffect(() => {
    if (!ready || !autoRotate || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const sequence = getAutoRotateFrames(0, frames.length);
    let step = 0;
    const timer = setInterval(() => {
      const next = sequence[step++];
      if (next === undefined) clearInterval(timer);
      else setFrame(next);
    }, spin.autoRotateIntervalMs);
    stopAuto.current = () => clearInterval(timer);
    return () => clearInterval(timer);
  }, [ready, autoRotate, frames.length, spin.autoRotateIntervalMs]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    stopAuto.current();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setFrame(
      getDragFrame(start.frame, event.clientX - start.x, spin.pixelsPerFrame, frames.length),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = getKeyFrame(frame, event.key, frames.length);
    if (next === null || !ready) return;
    event.preventDefault();
    stopAuto.current();
    setFrame(next);
  };

  const current = images[ready ? frame : 0];
  const percent = getLoadProgressPercent(loaded, frames.length);
  return (
    <div className="absolute inset-0">
      {current ? (
        // biome-ignore lint/performance/noImgElement: the props come from next/image's getImageProps
        <img
          {...current}
          alt=""
          draggable={false}
          className="size-full select-none object-contain"
        />
      ) : null}
      {ready ? (
        <>
          <div
            role="slider"
            tabIndex={0}
            aria-label={`${carName}, 360° view: drag or use the arrow keys to turn`}
            aria-valuemin={1}
            aria-valuemax={frames.length}
            aria-valuenow={frame + 1}
            aria-valuetext={`Angle ${frame + 1} of ${frames.length}`}
            data-slot="spinner-360"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={onKeyDown}
            className="absolute inset-0 cursor-grab touch-pan-y active:cursor-grabbing"
          />
          <HotspotMarkers hotspots={getVisibleHotspots(spin.hotspots, frame, frames.length)} />
        </>
      ) : (
        <div className="absolute inset-x-8 bottom-6 z-10 rounded-brand bg-black/70 p-3 text-sm text-white">
          <label className="block" htmlFor="spinner-progress">
            Loading the 360° view… {percent}%
          </label>
          <progress id="spinner-progress" max={100} value={percent} className="mt-2 w-full" />
        </div>
      )}
    </div>
  );
}
