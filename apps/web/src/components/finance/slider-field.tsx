'use client';

import { type Bounds, isOnStep, snapToStep } from '@forecourt/core/finance';
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
  /** Said under the field, e.g. that a maximum caps it (not an error). */
  note?: string | null;
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
  note,
}: SliderFieldProps) {
  const id = useId();
  const warningId = `${id}-warning`;
  const noteId = `${id}-note`;
  const described = [warning ? warningId : null, note ? noteId : null].filter(Boolean).join(' ');
  const shown = Math.min(
    bounds.max,
    Math.max(bounds.min, Number.isFinite(value) ? value : bounds.min),
  );
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
            aria-describedby={described || undefined}
            aria-invalid={warning ? true : undefined}
            onChange={(event) => onChange(event.target.valueAsNumber)}
            onBlur={onCommit}
            className="min-h-11 w-32 rounded-brand border border-line bg-surface px-2 text-right"
          />
          {unit !== '$' ? <span className="text-muted text-sm">{unit}</span> : null}
        </span>
      </div>
      {/* A value between steps (a $54,990 price, a 9.49% lender rate) is shown where it is, not
          moved to the nearest step; dragging lands on steps again. */}
      <input
        type="range"
        aria-label={label}
        min={bounds.min}
        max={bounds.max}
        step={isOnStep(shown, bounds) ? bounds.step : 'any'}
        value={shown}
        disabled={disabled}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onChange(snapToStep(event.target.valueAsNumber, bounds))}
        className="h-8 w-full accent-primary"
      />
      {note ? (
        <p id={noteId} className="text-sm">
          {note}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId} role="alert" className="text-danger text-sm">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
