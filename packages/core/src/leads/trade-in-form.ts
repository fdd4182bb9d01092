import { fillVehicleWords } from '../car/vehicle-vocabulary.ts';
import type { TypeNoun } from '../finance/budget.ts';
import { getContactFields } from './contact-fields.ts';
import { defineField, type FormField } from './form-field.ts';
import type { LeadFormContext } from './lead-form-context.ts';
import { getLocationField } from './location-choice.ts';

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
/** The wizard's steps: 'Your Car' (the site's noun), 'Condition', 'Your Details'. */
export function getTradeInSteps(noun: TypeNoun): string[] {
  return [`Your ${noun.singular}`, 'Condition', 'Your Details'];
}
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
/** Oldest model year offered, counted back from this year. */
const YEARS_BACK = 30;

/**
 * The choice at the end of the make, model and badge lists for a vehicle the lists lack
 * (issue 25 §3): the shopper types it instead, in the field named `{field}_other`.
 */
export const OTHER_VEHICLE_VALUE = 'Other';
export const OTHER_VEHICLE_OPTION = { value: OTHER_VEHICLE_VALUE, label: 'Other (not listed)' };
/** The vehicle fields with an 'Other' choice, in the order the form asks them. */
export const VEHICLE_CHOICE_FIELDS = ['make', 'model', 'badge'] as const;
/** Shown before sending while the make or model is typed in: such a vehicle gets no instant offer. */
export const NOT_LISTED_NOTE =
  "Vehicles that aren't in our list don't get an instant online offer. Send us your details and our buyer will call you with a valuation.";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The typed-in field for a vehicle choice of 'Other'. */
function otherField(name: (typeof VEHICLE_CHOICE_FIELDS)[number], label: string): FormField {
  return defineField({
    name: `${name}_other`,
    label,
    type: 'text',
    required: true,
    showWhen: { field: name, value: OTHER_VEHICLE_VALUE },
  });
}

/** The car a trade-in form describes, with what was typed in for any 'Other' choice. */
export interface TradeInVehicleAnswers {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  km: number;
  /** False when the make or model was typed in ('Other'): no instant offer. */
  listed: boolean;
}

/** The shopper's car from a trade-in form's checked values. */
export function readTradeInVehicle(values: Record<string, unknown>): TradeInVehicleAnswers {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const chosen = (name: (typeof VEHICLE_CHOICE_FIELDS)[number]) => {
    const value = text(values[name]);
    return value === OTHER_VEHICLE_VALUE ? text(values[`${name}_other`]) : value;
  };
  return {
    year: Number(values.year),
    make: chosen('make'),
    model: chosen('model'),
    badge: chosen('badge') || null,
    km: Number(values.kms ?? 0),
    listed: values.make !== OTHER_VEHICLE_VALUE && values.model !== OTHER_VEHICLE_VALUE,
  };
}

/**
 * The trade-in valuation wizard (spec 2 §3 Trade-in): the car (rego and state, year, make,
 * model, badge, kms), its condition and finance, then the shopper's details, contact
 * preference (default Phone) and the required terms checkbox. `makes` are the site's makes
 * (its catalogue and stock); models and badges depend on the make and are offered as the
 * shopper picks. Each of make, model and badge ends with 'Other', which asks for it typed in.
 */
export function getTradeInFields(context: LeadFormContext, makes: string[]): FormField[] {
  const { tradeIn } = context.config;
  const noun = context.vehicleNoun;
  const yours = `Your ${noun.singular.toLowerCase()}'s`;
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
      options: [...options(makes), OTHER_VEHICLE_OPTION],
      placeholder: 'Select a make',
    }),
    otherField('make', `${yours} make`),
    defineField({
      name: 'model',
      label: 'Model',
      type: 'select',
      required: true,
      placeholder: 'Select a model',
    }),
    otherField('model', `${yours} model`),
    defineField({
      name: 'badge',
      label: 'Badge',
      type: 'select',
      placeholder: 'Select a badge (optional)',
    }),
    otherField('badge', `${yours} badge`),
    defineField({ name: 'kms', label: 'Odometer (kms)', type: 'kms', required: true }),
    ...tradeIn.conditionQuestions.map((question) =>
      defineField({
        name: question.id,
        label: fillVehicleWords(question.question, noun),
        type: 'radio',
        required: true,
        step: 1,
        options: question.answers.map(({ value, label }) => ({ value, label })),
        defaultValue: question.answers[0]?.value ?? null,
      }),
    ),
    defineField({
      name: 'finance',
      label: `Is Your ${noun.singular} Currently Under Finance?`,
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
