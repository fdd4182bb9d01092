import { defineField, type FormField } from '../leads/form-field.ts';
import { buildFormSchema, toFieldErrors } from '../leads/form-schema.ts';
import type { AlertChannel } from './alert-rules.ts';

/**
 * My Garage's 'Your details' form (spec 2 §3 stored user details, issue 14 §5): the contact
 * fields of the lead forms, each optional here (a shopper may keep only some), with the same
 * rules and messages, and one switch per alert channel the site sends.
 */
export function getShopperDetailsFields(channels: readonly AlertChannel[]): FormField[] {
  return [
    defineField({ name: 'name', label: 'First Name', type: 'text' }),
    defineField({ name: 'last_name', label: 'Last Name', type: 'text' }),
    defineField({ name: 'email', label: 'Email', type: 'email' }),
    defineField({ name: 'postcode', label: 'Postcode', type: 'postcode' }),
    ...(channels.includes('email')
      ? [
          defineField({
            name: 'email_alerts',
            label: 'Email me price drops, sales and new matches (at most once a day)',
            type: 'checkbox',
          }),
        ]
      : []),
    ...(channels.includes('sms')
      ? [
          defineField({
            name: 'sms_alerts',
            label: 'Text me price drops, sales and new matches (at most once a day)',
            type: 'checkbox',
          }),
        ]
      : []),
  ];
}

export interface ShopperDetailsInput {
  details: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    postcode: string | null;
  };
  /** Only the channels the site sends; the others keep their setting. */
  alerts: Partial<Record<AlertChannel, boolean>>;
}

export type ShopperDetailsReading =
  | { ok: true; value: ShopperDetailsInput }
  | { ok: false; errors: Record<string, string> };

const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The form's values checked by the lead forms' own rules: what the browser and server both run. */
export function readShopperDetailsForm(
  body: unknown,
  channels: readonly AlertChannel[],
): ShopperDetailsReading {
  const fields = getShopperDetailsFields(channels);
  const parsed = buildFormSchema(fields).safeParse(body);
  if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error, fields) };
  const values = parsed.data;
  const email = textOrNull(values.email);
  return {
    ok: true,
    value: {
      details: {
        firstName: textOrNull(values.name),
        lastName: textOrNull(values.last_name),
        email: email?.toLowerCase() ?? null,
        postcode: textOrNull(values.postcode),
      },
      alerts: {
        ...(channels.includes('email') ? { email: values.email_alerts === true } : {}),
        ...(channels.includes('sms') ? { sms: values.sms_alerts === true } : {}),
      },
    },
  };
}
