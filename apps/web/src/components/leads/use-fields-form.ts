'use client';

import type { FormField } from '@forecourt/core/leads';
import { buildFormSchema } from '@forecourt/core/leads';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

export type FieldValues = Record<string, unknown>;

/**
 * A react-hook-form form over field definitions, checked in the browser by the rules the
 * server runs (`buildFormSchema`). `activeFields` narrows the check to the fields the answers
 * so far apply to (a trade-in's car only with a trade-in).
 */
export function useFieldsForm<F extends FormField>(
  fields: F[],
  initial: FieldValues,
  activeFields?: (fields: F[], values: FieldValues) => F[],
) {
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const resolve = (list: FormField[]) =>
      zodResolver(buildFormSchema(list) as never) as unknown as Resolver<FieldValues>;
    if (!activeFields) return resolve(fields);
    return (values, context, options) =>
      resolve(activeFields(fields, values))(values, context, options);
  }, [fields, activeFields]);
  return useForm<FieldValues>({ resolver, defaultValues: initial, shouldFocusError: true });
}
