import { getContactFields } from './contact-fields.ts';
import { defineField, type FormField } from './form-field.ts';
import type { LeadFormContext } from './lead-form-context.ts';
import { getLocationField } from './location-choice.ts';

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const TRADE_IN_STEPS = ['Your Car', 'Condition', 'Your Details'] as const;
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
/** Oldest model year offered, counted back from this year. */
const YEARS_BACK = 30;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The trade-in valuation wizard (spec 2 §3 Trade-in): the car (rego and state, year, make,
 * model, badge, kms), its condition and finance, then the shopper's details, contact
 * preference (default Phone) and the required terms checkbox. `makes` are the platform's
 * makes; models and badges depend on the make and are offered as the shopper picks.
 */
export function getTradeInFields(context: LeadFormContext, makes: string[]): FormField[] {
  const { tradeIn } = context.config;
  const year = context.now.getUTCFullYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => String(year - index));
  return [
    defineField({ name: 'rego', label: 'Registration Number', type: 'text', required: true }),
    defineField({
      name: 'regoState',
      label: 'Registration State',
      type: 'select',
      required: true,
      options: options(AUSTRALIAN_STATES),
      placeholder: 'Select a state',
    }),
    defineField({
      name: 'year',
      label: 'Year',
      type: 'select',
      required: true,
      options: options(years),
      placeholder: 'Select a year',
    }),
    defineField({
      name: 'make',
      label: 'Make',
      type: 'select',
      required: true,
      options: options(makes),
      placeholder: 'Select a make',
    }),
    defineField({
      name: 'model',
      label: 'Model',
      type: 'select',
      required: true,
      placeholder: 'Select a model',
    }),
    defineField({
      name: 'badge',
      label: 'Badge',
      type: 'select',
      placeholder: 'Select a badge (optional)',
    }),
    defineField({ name: 'kms', label: 'Odometer (kms)', type: 'kms', required: true }),
    ...tradeIn.conditionQuestions.map((question) =>
      defineField({
        name: question.id,
        label: question.question,
        type: 'radio',
        required: true,
        step: 1,
        options: question.answers.map(({ value, label }) => ({ value, label })),
        defaultValue: question.answers[0]?.value ?? null,
      }),
    ),
    defineField({
      name: 'finance',
      label: 'Is Your Car Currently Under Finance?',
      type: 'radio',
      required: true,
      step: 1,
      options: options(['No', 'Yes']),
      defaultValue: 'No',
    }),
    ...getContactFields(2),
    defineField({
      name: 'PreferredContactMethod',
      label: 'Preferred Contact Method',
      type: 'select',
      required: true,
      step: 2,
      options: options(CONTACT_METHODS),
      defaultValue: 'Phone',
    }),
    ...(tradeIn.locationSelect ? [getLocationField(context, 2)] : []),
    defineField({
      name: 'terms_conditions',
      label: tradeIn.termsLabel,
      type: 'checkbox',
      required: true,
      step: 2,
    }),
  ];
}
