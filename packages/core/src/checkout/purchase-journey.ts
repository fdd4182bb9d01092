import { z } from 'zod';
import {
  defineField,
  type FieldOption,
  type FormField,
  isFieldShown,
} from '../leads/form-field.ts';
import type { FormValues } from '../leads/form-schema.ts';
import { getOwn } from '../lookup/own-property.ts';

/**
 * The online purchase journey (issue 15 §5, spec 1 §2 /checkout-journey?car_id=): your
 * details, a trade-in, how you pay, delivery or pickup, then a review that ends in the
 * deposit. Each step is a form built from field definitions, so the browser and the server
 * check it with the same rules and texts; progress is stored server-side as each step's
 * accepted answers.
 */
export const JOURNEY_STEPS = ['details', 'trade-in', 'finance', 'delivery', 'review'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
/** A journey nobody touches for this long is forgotten (and its browser cookie lapses). */
export const JOURNEY_RETENTION_MS = 30 * 86_400_000;

/** Signed-out journeys one client network may start on a site in 24 hours (an office, a family). */
export const MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY = 50;

/** The steps whose answers are stored (review only shows them and takes the deposit). */
export type AnswerStep = Exclude<JourneyStep, 'review'>;

export const JOURNEY_STEP_LABELS: Record<JourneyStep, string> = {
  details: 'Your details',
  'trade-in': 'Trade-in',
  finance: 'Finance',
  delivery: 'Delivery or pickup',
  review: 'Review and reserve',
};

export function isJourneyStep(value: unknown): value is JourneyStep {
  return typeof value === 'string' && (JOURNEY_STEPS as readonly string[]).includes(value);
}

/** Whether a value names a step whose answers are stored (not the review). */
export function isAnswerStep(value: unknown): value is AnswerStep {
  return isJourneyStep(value) && value !== 'review';
}

/** A field shown (and checked) only while another field has a given answer. */
export type JourneyField = FormField & { when: { name: string; value: string } | null };

const always = (field: FormField): JourneyField => ({ ...field, step: 0, when: null });
const onlyWhen =
  (name: string, value: string) =>
  (field: FormField): JourneyField => ({ ...field, step: 0, when: { name, value } });

/**
 * The fields that apply to the answers so far: those whose condition holds, and whose own
 * `showWhen` does (a trade-in's make typed in only after 'Other').
 */
export function getActiveFields(fields: JourneyField[], values: Record<string, unknown>) {
  return fields.filter(
    (field) =>
      (!field.when || values[field.when.name] === field.when.value) && isFieldShown(field, values),
  );
}

/** Credit history as the finance step asks it, with the quote's credit bands (spec 2 §7). */
export const CREDIT_HISTORY = [
  { value: 'GREAT', label: 'Excellent: never missed a payment' },
  { value: 'GOOD', label: 'Good: the odd late payment' },
  { value: 'FAIR', label: 'Fair: a few defaults or late payments' },
  { value: 'POOR', label: 'Poor: recent defaults or bankruptcy' },
] as const;
export type CreditHistory = (typeof CREDIT_HISTORY)[number]['value'];
export const JOURNEY_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What the journey's fields are made of: the site's own forms and choices. */
export interface JourneyFieldSources {
  /** The reservation form (contact fields and the terms), with the site's changes. */
  reservation: FormField[];
  /** The trade-in valuation form, with the site's changes. */
  tradeIn: FormField[];
  /** 'Harbour Ford': who the finance is arranged with. */
  dealerName: string;
  /** Where the car can be picked up ('Harbour Ford Newcastle'). */
  pickupName: string;
  /** Whether the site quotes delivery by postcode for this car. */
  delivery: boolean;
  /** Whether the site offers finance (its finance pages and calculator). */
  finance: boolean;
  /** The loan term the finance step starts at (the site's default, in years). */
  defaultTermYears: number;
}

const options = (pairs: readonly (readonly [string, string])[]): FieldOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** Each step's fields; the review's is the reservation form's terms checkbox. */
export function getJourneyFields(step: JourneyStep, sources: JourneyFieldSources): JourneyField[] {
  switch (step) {
    case 'details':
      return sources.reservation.filter((field) => field.type !== 'checkbox').map(always);
    case 'trade-in':
      return [
        always(
          defineField({
            name: 'has_trade_in',
            label: 'Do you have a car to trade in?',
            type: 'radio',
            required: true,
            options: options([
              ['No', 'No'],
              ['Yes', 'Yes'],
            ]),
            defaultValue: 'No',
          }),
        ),
        // The car and its condition; the journey's own details step has the contact fields.
        ...sources.tradeIn.filter((field) => field.step < 2).map(onlyWhen('has_trade_in', 'Yes')),
      ];
    case 'finance':
      return [
        always(
          defineField({
            name: 'payment',
            label: 'How would you like to pay?',
            type: 'radio',
            required: true,
            options: options([
              ['cash', 'Cash, or finance I arrange myself'],
              ...(sources.finance
                ? [['finance', `Finance with ${sources.dealerName}`] as const]
                : []),
            ]),
            defaultValue: 'cash',
          }),
        ),
        ...[
          defineField({
            name: 'finance_deposit',
            label: 'Deposit (the cash you put in)',
            type: 'money',
            required: true,
            defaultValue: '0',
          }),
          defineField({
            name: 'finance_term',
            label: 'Loan term',
            type: 'select',
            required: true,
            options: JOURNEY_TERM_YEARS.map((years) => ({
              value: String(years),
              label: years === 1 ? '1 year' : `${years} years`,
            })),
            defaultValue: String(sources.defaultTermYears),
          }),
          defineField({
            name: 'finance_credit',
            label: 'Your credit history',
            type: 'select',
            required: true,
            options: CREDIT_HISTORY.map(({ value, label }) => ({ value, label })),
            placeholder: 'Select your credit history',
          }),
        ].map(onlyWhen('payment', 'finance')),
      ];
    case 'delivery':
      return [
        always(
          defineField({
            name: 'handover',
            label: 'How would you like to get the car?',
            type: 'radio',
            required: true,
            options: options([
              ['pickup', `Pick it up from ${sources.pickupName}`],
              ...(sources.delivery ? [['delivery', 'Deliver it to me'] as const] : []),
            ]),
            defaultValue: 'pickup',
          }),
        ),
        onlyWhen(
          'handover',
          'delivery',
        )(
          defineField({
            name: 'delivery_postcode',
            label: 'Delivery postcode',
            type: 'postcode',
            required: true,
          }),
        ),
      ];
    case 'review':
      return sources.reservation.filter((field) => field.type === 'checkbox').map(always);
  }
}

/** The answers a step accepted: only its active fields' values. */
export function pickStepAnswers(fields: JourneyField[], values: FormValues): FormValues {
  const answers: FormValues = {};
  for (const field of getActiveFields(fields, values)) {
    const value = getOwn(values, field.name);
    if (value !== undefined) answers[field.name] = value;
  }
  return answers;
}

const answerValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
const answers = z.record(z.string().max(64), answerValue);

/** What a journey keeps: each finished step's accepted answers (and the trade-in's offer). */
export const journeyProgressSchema = z.object({
  details: answers.optional(),
  'trade-in': answers.optional(),
  finance: answers.optional(),
  delivery: answers.optional(),
});
export type JourneyProgress = z.infer<typeof journeyProgressSchema>;

/** Stored progress read defensively: a step whose answers no longer parse is simply not done. */
export function readJourneyProgress(stored: unknown): JourneyProgress {
  const progress: JourneyProgress = {};
  if (typeof stored !== 'object' || stored === null) return progress;
  for (const step of JOURNEY_STEPS) {
    if (step === 'review') continue;
    const parsed = answers.safeParse(getOwn(stored as Record<string, unknown>, step));
    if (parsed.success) progress[step] = parsed.data;
  }
  return progress;
}

/** The first step without accepted answers ('review' once all four are done). */
export function getFirstOpenStep(progress: JourneyProgress): JourneyStep {
  return JOURNEY_STEPS.find((step) => step === 'review' || !progress[step]) ?? 'review';
}

/**
 * The step to show: the one asked for when every step before it is done, else the first open
 * one — a shopper cannot skip ahead to the deposit by editing the address.
 */
export function getShownStep(progress: JourneyProgress, requested: unknown): JourneyStep {
  const open = getFirstOpenStep(progress);
  if (!isJourneyStep(requested)) return open;
  return JOURNEY_STEPS.indexOf(requested) <= JOURNEY_STEPS.indexOf(open) ? requested : open;
}

/** The step after `step`. */
export function getNextStep(step: AnswerStep): JourneyStep {
  return JOURNEY_STEPS[JOURNEY_STEPS.indexOf(step) + 1] ?? 'review';
}

/** The journey page's address for a car and step. */
export function journeyHref(carSlug: string, step?: JourneyStep): string {
  const query = new URLSearchParams({ car_id: carSlug });
  if (step) query.set('step', step);
  return `/checkout-journey?${query}`;
}
