'use client';

import {
  type AnswerStep,
  getActiveFields,
  type JourneyField,
  RESERVATION_MESSAGES,
  readJourneyAnswer,
} from '@forecourt/core/checkout';
import { readOrNull } from '@forecourt/core/json';
import { NOT_LISTED_NOTE, OTHER_VEHICLE_VALUE } from '@forecourt/core/leads';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormFailure } from '@/components/leads/error-summary';
import { FieldGrid } from '@/components/leads/field-grid';
import { SubmitButton } from '@/components/leads/submit-button';
import { useFieldsForm } from '@/components/leads/use-fields-form';
import { useVehicleOptions } from '@/components/leads/use-vehicle-options';
import { postJson } from '@/lib/json-client';

type Values = Record<string, unknown>;
type Options = { value: string; label: string }[];

/** The stored choice stays selectable while the real list loads. */
function withCurrent(loaded: Options, current: unknown): Options {
  return loaded.length > 0 || typeof current !== 'string' || current === ''
    ? loaded
    : [{ value: current, label: current }];
}

/**
 * One step of the online purchase journey (issue 15 §5): its fields, checked in the browser by
 * the rules the server runs, then stored on the server, which answers with the next step. A
 * radio that adds fields (a trade-in, finance, delivery) adds them after itself, so focus
 * stays where the shopper is.
 */
export function JourneyStepForm({
  carId,
  step,
  fields,
  initial,
}: {
  carId: number;
  step: AnswerStep;
  fields: JourneyField[];
  initial: Values;
}) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useFieldsForm(fields, initial, getActiveFields);
  const [failure, setFailure] = useState<string | null>(null);
  const values = watch();
  const active = getActiveFields(fields, values);
  const make = values.make;
  const asksVehicle = active.some((field) => field.name === 'make');
  const { models, badges } = useVehicleOptions(asksVehicle ? make : null, values.model);
  const typedIn =
    asksVehicle && (make === OTHER_VEHICLE_VALUE || values.model === OTHER_VEHICLE_VALUE);

  // A new make invalidates the model and badge picked for the old one (not the stored ones);
  // a make typed in has only a model typed in.
  const lastMake = useRef(make);
  useEffect(() => {
    if (lastMake.current === make) return;
    lastMake.current = make;
    setValue('model', make === OTHER_VEHICLE_VALUE ? OTHER_VEHICLE_VALUE : '');
    setValue('badge', '');
  }, [make, setValue]);

  const save = handleSubmit(async (answers) => {
    setFailure(null);
    const { body } = await postJson('/api/checkout-journey', {
      car_id: carId,
      step,
      values: answers,
    });
    const answer = readOrNull(readJourneyAnswer, body) ?? { ok: false };
    for (const [name, message] of Object.entries(answer.errors ?? {}))
      setError(name, { message }, { shouldFocus: true });
    if (answer.ok && answer.next_url) {
      router.push(answer.next_url);
      router.refresh();
      return;
    }
    if (!answer.errors) setFailure(answer.message ?? RESERVATION_MESSAGES.stepFailed);
  });

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-4" data-journey-step={step}>
      <FieldGrid
        fields={active}
        idPrefix={`journey-${step}`}
        register={register}
        errors={errors}
        options={{
          model: withCurrent(models, values.model),
          badge: withCurrent(badges, values.badge),
        }}
      />
      <p
        aria-live="polite"
        className="rounded-brand border border-line p-3 text-sm empty:hidden"
        data-testid="not-listed-note"
      >
        {typedIn ? NOT_LISTED_NOTE : null}
      </p>
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label="Continue" />
    </form>
  );
}
