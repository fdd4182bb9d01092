'use client';

import { readOrNull } from '@forecourt/core/json';
import type { TestDriveDay } from '@forecourt/core/leads';
import { readTestDriveSlotsAnswer } from '@forecourt/core/leads';
import { useEffect, useId, useState } from 'react';
import { getJson } from '@/lib/json-client';
import { inputClass } from './field-input.tsx';

interface SlotPickerProps {
  id: string;
  label: string;
  /** '/api/test-drive/slots?car_id=1', or null until a location is chosen. */
  slotsUrl: string | null;
  value: string;
  onChange: (startsAt: string) => void;
  /** Changing it reloads the slots (after someone else took the chosen one). */
  refreshKey: number;
  errorId?: string;
}

/**
 * 'Test Drive Booking Date' (spec 1 §3): a day, then a time, from the location's real free
 * slots (spec 1 §7). Optional: 'No preference' leaves the time to the dealer.
 */
export function TestDriveSlotPicker({
  id,
  label,
  slotsUrl,
  value,
  onChange,
  refreshKey,
  errorId,
}: SlotPickerProps) {
  const [days, setDays] = useState<TestDriveDay[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState('');
  const timeId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey exists to trigger a reload
  useEffect(() => {
    if (!slotsUrl) return;
    const controller = new AbortController();
    setFailed(false);
    getJson(slotsUrl, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      const data = answer.ok ? readOrNull(readTestDriveSlotsAnswer, answer.body) : null;
      if (data) setDays(data.days);
      else setFailed(true);
    });
    return () => controller.abort();
  }, [slotsUrl, refreshKey]);

  const chosenDay = days?.find((entry) => entry.date === day) ?? null;
  const invalid = errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 font-medium">{label}</legend>
      {failed ? (
        <p className="text-muted text-sm">
          Times could not be loaded. Send the form and we will call you to arrange a time.
        </p>
      ) : null}
      {!slotsUrl ? (
        <p className="text-muted text-sm">Choose a location to see available times.</p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm">
            Day
          </label>
          <select
            id={id}
            className={inputClass}
            value={day}
            disabled={!days}
            onChange={(event) => {
              setDay(event.target.value);
              onChange('');
            }}
            {...invalid}
          >
            <option value="">{days ? 'No preference' : 'Loading times…'}</option>
            {days?.map((entry) => (
              <option key={entry.date} value={entry.date}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={timeId} className="mb-1 block text-sm">
            Time
          </label>
          <select
            id={timeId}
            className={inputClass}
            value={value}
            disabled={!chosenDay}
            onChange={(event) => onChange(event.target.value)}
            {...invalid}
          >
            <option value="">{chosenDay ? 'Choose a time' : 'Choose a day first'}</option>
            {chosenDay?.slots.map((slot) => (
              <option key={slot.startsAt} value={slot.startsAt}>
                {slot.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
