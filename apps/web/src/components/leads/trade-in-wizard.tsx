'use client';

import type { LeadFormDefinition, TradeInValuation } from '@forecourt/core/leads';
import { isFieldShown, NOT_LISTED_NOTE, OTHER_VEHICLE_VALUE } from '@forecourt/core/leads';
import { useEffect, useId, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Button } from '../ui/button.tsx';
import { CaptchaWidget } from './captcha-widget.tsx';
import { ErrorSummary, FormFailure } from './error-summary.tsx';
import { FieldInput } from './field-input.tsx';
import { Honeypot } from './honeypot.tsx';
import { type LeadCar, recordLeadSuccess } from './lead-client.ts';
import { SubmitButton } from './submit-button.tsx';
import { TradeInResult } from './trade-in-result.tsx';
import { type FormState, useLeadForm } from './use-lead-form.ts';
import { useVehicleOptions } from './use-vehicle-options.ts';

/**
 * The trade-in valuation wizard (spec 2 §3, §4 enquiry steps): Next validates each step and
 * shows its errors there; the last step submits and shows the instant offer. A make or model
 * typed in ('Other', issue 25 §3) still sends the request, and the page says it gets no offer.
 */
export default function TradeInWizard({
  form,
  car,
  captchaEnabled,
}: {
  form: LeadFormDefinition;
  car: LeadCar | null;
  captchaEnabled: boolean;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const [step, setStep] = useState(0);
  const [attempted, setAttempted] = useState<number[]>([]);
  const [result, setResult] = useState<{
    leadId: number;
    valuation: TradeInValuation | null;
  } | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { methods, send, failure, captcha, honeypot, listErrors, idempotencyKey } = useLeadForm({
    form,
    carId: car?.id ?? null,
    captchaEnabled,
  });
  const { register, handleSubmit, formState, trigger, watch, setValue } = methods;
  const values = watch();
  const { make, model } = values;
  const { models, badges } = useVehicleOptions(make, model);
  const typedIn = make === OTHER_VEHICLE_VALUE || model === OTHER_VEHICLE_VALUE;
  const last = form.steps.length - 1;
  const stepFields = form.fields.filter(
    (field) => field.step === step && isFieldShown(field, values),
  );
  const names = stepFields.map((field) => field.name);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  // A new make invalidates the model and badge picked for the old one; a make typed in has
  // only a model typed in.
  useEffect(() => {
    setValue('model', make === OTHER_VEHICLE_VALUE ? OTHER_VEHICLE_VALUE : '');
    setValue('badge', '');
  }, [make, setValue]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the model changes
  useEffect(() => {
    setValue('badge', '');
  }, [model, setValue]);

  async function next() {
    setAttempted((list) => [...new Set([...list, step])]);
    if (await trigger(names, { shouldFocus: true })) {
      moved.current = true;
      setStep(step + 1);
    }
  }

  const onValid = async (values: FormState) => {
    const answer = await send(values);
    if (answer.ok) {
      recordLeadSuccess('trade-in', answer.leadId, car, values);
      setResult({ leadId: answer.leadId, valuation: answer.valuation });
      return;
    }
    const wrongStep = form.fields.find((field) => answer.fieldErrors[field.name])?.step;
    if (wrongStep !== undefined && wrongStep !== step) {
      moved.current = true;
      setStep(wrongStep);
    }
  };

  if (result) {
    return (
      <TradeInResult
        valuation={result.valuation}
        leadId={result.leadId}
        idempotencyKey={idempotencyKey}
      />
    );
  }

  const errors = attempted.includes(step) || formState.submitCount > 0 ? listErrors(names) : [];

  return (
    <form
      noValidate
      onSubmit={
        step === last
          ? handleSubmit(onValid)
          : (event) => {
              event.preventDefault();
              void next();
            }
      }
      className="flex flex-col gap-5"
      data-lead-form="trade-in"
    >
      <div>
        <p className="font-medium text-muted text-sm">
          Step {step + 1} of {form.steps.length}
        </p>
        <h2 ref={stepHeading} tabIndex={-1} className="font-bold text-xl">
          {form.steps[step]}
        </h2>
      </div>
      <ErrorSummary errors={errors} idPrefix={idPrefix} />
      <FormFailure message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        {stepFields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            register={register}
            error={formState.errors[field.name] as FieldError | undefined}
            options={field.name === 'model' ? models : field.name === 'badge' ? badges : undefined}
          />
        ))}
        {captchaEnabled ? (
          <div hidden={step !== last} className="sm:col-span-2">
            <CaptchaWidget handle={captcha} />
          </div>
        ) : null}
      </div>
      <p
        aria-live="polite"
        className="rounded-brand border border-line p-3 text-sm empty:hidden"
        data-testid="not-listed-note"
      >
        {typedIn ? NOT_LISTED_NOTE : null}
      </p>
      <Honeypot inputRef={honeypot} />
      <div className="flex flex-wrap gap-3">
        {step > 0 ? (
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              moved.current = true;
              setStep(step - 1);
            }}
          >
            Back
          </Button>
        ) : null}
        {step < last ? (
          <Button type="submit" size="lg">
            Next
          </Button>
        ) : (
          <SubmitButton busy={formState.isSubmitting} label={form.submitLabel} />
        )}
      </div>
    </form>
  );
}
