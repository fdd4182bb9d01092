import type { FormValues } from '@forecourt/core/leads/form-schema';
import type { LeadTradeIn } from '@forecourt/core/leads/lead';
import { valueTradeIn } from '@forecourt/core/leads/trade-in-offer';
import { type Db, listTradeInComparables } from '@forecourt/db';
import type { Site } from '../site.ts';

/**
 * The trade-in part of a lead: the shopper's car, answers in words for the dealer, and the
 * instant offer from comparable cars on the platform (or why there is none).
 */
export async function buildTradeIn(
  db: Db,
  site: Site,
  values: FormValues,
  now: Date,
): Promise<LeadTradeIn> {
  const config = site.config.forms.tradeIn;
  const vehicle = {
    year: Number(values.year),
    make: String(values.make ?? ''),
    model: String(values.model ?? ''),
    km: Number(values.kms ?? 0),
  };
  const comparables = await listTradeInComparables(db, vehicle);
  const answers: Record<string, string> = {};
  for (const question of config.conditionQuestions) {
    const answer = question.answers.find((candidate) => candidate.value === values[question.id]);
    if (answer) answers[question.question] = answer.label;
  }
  return {
    rego: String(values.rego ?? '').toUpperCase(),
    regoState: String(values.regoState ?? ''),
    ...vehicle,
    badge: typeof values.badge === 'string' ? values.badge : null,
    adjustmentAnswers: answers,
    underFinance: values.finance === 'Yes',
    preferredContactMethod: String(values.PreferredContactMethod ?? 'Phone'),
    valuation: valueTradeIn(vehicle, values, comparables, config, now),
  };
}
