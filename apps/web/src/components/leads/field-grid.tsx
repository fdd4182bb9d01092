'use client';

import type { FormField } from '@forecourt/core/leads';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ErrorSummary } from './error-summary.tsx';
import { FieldInput } from './field-input.tsx';

/**
 * A single-step form's fields from their definitions in a two-column grid, under the spec's
 * error summary (spec 2 §5, §8) of the messages react-hook-form holds, in field order.
 */
export function FieldGrid({
  fields,
  idPrefix,
  register,
  errors,
  options,
}: {
  fields: FormField[];
  idPrefix: string;
  register: UseFormRegister<Record<string, unknown>>;
  errors: FieldErrors<Record<string, unknown>>;
  /** Choices known only in the browser, by field name (trade-in models and badges). */
  options?: Record<string, { value: string; label: string }[]>;
}) {
  const listed = fields
    .filter((field) => errors[field.name]?.message)
    .map((field) => [field.name, String(errors[field.name]?.message)] as [string, string]);
  return (
    <>
      <ErrorSummary errors={listed} idPrefix={idPrefix} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            register={register}
            error={errors[field.name] as never}
            options={options?.[field.name]}
          />
        ))}
      </div>
    </>
  );
}
