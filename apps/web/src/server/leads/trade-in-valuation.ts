import { fillVehicleWords } from '@forecourt/core/car';
import type { FormValues, LeadTradeIn } from '@forecourt/core/leads';
import { readTradeInVehicle, valueTradeIn } from '@forecourt/core/leads';
import { type Db, listTradeInComparables } from '@forecourt/db';
import type { Site } from '../site.ts';

/**
 * The trade-in part of a lead: the shopper's car (as typed in for an 'Other' make, model or
 * badge), answers in words for the dealer, and the instant offer from comparable cars on the
 * platform (or why there is none: a car typed in gets none).
 */
export async function buildTradeIn(
  db: Db,
  site: Site,
  values: FormValues,
  now: Date,
): Promise<LeadTradeIn> {
  const config = site.config.forms.tradeIn;
  const { badge, listed, ...vehicle } = readTradeInVehicle(values);
  const comparables = listed ? await listTradeInComparables(db, vehicle) : [];
  const answers: Record<string, string> = {};
  for (const question of config.conditionQuestions) {
    const answer = question.answers.find((candidate) => candidate.value === values[question.id]);
    if (answer)
      answers[fillVehicleWords(question.question, site.config.cars.vehicleNoun)] = answer.label;
  }
  return {
    rego: String(values.rego ?? '').toUpperCase(),
    regoState: String(values.regoState ?? ''),
    ...vehicle,
    badge,
    adjustmentAnswers: answers,
    underFinance: values.finance === 'Yes',
    preferredContactMethod: String(values.PreferredContactMethod ?? 'Phone'),
    valuation: valueTradeIn({ ...vehicle, listed }, values, comparables, config, now),
  };
}
