'use client';

import type { FormField } from '@forecourt/core/leads';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { inputClass } from '../ui/input-class.ts';

const AUTOCOMPLETE: Record<string, string> = {
  name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
};

export { inputClass };

export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

interface FieldInputProps {
  field: FormField;
  idPrefix: string;
  register: UseFormRegister<Record<string, unknown>>;
  error: FieldError | undefined;
  /** Replaces the standard input (e.g. the test-drive slot picker). */
  children?: ReactNode;
  /** Options known only in the browser (trade-in models and badges). */
  options?: { value: string; label: string }[];
}

/** One form field from its definition: label, input, and its error tied to it for screen readers. */
export function FieldInput({
  field,
  idPrefix,
  register,
  error,
  children,
  options,
}: FieldInputProps) {
  const id = fieldId(idPrefix, field.name);
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  const required = field.required ? { 'aria-required': true } : {};
  const label = (
    <>
      {field.label}
      {field.required ? (
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const message = error?.message ? (
    <p id={errorId} className="mt-1 font-medium text-danger text-sm">
      {error.message}
    </p>
  ) : null;

  if (field.hidden || field.type === 'hidden') {
    return <input type="hidden" {...register(field.name)} />;
  }

  if (field.type === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <label htmlFor={id} className="flex min-h-11 items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary"
            {...described}
            {...required}
            {...register(field.name)}
          />
          <span>{label}</span>
        </label>
        {message}
      </div>
    );
  }

  if (field.type === 'radio') {
    return (
      <fieldset className="sm:col-span-2" {...(error ? { 'aria-describedby': errorId } : {})}>
        <legend className="mb-1 font-medium">{label}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {field.options.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2">
              <input
                id={`${id}-${option.value}`}
                type="radio"
                value={option.value}
                className="size-5 accent-primary"
                {...(error ? { 'aria-invalid': true } : {})}
                {...register(field.name)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  const wide = field.type === 'textarea' || field.type === 'datetime';
  let control: ReactNode = children;
  if (!control) {
    if (field.type === 'textarea') {
      control = (
        <textarea
          id={id}
          rows={4}
          className={cn(inputClass, 'min-h-28')}
          {...described}
          {...required}
          {...register(field.name)}
        />
      );
    } else if (field.type === 'select') {
      const choices = options ?? field.options;
      control = (
        <select
          id={id}
          className={inputClass}
          {...described}
          {...required}
          {...register(field.name)}
        >
          <option value="">{field.placeholder ?? `Select ${field.label.toLowerCase()}`}</option>
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    } else {
      const numeric = field.type === 'postcode' || field.type === 'money' || field.type === 'kms';
      // Spec 2 §5: money fields offer preset amounts; kilometre fields carry the ' kms' suffix.
      const presets = field.type === 'money' && field.options.length > 0 ? `${id}-presets` : null;
      const suffix = field.type === 'kms' ? `${id}-suffix` : null;
      const describedBy = [described['aria-describedby'], suffix].filter(Boolean).join(' ');
      const input = (
        <input
          id={id}
          type={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'text'}
          inputMode={numeric ? (field.type === 'postcode' ? 'numeric' : 'decimal') : undefined}
          maxLength={field.type === 'postcode' ? 4 : undefined}
          autoComplete={presets ? 'off' : AUTOCOMPLETE[field.name]}
          list={presets ?? undefined}
          placeholder={
            field.placeholder ??
            (field.type === 'money' ? '$' : field.type === 'kms' ? 'e.g. 45,000' : undefined)
          }
          className={inputClass}
          {...described}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          {...required}
          {...register(field.name)}
        />
      );
      control = suffix ? (
        <div className="flex items-center gap-2">
          {input}
          <span id={suffix} data-slot="field-suffix" className="shrink-0 text-muted">
            {' '}
            kms
          </span>
        </div>
      ) : (
        input
      );
      if (presets) {
        control = (
          <>
            {input}
            <datalist id={presets}>
              {field.options.map((option) => (
                <option key={option.value} value={option.value} />
              ))}
            </datalist>
          </>
        );
      }
    }
  }

  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {control}
      {message}
    </div>
  );
}
