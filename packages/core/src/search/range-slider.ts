/** Default slider range when the results give none (spec 1 §9). */
export const DEFAULT_SLIDER_BOUNDS = { min: 0, max: 100_000 } as const;

/**
 * A slider's range: what the results span (the stats of the field, ignoring its own range),
 * else spec 1 §9's default 0–100,000 for amounts and distances, so the shopper can still move it
 * when nothing matches. Years have no sensible default: null hides that slider, as does a
 * range of one value.
 */
export function getSliderBounds(
  field: 'price' | 'km' | 'year',
  stats: { min: number; max: number } | undefined,
): { min: number; max: number } | null {
  if (stats) return stats.min < stats.max ? stats : null;
  return field === 'year' ? null : { ...DEFAULT_SLIDER_BOUNDS };
}

/** A hundredth of the range, at least 1 (spec 1 §9). */
export function sliderStep(bounds: { min: number; max: number }): number {
  return Math.max(1, (bounds.max - bounds.min) / 100);
}

/** Price and km snap to the nearest 1,000 (spec 1 §5); years to whole years. */
export function roundRangeValue(
  field: 'price' | 'km' | 'year' | 'weekly_price',
  value: number,
): number {
  return field === 'price' || field === 'km' ? Math.round(value / 1000) * 1000 : Math.round(value);
}

/**
 * A moved thumb's value, rounded as roundRangeValue does, but never rounded back to where it
 * was: a step smaller than the rounding (1,495 from 1,000 rounds to 1,000 again) moves one
 * rounding unit instead, so every key press and drag step moves the thumb.
 */
export function roundMovedValue(
  field: 'price' | 'km' | 'year' | 'weekly_price',
  previous: number,
  moved: number,
): number {
  const rounded = roundRangeValue(field, moved);
  if (rounded !== previous || moved === previous) return rounded;
  const unit = field === 'price' || field === 'km' ? 1000 : 1;
  return previous + Math.sign(moved - previous) * unit;
}

/** Both ends inside the bounds, and the low end never above the high end. */
export function clampRange(
  range: [number, number],
  bounds: { min: number; max: number },
): [number, number] {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  const low = clamp(range[0]);
  const high = clamp(range[1]);
  return low <= high ? [low, high] : [high, low];
}

/**
 * One thumb moved (spec 1 §4/§5): a move outside the bounds is ignored, and a thumb cannot
 * pass the other one. Returns the new pair, or the old one when the move is refused.
 */
export function moveThumb(
  current: [number, number],
  thumb: 0 | 1,
  proposed: number,
  bounds: { min: number; max: number },
): [number, number] {
  if (proposed < bounds.min || proposed > bounds.max) return current;
  if (thumb === 0) return proposed >= current[1] ? current : [proposed, current[1]];
  return proposed <= current[0] ? current : [current[0], proposed];
}
