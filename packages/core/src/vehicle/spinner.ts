import type { Hotspot } from '../car/car.ts';

/** Spec 1 §9: 20 px of drag per frame and an auto-rotate step of 100 ms by default. */
export const SPINNER_DEFAULTS = { pixelsPerFrame: 20, autoRotateIntervalMs: 100 } as const;

/**
 * The frame shown while dragging: one frame per `pixelsPerFrame` px of horizontal drag from
 * where the drag began. Dragging left turns the car forwards; the sequence wraps both ways.
 */
export function getDragFrame(
  startFrame: number,
  deltaXPx: number,
  pixelsPerFrame: number,
  frameCount: number,
): number {
  if (frameCount <= 0) return 0;
  const steps = Math.trunc(-deltaXPx / Math.max(1, pixelsPerFrame));
  return (((startFrame + steps) % frameCount) + frameCount) % frameCount;
}

/** The frame after an arrow key: Right (39) turns forwards, Left (37) backwards (spec 2 §9). */
export function getKeyFrame(frame: number, key: string, frameCount: number): number | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0 || frameCount <= 0) return null;
  return (((frame + step) % frameCount) + frameCount) % frameCount;
}

/**
 * Auto-rotate stops after one loop (spec 1 §4): the frames to step through from `startFrame`,
 * ending back on it.
 */
export function getAutoRotateFrames(startFrame: number, frameCount: number): number[] {
  return Array.from({ length: frameCount }, (_, i) => (startFrame + i + 1) % frameCount);
}

/** Hotspots placed on `frame` or within `tolerance` frames of it (the sequence wraps). */
export function getVisibleHotspots(
  hotspots: Hotspot[],
  frame: number,
  frameCount: number,
  tolerance = 1,
): Hotspot[] {
  return hotspots.filter((hotspot) => {
    const gap = Math.abs(hotspot.frame - frame) % frameCount;
    return Math.min(gap, frameCount - gap) <= tolerance;
  });
}

/** Whole-percent progress of preloading `loaded` of `total` frames. */
export function getLoadProgressPercent(loaded: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
