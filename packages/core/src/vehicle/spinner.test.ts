import { describe, expect, it } from 'vitest';
import {
  getAutoRotateFrames,
  getDragFrame,
  getKeyFrame,
  getLoadProgressPercent,
  getVisibleHotspots,
} from './spinner.ts';

describe('360 spinner', () => {
  it('turns one frame per 20 px of drag, wrapping round the sequence', () => {
    expect(getDragFrame(0, -19, 20, 36)).toBe(0);
    expect(getDragFrame(0, -20, 20, 36)).toBe(1);
    expect(getDragFrame(0, -100, 20, 36)).toBe(5);
    expect(getDragFrame(0, 40, 20, 36)).toBe(34);
    expect(getDragFrame(35, -40, 20, 36)).toBe(1);
  });

  it('steps with the arrow keys and ignores other keys', () => {
    expect(getKeyFrame(0, 'ArrowRight', 36)).toBe(1);
    expect(getKeyFrame(0, 'ArrowLeft', 36)).toBe(35);
    expect(getKeyFrame(3, 'Enter', 36)).toBeNull();
  });

  it('auto-rotates exactly one loop and ends where it started', () => {
    const frames = getAutoRotateFrames(2, 4);
    expect(frames).toEqual([3, 0, 1, 2]);
  });

  it('shows hotspots near the current frame, across the wrap', () => {
    const spot = (frame: number) => ({
      frame,
      x: 0.5,
      y: 0.5,
      title: `f${frame}`,
      description: '',
    });
    const spots = [spot(0), spot(10), spot(35)];
    expect(getVisibleHotspots(spots, 0, 36).map((s) => s.frame)).toEqual([0, 35]);
    expect(getVisibleHotspots(spots, 12, 36)).toEqual([]);
  });

  it('reports loading progress in whole percent', () => {
    expect(getLoadProgressPercent(0, 36)).toBe(0);
    expect(getLoadProgressPercent(18, 36)).toBe(50);
    expect(getLoadProgressPercent(36, 36)).toBe(100);
  });
});
