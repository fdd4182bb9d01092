import { z } from 'zod';
import { getOwn } from '../lookup/own-property.ts';

export const formFieldTypes = [
  'text',
  'email',
  'tel',
  'postcode',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'money',
  'kms',
  'datetime',
  'hidden',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export const fieldOptionSchema = z.strictObject({
  value: z.string().max(200).describe('Submitted value.'),
  label: z.string().max(200).describe('Text the shopper sees.'),
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

/**
 * A form item as data (spec 1 §3 Form field, spec 2 §3 Form item): name, label, type,
 * required, hidden, defaultValue. Sites add, hide and relabel fields with these.
 */
export const formFieldSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z][\w-]{0,63}$/, 'Letters, digits, _ and - (starting with a letter)')
    .describe('Submitted key; names containing the check-option marker are additional services.'),
  label: z.string().max(200).describe('Label shown to the shopper.'),
  type: z.enum(formFieldTypes).describe('Input kind.'),
  required: z.boolean().default(false).describe('The shopper must answer it.'),
  hidden: z.boolean().default(false).describe('Not shown; its default value is still sent.'),
  defaultValue: z
    .union([z.string().max(2000), z.boolean()])
    .nullable()
    .default(null)
    .describe('Initial value (true/false for checkboxes).'),
  options: z
    .array(fieldOptionSchema)
    .max(400)
    .default([])
    .describe('Choices of a select or radio.'),
  placeholder: z.string().max(200).nullable().default(null).describe('Placeholder text.'),
  /** Which step of a multi-step form shows the field (0-based). */
  step: z.number().int().min(0).max(9).default(0).describe('Step of a multi-step form (0-based).'),
  showWhen: z
    .strictObject({
      field: z.string().regex(/^[A-Za-z][\w-]{0,63}$/),
      value: z.string().max(200),
    })
    .nullable()
    .default(null)
    .describe(
      'Shown (and required, when required) only while the named field has this answer; otherwise not sent.',
    ),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** Whether a field applies to the answers so far (its `showWhen` condition holds). */
export function isFieldShown(
  field: Pick<FormField, 'showWhen'>,
  values: Record<string, unknown>,
): boolean {
  return !field.showWhen || getOwn(values, field.showWhen.field) === field.showWhen.value;
}

/** A field definition with defaults filled in, for code that builds its own lists. */
export function defineField(field: z.input<typeof formFieldSchema>): FormField {
  return formFieldSchema.parse(field);
}

export const fieldOverrideSchema = z.strictObject({
  label: z.string().max(200).optional().describe('New label.'),
  required: z.boolean().optional().describe('Required or not.'),
  hidden: z.boolean().optional().describe('Hide the field.'),
  defaultValue: z
    .union([z.string().max(2000), z.boolean()])
    .nullable()
    .optional()
    .describe('New default value.'),
  options: z.array(fieldOptionSchema).max(200).optional().describe('New choices.'),
});
export type FieldOverride = z.infer<typeof fieldOverrideSchema>;

/**
 * The form's fields after a site's changes: overrides relabel, hide or re-require fields by
 * name; extra fields are appended (a name already present is replaced by the extra field).
 */
export function applyFieldChanges(
  fields: FormField[],
  overrides: Record<string, FieldOverride> | undefined,
  extra: FormField[] | undefined,
): FormField[] {
  const extras = extra ?? [];
  const replaced = new Set(extras.map((field) => field.name));
  const changed = fields
    .filter((field) => !replaced.has(field.name))
    .map((field) => {
      const override = overrides?.[field.name];
      if (!override) return field;
      const next = { ...field };
      if (override.label !== undefined) next.label = override.label;
      if (override.required !== undefined) next.required = override.required;
      if (override.hidden !== undefined) next.hidden = override.hidden;
      if (override.defaultValue !== undefined) next.defaultValue = override.defaultValue;
      if (override.options !== undefined) next.options = override.options;
      return next;
    });
  return [...changed, ...extras];
}

/** Spec 2 §5: checkbox fields whose names contain this marker form additional_services. */
export const CHECK_OPTION_MARKER = 'check-option';

/** Labels of the ticked check-option checkboxes, in field order. */
export function gatherAdditionalServices(
  fields: FormField[],
  values: Record<string, unknown>,
): string[] {
  return fields
    .filter(
      (field) =>
        field.type === 'checkbox' &&
        field.name.includes(CHECK_OPTION_MARKER) &&
        values[field.name] === true,
    )
    .map((field) => field.label);
}
