import { describe, expect, it } from 'vitest';
import {
  clampRange,
  getSliderBounds,
  moveThumb,
  roundMovedValue,
  roundRangeValue,
  sliderStep,
} from './range-slider.ts';

const bounds = { min: 5_000, max: 85_000 };

describe('price slider rules', () => {
  it('steps by a hundredth of the range', () => {
    expect(sliderStep(bounds)).toBe(800);
    expect(sliderStep({ min: 2020, max: 2026 })).toBe(1);
  });
  it('rounds price and km to the nearest 1,000, years to whole years', () => {
    expect(roundRangeValue('price', 12_499)).toBe(12_000);
    expect(roundRangeValue('km', 12_500)).toBe(13_000);
    expect(roundRangeValue('year', 2020.6)).toBe(2021);
  });
  it('clamps to the bounds, even after rounding pushed past them', () => {
    expect(clampRange([4_000, 86_000], bounds)).toEqual([5_000, 85_000]);
    expect(clampRange([90_000, 1_000], bounds)).toEqual([5_000, 85_000]);
  });
  it('ignores moves out of range, and never lets the thumbs cross', () => {
    expect(moveThumb([10_000, 50_000], 0, 4_000, bounds)).toEqual([10_000, 50_000]);
    expect(moveThumb([10_000, 50_000], 1, 90_000, bounds)).toEqual([10_000, 50_000]);
    expect(moveThumb([10_000, 50_000], 0, 50_000, bounds)).toEqual([10_000, 50_000]);
    expect(moveThumb([10_000, 50_000], 1, 9_000, bounds)).toEqual([10_000, 50_000]);
    expect(moveThumb([10_000, 50_000], 0, 20_000, bounds)).toEqual([20_000, 50_000]);
    expect(moveThumb([10_000, 50_000], 1, 60_000, bounds)).toEqual([10_000, 60_000]);
  });
  it('moves a thumb at least one rounding unit when a step is smaller than the rounding', () => {
    // 0–149,500: steps of 1,495; from 1,000 the next step (1,495) rounds back to 1,000.
    expect(roundMovedValue('price', 1000, 1495)).toBe(2000);
    expect(roundMovedValue('price', 7000, 6600)).toBe(6000);
    expect(roundMovedValue('price', 1000, 2990)).toBe(3000);
    expect(roundMovedValue('km', 5000, 5000)).toBe(5000);
    expect(roundMovedValue('year', 2020, 2020.4)).toBe(2021);
    expect(roundMovedValue('price', 0, 1495)).toBe(1000);
  });
});

describe('slider bounds (spec 1 §9)', () => {
  it('are what the results span, or 0–100,000 when they give none', () => {
    expect(getSliderBounds('price', { min: 5_000, max: 85_000 })).toEqual({
      min: 5_000,
      max: 85_000,
    });
    expect(getSliderBounds('price', undefined)).toEqual({ min: 0, max: 100_000 });
    expect(getSliderBounds('km', undefined)).toEqual({ min: 0, max: 100_000 });
    expect(sliderStep(getSliderBounds('price', undefined) ?? bounds)).toBe(1_000);
  });
  it('hide a year slider without stats, and any slider over a single value', () => {
    expect(getSliderBounds('year', undefined)).toBeNull();
    expect(getSliderBounds('price', { min: 30_000, max: 30_000 })).toBeNull();
  });
});
