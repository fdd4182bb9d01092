import { z } from 'zod';
import { itemTypeSchema } from '../car/car.ts';
import { fillVehicleWords } from '../car/vehicle-vocabulary.ts';
import type { TypeNoun } from '../finance/budget.ts';

const answerSchema = z.strictObject({
  value: z.string().min(1).max(60).describe('Submitted value.'),
  label: z.string().min(1).max(120).describe('Answer text.'),
  adjustmentPercent: z
    .number()
    .min(-60)
    .max(20)
    .describe('Change to the market value for this answer, in percent.'),
});

const questionSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/)
    .describe('Field name of the answer.'),
  question: z.string().min(1).max(200).describe('Question text.'),
  answers: z
    .array(answerSchema)
    .min(2)
    .max(8)
    .describe('Possible answers; the first is preselected.'),
});
export type ConditionQuestion = z.infer<typeof questionSchema>;

export const DEFAULT_CONDITION_QUESTIONS: ConditionQuestion[] = [
  {
    id: 'accident_history',
    question: 'Has the {vehicle} been in an accident?',
    answers: [
      { value: 'no', label: 'No', adjustmentPercent: 0 },
      { value: 'repaired', label: 'Yes, professionally repaired', adjustmentPercent: -8 },
      { value: 'unrepaired', label: 'Yes, not repaired', adjustmentPercent: -20 },
    ],
  },
  {
    id: 'mechanical_issues',
    question: 'Are there any mechanical problems or warning lights?',
    answers: [
      { value: 'none', label: 'None', adjustmentPercent: 0 },
      { value: 'minor', label: 'Minor', adjustmentPercent: -5 },
      { value: 'major', label: 'Major', adjustmentPercent: -20 },
    ],
  },
  {
    id: 'body_condition',
    question: 'What condition are the body and paint in?',
    answers: [
      { value: 'good', label: 'Good: light wear only', adjustmentPercent: 0 },
      { value: 'excellent', label: 'Excellent: like new', adjustmentPercent: 2 },
      { value: 'fair', label: 'Fair: dents or scratches', adjustmentPercent: -6 },
      { value: 'poor', label: 'Poor: panel or paint work needed', adjustmentPercent: -15 },
    ],
  },
  {
    id: 'service_history',
    question: 'Does the {vehicle} have a service history?',
    answers: [
      { value: 'full', label: 'Full service history', adjustmentPercent: 0 },
      { value: 'partial', label: 'Partial', adjustmentPercent: -3 },
      { value: 'none', label: 'None', adjustmentPercent: -8 },
    ],
  },
  {
    id: 'keys',
    question: 'How many keys do you have?',
    answers: [
      { value: 'two', label: 'Two or more', adjustmentPercent: 0 },
      { value: 'one', label: 'One', adjustmentPercent: -2 },
    ],
  },
];

/**
 * Spec 2 §2 Trade-in page: a five-question FAQ; §5: no online estimate over 7 years or
 * 100,000 km; outstanding finance needs a lender's letter, surplus paid by direct credit.
 * `{maxAgeYears}` and `{maxKm}` are replaced by the configured limits, `{vehicle}` and
 * `{vehicles}` by the site's noun (fillVehicleWords).
 */
export const DEFAULT_TRADE_IN_FAQ = [
  {
    question: 'How is my instant offer worked out?',
    answer:
      'We compare your {vehicle} with similar {vehicles} listed for sale across our dealer network, adjust for its age, kilometres and the condition you describe, and allow for the cost of getting it ready for sale. The offer is a range; we confirm the final figure when we inspect the {vehicle}.',
  },
  {
    question: 'Can I get an online estimate for any {vehicle}?',
    answer:
      'Online estimates are available for {vehicles} up to {maxAgeYears} years old with up to {maxKm} km that are in our list and sell across our dealer network. For other {vehicles} there is no online estimate: tell us about the {vehicle} (type it in if it is not in the list) and our buyer will call you with a valuation.',
  },
  {
    question: 'My {vehicle} is still under finance. Can I still sell or trade it in?',
    answer:
      'Yes. We need a letter from your lender showing the payout figure. We pay the lender directly, and any surplus is paid to you by direct credit.',
  },
  {
    question: 'Is the offer guaranteed?',
    answer:
      'The offer stands as long as the {vehicle} matches what you told us. If the inspection finds something different, we explain why and adjust the offer; you are never obliged to sell.',
  },
  {
    question: 'What do I need to bring?',
    answer:
      'Your registration papers, service books, all keys, photo identification and, if the {vehicle} is under finance, the payout letter from your lender.',
  },
];

/** The trade-in valuation wizard and its instant offer (spec 2 §3 Trade-in, §5, §7 valuation). */
export const tradeInConfigSchema = z
  .strictObject({
    maxAgeYears: z
      .number()
      .int()
      .min(0)
      .max(50)
      .default(7)
      .describe('No online estimate for cars older than this (spec 2 §5).'),
    maxKm: z
      .number()
      .int()
      .min(0)
      .max(2_000_000)
      .default(100_000)
      .describe('No online estimate for cars with more kilometres than this (spec 2 §5).'),
    reconditioningMarginPercent: z
      .number()
      .min(0)
      .max(60)
      .default(12)
      .describe('Taken off the market value for reconditioning, holding cost and margin.'),
    minComparables: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(3)
      .describe('Fewer comparable cars than this: no online estimate.'),
    minConfidence: z
      .number()
      .min(0)
      .max(1)
      .default(0.25)
      .describe('Market model confidence below this: no online estimate.'),
    roundToDollars: z
      .number()
      .int()
      .min(1)
      .max(5000)
      .default(100)
      .describe('Offer bounds are rounded down to a multiple of this.'),
    vehicleKinds: z
      .array(itemTypeSchema)
      .min(1)
      .nullable()
      .default(null)
      .describe(
        "Kinds of vehicle whose makes and models the form lists (car, motorcycle, truck, caravan); null: the kinds the site's model list shows.",
      ),
    locationSelect: z
      .boolean()
      .default(false)
      .describe('Ask which location should handle the trade-in (spec 2 §3: one dealer group).'),
    conditionQuestions: z
      .array(questionSchema)
      .max(12)
      .default(DEFAULT_CONDITION_QUESTIONS)
      .describe('Condition questions and how each answer adjusts the offer.'),
    faq: z
      .array(z.strictObject({ question: z.string().min(1), answer: z.string().min(1) }))
      .max(20)
      .default(DEFAULT_TRADE_IN_FAQ)
      .describe(
        "FAQ on /trade-in; {maxAgeYears}, {maxKm}, {vehicle} and {vehicles} (the site's noun, lower case) are filled in.",
      ),
    termsLabel: z
      .string()
      .default('I agree to the terms of use and privacy policy.')
      .describe('Label of the required terms checkbox.'),
  })
  .prefault({});

export type TradeInConfig = z.infer<typeof tradeInConfigSchema>;

/** The FAQ with the configured limits ('100,000 km') and the site's noun written in. */
export function getTradeInFaq(
  config: TradeInConfig,
  noun: TypeNoun,
): { question: string; answer: string }[] {
  const fill = (text: string) =>
    fillVehicleWords(text, noun)
      .replaceAll('{maxAgeYears}', String(config.maxAgeYears))
      .replaceAll('{maxKm}', new Intl.NumberFormat('en-AU').format(config.maxKm));
  return config.faq.map((entry) => ({
    question: fill(entry.question),
    answer: fill(entry.answer),
  }));
}
