'use client';

import { readOrNull } from '@forecourt/core/json';
import type { LeadFormDefinition } from '@forecourt/core/leads';
import {
  getLeadFormSchema,
  LEAD_MESSAGES,
  readLeadSessionAnswer,
  STORED_DETAIL_FIELDS,
} from '@forecourt/core/leads';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { getJson } from '@/lib/json-client';
import { userDetailsSlice } from '@/lib/shopper-state/lead-slices';
import { readList } from '@/lib/shopper-state/store';
import type { CaptchaHandle } from './captcha-widget.tsx';
import { type LeadOutcome, newIdempotencyKey, readAttribution, sendLead } from './lead-client.ts';

export type FormState = Record<string, unknown>;

export interface LeadFormOptions {
  form: LeadFormDefinition;
  carId: number | null;
  /** The special offer an offer enquiry is about. */
  offerId?: number | null;
  prefill?: { preferredDealership: string | null; budget: number | null };
  captchaEnabled: boolean;
}

/** Initial values from the field definitions: checkboxes true/false, everything else text. */
function defaultsOf(form: LeadFormDefinition): FormState {
  return Object.fromEntries(
    form.fields.map((field) => [
      field.name,
      field.type === 'checkbox'
        ? field.defaultValue === true
        : typeof field.defaultValue === 'string'
          ? field.defaultValue
          : '',
    ]),
  );
}

interface FormSession {
  formToken: string;
  /** A signed-in shopper's stored details (issue 14 §5); null when signed out. */
  shopper: Partial<Record<string, string>> | null;
}

async function fetchFormSession(): Promise<FormSession> {
  const data = readOrNull(readLeadSessionAnswer, (await getJson('/api/leads/session')).body);
  return { formToken: data?.formToken ?? '', shopper: data?.shopper ?? null };
}

/**
 * Everything a lead form shares: react-hook-form with the form's zod schema (the one the server
 * uses), stored details prefill, the idempotency key made when the form appears, the form
 * token, captcha and honeypot, and sending with the server's errors mapped back to fields.
 */
export function useLeadForm({
  form,
  carId,
  offerId = null,
  prefill,
  captchaEnabled,
}: LeadFormOptions) {
  const schema = useMemo(() => getLeadFormSchema(form), [form]);
  const methods = useForm<FormState>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FormState>,
    defaultValues: defaultsOf(form),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const token = useRef<Promise<string> | null>(null);
  const captcha = useRef<CaptchaHandle | null>(null);
  const honeypot = useRef<HTMLInputElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { getValues, setValue, setError } = methods;

  useEffect(() => {
    const session = fetchFormSession();
    token.current = session.then(({ formToken }) => formToken);
    // Fill blank fields only, and never over what the shopper has started typing.
    const fill = (details: Partial<Record<string, string>>) => {
      for (const name of STORED_DETAIL_FIELDS) {
        const value = details[name];
        if (value && form.fields.some((field) => field.name === name) && !getValues(name)) {
          setValue(name, value);
        }
      }
    };
    // This browser's remembered details at once; a signed-in shopper's account details then
    // fill whatever is still blank.
    const [stored] = readList(userDetailsSlice);
    if (stored) fill(stored);
    void session.then(({ shopper }) => {
      if (shopper) fill(shopper);
    });
  }, [form, getValues, setValue]);

  /** Send the (already validated) values; on failure, show the server's reasons. */
  async function send(values: FormState): Promise<LeadOutcome> {
    setFailure(null);
    const altcha = captchaEnabled
      ? await (captcha.current?.getPayload() ?? Promise.resolve(null))
      : null;
    const answer = await sendLead({
      form: form.kind,
      idempotencyKey,
      values,
      carId,
      offerId,
      prefill: {
        preferredDealership: prefill?.preferredDealership ?? null,
        budget: prefill?.budget ?? null,
      },
      attribution: readAttribution(),
      antiSpam: {
        formToken: (await token.current) ?? '',
        altcha,
        honeypot: honeypot.current?.value ?? '',
      },
    });
    if (!answer.ok) {
      const entries = Object.entries(answer.fieldErrors).filter(([name]) =>
        form.fields.some((field) => field.name === name),
      );
      entries.forEach(([name, message], index) => {
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (entries.length === 0) setFailure(answer.message || LEAD_MESSAGES.unexpected);
    }
    return answer;
  }

  /** Field errors in field order, for the error summary. */
  function listErrors(names?: string[]): [string, string][] {
    const errors = methods.formState.errors;
    return form.fields
      .filter((field) => !names || names.includes(field.name))
      .flatMap((field) => {
        const message = errors[field.name]?.message;
        return typeof message === 'string' ? [[field.name, message] as [string, string]] : [];
      });
  }

  return { methods, send, failure, setFailure, captcha, honeypot, listErrors, idempotencyKey };
}
