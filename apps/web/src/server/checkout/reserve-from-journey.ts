import type { Car } from '@forecourt/core/car';
import {
  getFirstOpenStep,
  getJourneyFields,
  type JourneyFieldSources,
  RESERVATION_MESSAGES,
  readJourneyProgress,
} from '@forecourt/core/checkout';
import { buildFormSchema, LEAD_MESSAGES, toFieldErrors } from '@forecourt/core/leads';
import type { PurchaseJourney } from '@forecourt/db';
import { type ReserveAnswer, type ReserveDeps, reserveCar } from './reserve-car.ts';

/**
 * Ends the journey in a reservation (issue 15 §5): the review's terms ticked, every earlier
 * step done, then the same reservation as the checkout page — with the journey linked to it
 * before the dealer is told, so its lead carries the trade-in, finance and delivery answers.
 */
export async function reserveFromJourney(
  deps: ReserveDeps,
  journey: PurchaseJourney | null,
  car: Car,
  sources: JourneyFieldSources,
  values: unknown,
): Promise<ReserveAnswer> {
  const progress = readJourneyProgress(journey?.progress);
  if (!journey || getFirstOpenStep(progress) !== 'review') {
    return {
      status: 409,
      body: { ok: false, message: RESERVATION_MESSAGES.journeyUnfinished },
    };
  }
  const terms = getJourneyFields('review', sources);
  const parsed = buildFormSchema(terms).safeParse(values ?? {});
  if (!parsed.success) {
    return {
      status: 400,
      body: {
        ok: false,
        message: LEAD_MESSAGES.summaryHeading,
        errors: toFieldErrors(parsed.error, terms),
      },
    };
  }
  return reserveCar(
    { ...deps, journeyId: journey.id },
    { car_id: car.id, values: { ...progress.details, ...parsed.data } },
  );
}
