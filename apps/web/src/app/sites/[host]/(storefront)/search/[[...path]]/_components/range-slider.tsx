'use client';

import { formatKm, formatPrice } from '@forecourt/core/format';
import { clampRange, moveThumb, roundMovedValue, sliderStep } from '@forecourt/core/search';
import { Slider } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useNearView } from '@/lib/use-near-view';
import { useSearchShell } from './search-shell.tsx';

interface RangeSliderProps {
  field: 'price' | 'km' | 'year';
  label: string;
  bounds: { min: number; max: number };
  value: { min?: number; max?: number };
  debounceMs: number;
}

const formats = { price: formatPrice, km: formatKm, year: String };

/**
 * Two thumbs over the range the current results span (spec 1 §4/§5): step of a hundredth of
 * the range, price and km rounded to 1,000, clamped, thumbs never cross. The number inputs
 * beside it carry the values (and work without JavaScript); moving a thumb applies after a pause.
 *
 * Until the slider is first in view it is drawn, not built: Radix measures each thumb as it
 * mounts, which forces a layout of the whole page in the middle of hydration, and on a phone the
 * filters are in a closed sheet anyway. It comes to life when the sidebar or the sheet shows it.
 */
export function RangeSlider({ field, label, bounds, value, debounceMs }: RangeSliderProps) {
  const format = formats[field];
  const initial = clampRange([value.min ?? bounds.min, value.max ?? bounds.max], bounds);
  const [current, setCurrent] = useState<[number, number]>(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unsent = useRef(false);
  const minInput = useRef<HTMLInputElement>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const live = useNearView(fieldset, 0);
  const shell = useSearchShell();
  // A new search brings new bounds and values (bounds is a fresh object each render: use its ends),
  // except while the shopper's steps are unsent: they are newer than any answer in flight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ends are the dependency
  useEffect(() => {
    if (unsent.current) return;
    latest.current = clampRange([value.min ?? bounds.min, value.max ?? bounds.max], bounds);
    setCurrent(latest.current);
  }, [value.min, value.max, bounds.min, bounds.max]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  // Each settled step (a key press, a drag's end) restarts the pause; one search goes out at its end.
  const commit = (next: [number, number]) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      unsent.current = false;
      const form = minInput.current?.form;
      // Applied like any filter change (in the phone sheet, a draft that only updates Show Me).
      if (form && shell) shell.apply(form);
      else form?.requestSubmit();
    }, debounceMs);
    setCurrent(next);
  };

  return (
    <fieldset ref={fieldset} className="space-y-3">
      <legend className="font-semibold">{label}</legend>
      {live ? (
        <Slider.Root
          className="relative flex h-6 touch-none select-none items-center"
          min={bounds.min}
          max={bounds.max}
          step={sliderStep(bounds)}
          minStepsBetweenThumbs={1}
          value={current}
          onValueChange={(next) => {
            const [low = bounds.min, high = bounds.max] = next;
            const thumb = low !== latest.current[0] ? 0 : 1;
            const proposed = clampRange(
              [
                roundMovedValue(field, latest.current[0], low),
                roundMovedValue(field, latest.current[1], high),
              ],
              bounds,
            )[thumb];
            latest.current = moveThumb(latest.current, thumb, proposed, bounds);
            unsent.current = true;
            setCurrent(latest.current);
          }}
          onValueCommit={() => commit(latest.current)}
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-line">
            <Slider.Range className="absolute h-full rounded-full bg-primary" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={`Minimum ${label.toLowerCase()}`}
            aria-valuemin={bounds.min}
            aria-valuemax={bounds.max}
            aria-valuenow={current[0]}
            aria-valuetext={format(current[0])}
            className={thumbClass}
          />
          <Slider.Thumb
            aria-label={`Maximum ${label.toLowerCase()}`}
            aria-valuemin={bounds.min}
            aria-valuemax={bounds.max}
            aria-valuenow={current[1]}
            aria-valuetext={format(current[1])}
            className={thumbClass}
          />
        </Slider.Root>
      ) : (
        <StaticSlider bounds={bounds} value={current} />
      )}
      <p className="text-muted text-sm" aria-live="polite">
        {format(current[0])} – {format(current[1])}
      </p>
      <input
        ref={minInput}
        type="hidden"
        name={`range[${field}][min]`}
        value={current[0] > bounds.min ? current[0] : ''}
      />
      <input
        type="hidden"
        name={`range[${field}][max]`}
        value={current[1] < bounds.max ? current[1] : ''}
      />
    </fieldset>
  );
}

const thumbClass = 'block size-6 rounded-full border-2 border-primary bg-surface shadow';
/** The thumb's width (size-6). */
const THUMB_PX = 24;

/** The slider as Radix lays it out (thumbs kept inside the track), for eyes only. */
function StaticSlider({
  bounds,
  value,
}: {
  bounds: { min: number; max: number };
  value: [number, number];
}) {
  const span = bounds.max - bounds.min || 1;
  const [low, high] = value.map((end) => ((end - bounds.min) / span) * 100) as [number, number];
  // Radix shifts a thumb by up to half its width so that it never overhangs the track's ends.
  const place = (percent: number) =>
    `calc(${percent}% + ${THUMB_PX / 2 - (percent / 100) * THUMB_PX}px)`;
  return (
    <div aria-hidden="true" className="relative flex h-6 items-center">
      <div className="relative h-1.5 grow rounded-full bg-line">
        <div
          className="absolute h-full rounded-full bg-primary"
          style={{ left: `${low}%`, right: `${100 - high}%` }}
        />
      </div>
      {[low, high].map((percent, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the two thumbs, always in this order
          key={index}
          className={`absolute -translate-x-1/2 ${thumbClass}`}
          style={{ left: place(percent) }}
        />
      ))}
    </div>
  );
}
