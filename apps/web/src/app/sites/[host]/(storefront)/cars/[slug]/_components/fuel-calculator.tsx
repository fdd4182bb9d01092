'use client';

import { formatCentsExact } from '@forecourt/core/format';
import { calculateFuelCost, describeFuelDisclaimer, parseFuelInput } from '@forecourt/core/fuel';
import { useId, useState } from 'react';

interface FuelCalculatorProps {
  /** The car's combined L/100 km, or null when unknown (10 L/100 km is assumed, spec 2 §5). */
  litresPer100Km: number | null;
  assumedLitresPer100Km: number;
  pricePerLitre: number;
  kmPerWeek: number;
  disclaimer: string;
}

/**
 * Spec 2 §5/§9 fuel calculator: running cost from fuel economy, fuel price and distance. The
 * server renders the first result with the same function the browser uses as inputs change.
 */
export function FuelCalculator({
  litresPer100Km,
  assumedLitresPer100Km,
  pricePerLitre,
  kmPerWeek,
  disclaimer,
}: FuelCalculatorProps) {
  const id = useId();
  const [economy, setEconomy] = useState(String(litresPer100Km ?? assumedLitresPer100Km));
  const [price, setPrice] = useState(`$${pricePerLitre.toFixed(2)}`);
  const [distance, setDistance] = useState(`${kmPerWeek} kms`);
  const values = {
    litresPer100Km: parseFuelInput(economy),
    pricePerLitre: parseFuelInput(price),
    kmPerWeek: parseFuelInput(distance),
  };
  const cost =
    values.litresPer100Km !== null && values.pricePerLitre !== null && values.kmPerWeek !== null
      ? calculateFuelCost({
          litresPer100Km: values.litresPer100Km,
          pricePerLitre: values.pricePerLitre,
          kmPerWeek: values.kmPerWeek,
        })
      : null;

  const field = (
    key: string,
    label: string,
    value: string,
    set: (value: string) => void,
    invalid: boolean,
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block font-medium text-sm">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-${key}-error` : undefined}
        className="mt-1 min-h-11 w-full rounded-brand border border-line bg-surface px-3"
      />
      {invalid ? (
        <p id={`${id}-${key}-error`} className="mt-1 text-danger text-sm">
          Enter a number.
        </p>
      ) : null}
    </div>
  );

  return (
    <div data-slot="fuel-calculator">
      <h3 className="font-bold text-xl">Fuel Calculator</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {field(
          'economy',
          'Fuel economy (L/100 km)',
          economy,
          setEconomy,
          values.litresPer100Km === null,
        )}
        {field('price', 'Fuel price ($ per litre)', price, setPrice, values.pricePerLitre === null)}
        {field(
          'distance',
          'Distance (km per week)',
          distance,
          setDistance,
          values.kmPerWeek === null,
        )}
      </div>
      <dl
        aria-live="polite"
        className="mt-4 grid grid-cols-3 gap-2 rounded-brand bg-subtle p-3 text-center"
      >
        {(
          [
            ['Weekly', cost?.weeklyCents],
            ['Monthly', cost?.monthlyCents],
            ['Yearly', cost?.yearlyCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label}>
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="font-bold text-lg">
              {cents === undefined ? '–' : formatCentsExact(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted text-xs">
        {litresPer100Km === null
          ? `This vehicle's fuel economy is not known, so ${assumedLitresPer100Km} L/100 km is assumed. `
          : "Fuel economy is the manufacturer's combined figure. "}
        {describeFuelDisclaimer(disclaimer)}
      </p>
    </div>
  );
}
