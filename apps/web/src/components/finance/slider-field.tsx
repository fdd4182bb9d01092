'use client';

import type { Bounds } from '@forecourt/core/finance/calculator-inputs';
import { useId } from 'react';

interface SliderFieldProps {
  label: string;
  value: number;
  bounds: Bounds;
  /** Shown beside the number: '$', 'years', '%'. */
  unit: string;
  disabled?: boolean;
  onChange: (value: number) => void;
  /** Called when the shopper leaves the number box (clamping happens here). */
  onCommit?: () => void;
  warning?: string | null;
}

/** A labelled slider with a number box that edits the same value: keyboard and screen-reader friendly. */
export function SliderField({
  label,
  value,
  bounds,
  unit,
  disabled,
  onChange,
  onCommit,
  warning,
}: SliderFieldProps) {
  const id = useId();
  const warningId = `${id}-warning`;
  return (
    <div className="space-y-1">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={`${id}-number`} className="font-semibold">
          {label}
        </label>
        <span className="flex items-center gap-1">
          {unit === '$' ? <span aria-hidden="true">$</span> : null}
          <input
            id={`${id}-number`}
            type="number"
            inputMode="decimal"
            value={Number.isFinite(value) ? value : ''}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            disabled={disabled}
            aria-describedby={warning ? warningId : undefined}
            aria-invalid={warning ? true : undefined}
            onChange={(event) => onChange(event.target.valueAsNumber)}
            onBlur={onCommit}
            className="min-h-11 w-32 rounded-brand border border-line bg-surface px-2 text-right"
          />
          {unit !== '$' ? <span className="text-muted text-sm">{unit}</span> : null}
        </span>
      </div>
      <input
        type="range"
        aria-label={label}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={Math.min(
          bounds.max,
          Math.max(bounds.min, Number.isFinite(value) ? value : bounds.min),
        )}
        disabled={disabled}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        className="h-8 w-full accent-primary"
      />
      {warning ? (
        <p id={warningId} role="alert" className="text-danger text-sm">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
