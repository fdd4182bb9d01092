import { z } from 'zod';
import { getOwn } from '../lookup/own-property.ts';
import { isAustralianPhone } from '../phone/australian-phone.ts';
import { hasUnsupportedCharacters } from '../text/unsupported-characters.ts';
import { type FormField, isFieldShown } from './form-field.ts';
import { LEAD_MESSAGES, requiredMessage, unsupportedCharactersMessage } from './lead-messages.ts';

export type FieldValue = string | number | boolean | null;
export type FormValues = Record<string, FieldValue>;

const MAX_TEXT = 200;
const MAX_TEXTAREA = 5000;
export const MAX_MONEY_DOLLARS = 10_000_000;
export const MAX_KMS = 2_000_000;

/** Messages of well-known fields; others get '{label} is required.' or a type message. */
const namedMessages: Record<string, string> = {
  name: LEAD_MESSAGES.firstName,
  last_name: LEAD_MESSAGES.lastName,
  terms_conditions: LEAD_MESSAGES.terms,
  postcode: LEAD_MESSAGES.postcode,
};

/** '$12,500', '12500' or '45,000 kms' as a whole number; null when it is not one. */
export function parseWholeNumber(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : null;
  if (typeof input !== 'string') return null;
  const cleaned = input
    .replace(/^\s*\$/, '')
    .replace(/\s*kms?\s*$/i, '')
    .replace(/[,\s]/g, '');
  if (!/^\d{1,12}$/.test(cleaned)) return null;
  return Number(cleaned);
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : value;

function textRule(field: FormField, max: number, check?: (text: string) => boolean, bad?: string) {
  const missing = getOwn(namedMessages, field.name) ?? requiredMessage(field.label);
  return z.preprocess(
    asText,
    z
      .string({ error: bad ?? missing })
      .max(max, bad ?? `${field.label} must be at most ${max} characters.`)
      .superRefine((text, context) => {
        // Checked first: such text can be neither stored nor delivered, whatever the field.
        if (hasUnsupportedCharacters(text)) {
          context.addIssue({ code: 'custom', message: unsupportedCharactersMessage(field.label) });
          return;
        }
        if (text === '') {
          if (field.required && !field.hidden)
            context.addIssue({ code: 'custom', message: missing });
          return;
        }
        if (check && !check(text)) context.addIssue({ code: 'custom', message: bad ?? missing });
      })
      .transform((text) => (text === '' ? null : text)),
  );
}

function numberRule(field: FormField, max: number) {
  const missing = requiredMessage(field.label);
  const bad = `Please enter ${field.label.toLowerCase()} as a whole number.`;
  return z
    .preprocess(asText, z.union([z.string(), z.number()], { error: bad }))
    .transform((raw, context): number | null => {
      if (raw === '') {
        if (field.required && !field.hidden) context.addIssue({ code: 'custom', message: missing });
        return null;
      }
      const value = parseWholeNumber(raw);
      if (value === null || value > max) {
        context.addIssue({ code: 'custom', message: bad });
        return null;
      }
      return value;
    });
}

function checkboxRule(field: FormField) {
  const message = getOwn(namedMessages, field.name) ?? `Please tick '${field.label}'.`;
  return z
    .preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean())
    .refine((checked) => checked || !field.required || field.hidden, message);
}

const validDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) &&
  !Number.isNaN(Date.parse(text));

/** The rule for one field: its type's format, required-ness and the spec's messages. */
export function fieldRule(field: FormField): z.ZodType<FieldValue> {
  switch (field.type) {
    case 'email':
      return textRule(
        field,
        MAX_TEXT,
        (text) => z.email().safeParse(text).success,
        LEAD_MESSAGES.email,
      );
    case 'tel':
      return textRule(field, 40, isAustralianPhone, LEAD_MESSAGES.phone);
    case 'postcode':
      return textRule(field, 4, (text) => /^\d{4}$/.test(text), LEAD_MESSAGES.postcode);
    case 'select':
    case 'radio': {
      const allowed = new Set(field.options.map((option) => option.value));
      return textRule(
        field,
        MAX_TEXT,
        (text) => allowed.size === 0 || allowed.has(text),
        field.required
          ? (getOwn(namedMessages, field.name) ?? `Please choose ${field.label.toLowerCase()}.`)
          : undefined,
      );
    }
    case 'checkbox':
      return checkboxRule(field);
    case 'money':
      return numberRule(field, MAX_MONEY_DOLLARS);
    case 'kms':
      return numberRule(field, MAX_KMS);
    case 'datetime':
      return textRule(field, 40, validDate, `Please choose a valid ${field.label.toLowerCase()}.`);
    case 'textarea':
      return textRule(field, MAX_TEXTAREA);
    default:
      return textRule(field, field.type === 'hidden' ? 2000 : MAX_TEXT);
  }
}

/**
 * The zod schema of a form built from its field definitions: the one validation the browser
 * runs before sending and the server runs on arrival. Unknown keys are dropped.
 */
export function buildFormSchema(fields: FormField[]): z.ZodType<FormValues> {
  const shape: Record<string, z.ZodType<FieldValue>> = {};
  // A field shown only after another answer is required only then (checked below).
  for (const field of fields)
    shape[field.name] = fieldRule(field.showWhen ? { ...field, required: false } : field);
  const object = z.object(shape) as unknown as z.ZodType<FormValues>;
  const conditional = fields.filter((field) => field.showWhen);
  if (conditional.length === 0) return object;
  return object
    .superRefine(
      (values, context) => {
        for (const field of conditional) {
          const value = asText(getOwn(values, field.name));
          if (
            field.required &&
            !field.hidden &&
            isFieldShown(field, values) &&
            (value === null || value === '' || value === false)
          ) {
            const message = getOwn(namedMessages, field.name) ?? requiredMessage(field.label);
            context.addIssue({ code: 'custom', path: [field.name], message });
          }
        }
      },
      // Also when another field failed, so a step lists every missing answer at once.
      { when: () => true },
    )
    .transform((values) => {
      const shown: FormValues = { ...values };
      for (const field of conditional) if (!isFieldShown(field, values)) shown[field.name] = null;
      return shown;
    });
}

/** First message per field, in field order (for the error summary and the server's 400). */
export function toFieldErrors(error: z.ZodError, fields: FormField[]): Record<string, string> {
  const byName = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !byName.has(name)) byName.set(name, issue.message);
  }
  const ordered: Record<string, string> = {};
  for (const field of fields) {
    const message = byName.get(field.name);
    if (message) ordered[field.name] = message;
  }
  return ordered;
}

/**
 * Values with each missing field's default filled in (a general enquiry that names no category
 * is a 'General Enquiry', spec 2 §9). Checkboxes are left alone: consent is never assumed.
 */
export function withFieldDefaults(
  fields: FormField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const filled = { ...values };
  for (const field of fields) {
    if (
      getOwn(filled, field.name) === undefined &&
      field.defaultValue !== null &&
      field.type !== 'checkbox'
    ) {
      filled[field.name] = field.defaultValue;
    }
  }
  return filled;
}
