'use client';

import type { LeadFormDefinition } from '@forecourt/core/leads';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { CaptchaWidget } from './captcha-widget.tsx';
import { ErrorSummary, FormFailure } from './error-summary.tsx';
import { FieldInput, fieldId } from './field-input.tsx';
import { Honeypot } from './honeypot.tsx';
import { type LeadCar, recordLeadSuccess } from './lead-client.ts';
import { SubmitButton } from './submit-button.tsx';
import { TestDriveSlotPicker } from './test-drive-slot-picker.tsx';
import { type FormState, useLeadForm } from './use-lead-form.ts';

export interface LeadFormProps {
  form: LeadFormDefinition;
  car: LeadCar | null;
  /** The special offer an offer enquiry is about. */
  offerId?: number | null;
  prefill?: { preferredDealership: string | null; budget: number | null };
  captchaEnabled: boolean;
  termsNote: string | null;
}

/**
 * A single-step lead form (enquiry, find similar, request photos, test drive, finance): the
 * fields from their definitions, validated on submit with the shared schema; success goes to
 * /success, failure keeps everything typed and says why.
 */
export default function LeadForm({
  form,
  car,
  offerId = null,
  prefill,
  captchaEnabled,
  termsNote,
}: LeadFormProps) {
  const idPrefix = useId().replace(/:/g, '');
  const router = useRouter();
  const [slotsVersion, setSlotsVersion] = useState(0);
  const { methods, send, failure, captcha, honeypot, listErrors } = useLeadForm({
    form,
    carId: car?.id ?? null,
    offerId,
    prefill,
    captchaEnabled,
  });
  const { register, handleSubmit, control, formState, watch, setValue } = methods;
  const locationId = watch('location_id');
  const slotsUrl = car
    ? `/api/test-drive/slots?car_id=${car.id}`
    : typeof locationId === 'string' && locationId
      ? `/api/test-drive/slots?location_id=${locationId}`
      : null;

  const onValid = async (values: FormState) => {
    const answer = await send(values);
    if (answer.ok) {
      recordLeadSuccess(form.kind, answer.leadId, car, values, offerId);
      router.push(`/success?form=${form.kind}${car ? `&car=${car.id}` : ''}`);
    } else if (answer.code === 'slot-taken') {
      setValue('test_drive_at', '');
      setSlotsVersion((version) => version + 1);
    }
  };

  const errors = formState.submitCount > 0 ? listErrors() : [];

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="relative flex flex-col gap-5"
      data-lead-form={form.kind}
    >
      <ErrorSummary errors={errors} idPrefix={idPrefix} />
      <FormFailure message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        {form.fields.map((field) =>
          field.type === 'datetime' ? (
            <Controller
              key={field.name}
              name={field.name}
              control={control}
              render={({ field: controlled, fieldState }) => (
                <div className="sm:col-span-2">
                  <TestDriveSlotPicker
                    id={fieldId(idPrefix, field.name)}
                    label={field.label}
                    slotsUrl={slotsUrl}
                    value={typeof controlled.value === 'string' ? controlled.value : ''}
                    onChange={controlled.onChange}
                    refreshKey={slotsVersion}
                    errorId={
                      fieldState.error ? `${fieldId(idPrefix, field.name)}-error` : undefined
                    }
                  />
                  {fieldState.error?.message ? (
                    <p
                      id={`${fieldId(idPrefix, field.name)}-error`}
                      className="mt-1 font-medium text-danger text-sm"
                    >
                      {fieldState.error.message}
                    </p>
                  ) : null}
                </div>
              )}
            />
          ) : (
            <FieldInput
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              register={register}
              error={formState.errors[field.name] as FieldError | undefined}
            />
          ),
        )}
        {captchaEnabled ? <CaptchaWidget handle={captcha} /> : null}
      </div>
      <Honeypot inputRef={honeypot} />
      {termsNote ? (
        <p className="text-muted text-sm">
          {termsNote} {LEAD_MESSAGES.terms.replace(/^\*/, '')}
        </p>
      ) : null}
      <div>
        <SubmitButton busy={formState.isSubmitting} label={form.submitLabel} />
      </div>
    </form>
  );
}
