'use client';

import { toAccountAnswer } from '@forecourt/core/accounts';
import type { FormField } from '@forecourt/core/leads';
import { useState } from 'react';
import { FormFailure } from '@/components/leads/error-summary';
import { FieldGrid } from '@/components/leads/field-grid';
import { SubmitButton } from '@/components/leads/submit-button';
import { useFieldsForm } from '@/components/leads/use-fields-form';
import { postJson } from '@/lib/json-client';

const FAILED = 'Saving your details did not work. Please try again.';

type Values = Record<string, unknown>;

/**
 * My Garage's 'Your details' (issue 14 §5): what prefills every lead form and where email
 * alerts go, with the alert switches. Checked in the browser by the rules the server runs, so
 * a mistake never costs a round trip.
 */
export function DetailsForm({ fields, initial }: { fields: FormField[]; initial: Values }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useFieldsForm(fields, initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const save = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(null);
    const { body } = await postJson('/api/account/details', values);
    const answer = toAccountAnswer(body, FAILED);
    for (const [name, message] of Object.entries(answer.errors ?? {})) setError(name, { message });
    if (answer.ok) setSaved(answer.message ?? 'Saved.');
    else setFailure(answer.message ?? FAILED);
  });

  return (
    <form noValidate onSubmit={save} className="mt-4 flex max-w-2xl flex-col gap-4">
      <FieldGrid fields={fields} idPrefix="details" register={register} errors={errors} />
      <FormFailure message={failure} />
      <p role="status" className="font-medium">
        {saved}
      </p>
      <SubmitButton busy={isSubmitting} label="Save details" />
    </form>
  );
}
