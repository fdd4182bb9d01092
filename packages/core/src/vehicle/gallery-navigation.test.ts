import { describe, expect, it } from 'vitest';
import { getKeyStep, getSwipeStep, stepIndex } from './gallery-navigation.ts';

describe('gallery navigation', () => {
  it('wraps the slide index at both ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
  });

  it('turns a horizontal swipe past 50 px into a step, and ignores scrolls', () => {
    expect(getSwipeStep(-80, 10)).toBe(1);
    expect(getSwipeStep(80, 10)).toBe(-1);
    expect(getSwipeStep(-30, 0)).toBe(0);
    expect(getSwipeStep(-60, 120)).toBe(0);
  });

  it('maps the arrow keys', () => {
    expect(getKeyStep('ArrowRight')).toBe(1);
    expect(getKeyStep('ArrowLeft')).toBe(-1);
    expect(getKeyStep('Escape')).toBeNull();
  });
});
