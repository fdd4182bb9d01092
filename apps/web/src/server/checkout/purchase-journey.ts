import type { Car } from '@forecourt/core/car';
import type { JourneyAnswer, JourneyHandover, JourneyQuote } from '@forecourt/core/checkout';
import {
  type AnswerStep,
  getActiveFields,
  getJourneyFields,
  getNextStep,
  getShownStep,
  isAnswerStep,
  type JourneyFieldSources,
  type JourneyProgress,
  journeyHref,
  MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY,
  quoteJourneyFinance,
  RESERVATION_MESSAGES,
  readJourneyProgress,
} from '@forecourt/core/checkout';
import {
  type DeliveryQuoteResult,
  NO_ESTIMATE_MESSAGE,
  quoteDelivery,
} from '@forecourt/core/delivery';
import {
  buildFormSchema,
  type FormValues,
  getLeadForm,
  LEAD_MESSAGES,
  toFieldErrors,
} from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import { getOwn } from '@forecourt/core/lookup';
import {
  claimPurchaseJourney,
  type Db,
  findPurchaseJourney,
  type JourneyOwner,
  type JourneyWriter,
  type PurchaseJourney,
  savePurchaseJourneyStep,
} from '@forecourt/db';
import { loadPostcodePlaces } from '@forecourt/db/postcodes';
import { buildFormContext, getMainLocation } from '../leads/form-context.ts';
import { buildTradeIn } from '../leads/trade-in-valuation.ts';
import type { Site } from '../site.ts';

export interface JourneyDeps {
  db: Db;
  site: Site;
  /** The site's visible locations. */
  locations: Location[];
  now: Date;
}

/** Where a car is picked up: its own location, else the site's main sales location. */
function getPickupLocation(car: Car, locations: Location[]): Location | null {
  return locations.find((location) => location.id === car.locationId) ?? getMainLocation(locations);
}

/** The journey's fields for a car on a site: its own forms, dealer, pickup and offers. */
export function getJourneySources(
  deps: JourneyDeps,
  car: Car,
  tradeInMakes: string[],
): JourneyFieldSources {
  const { site, locations, now } = deps;
  const context = buildFormContext(site, locations, car, now);
  const location = locations.find((candidate) => candidate.id === car.locationId) ?? null;
  return {
    reservation: getLeadForm('reservation', context).fields,
    tradeIn: getLeadForm('trade-in', context, { makes: tradeInMakes }).fields,
    dealerName:
      site.dealerships.find((dealership) => dealership.id === car.dealershipId)?.name ?? site.name,
    pickupName: getPickupLocation(car, locations)?.name ?? site.name,
    // A delivery quote is measured from the car's own location (spec 1 §7).
    delivery: site.config.delivery.enabled && location !== null,
    finance: site.config.finance.provider !== null && car.price > 0,
    defaultTermYears: site.config.finance.estimate.termYears,
  };
}

/** A delivery quote to a postcode from the car's location; null when the car has none. */
async function quoteDeliveryFor(
  deps: JourneyDeps,
  car: Car,
  postcode: string,
): Promise<DeliveryQuoteResult | null> {
  const location = deps.locations.find((candidate) => candidate.id === car.locationId);
  if (!location) return null;
  const places = await loadPostcodePlaces();
  return quoteDelivery(
    postcode,
    location.address,
    deps.site.config.delivery.zones,
    (code) => places.get(code) ?? null,
  );
}

/** The delivery answer priced; pickup when the shopper picks up or the car has no location. */
async function quoteHandover(
  deps: JourneyDeps,
  car: Car,
  answers: FormValues | undefined,
): Promise<JourneyHandover> {
  const postcode = String(answers?.delivery_postcode ?? '');
  const quote =
    answers?.handover === 'delivery' ? await quoteDeliveryFor(deps, car, postcode) : null;
  if (!quote) {
    return {
      kind: 'pickup',
      locationName: getPickupLocation(car, deps.locations)?.name ?? deps.site.name,
    };
  }
  return quote.kind === 'quote'
    ? {
        kind: 'delivery',
        postcode,
        priceDollars: quote.priceDollars,
        placeName: quote.place.placeName,
      }
    : { kind: 'delivery', postcode, priceDollars: null, placeName: null };
}

/**
 * The journey's answers priced now (issue 15 §5): the trade-in valued by the valuation the
 * trade-in form uses, delivery by the postcode quote, finance by the quote rules on what is
 * left to pay. Worked out on each view, so the review and the dealer see today's figures.
 */
export async function quoteJourney(
  deps: JourneyDeps,
  car: Car,
  progress: JourneyProgress,
): Promise<JourneyQuote> {
  const tradeInAnswers = progress['trade-in'];
  const [tradeIn, handover] = await Promise.all([
    tradeInAnswers?.has_trade_in === 'Yes'
      ? buildTradeIn(deps.db, deps.site, tradeInAnswers, deps.now)
      : Promise.resolve(null),
    quoteHandover(deps, car, progress.delivery),
  ]);
  const totalDollars =
    car.price + (handover.kind === 'delivery' ? (handover.priceDollars ?? 0) : 0);
  return {
    carPriceDollars: car.price,
    tradeIn,
    handover,
    totalDollars,
    finance: quoteJourneyFinance(
      progress.finance,
      totalDollars,
      car.year,
      deps.site.config.finance.estimate,
      deps.now,
    ),
  };
}

export interface JourneyStepAnswer {
  status: 200 | 400 | 409 | 429;
  body: JourneyAnswer;
}

const invalid = (errors: Record<string, string>): JourneyStepAnswer => ({
  status: 400,
  body: { ok: false, message: LEAD_MESSAGES.summaryHeading, errors },
});

/**
 * Checks one step's answers with its form's rules (only the fields its answers make active)
 * and the step's own checks — a deposit above the price, a postcode the dealer cannot deliver
 * to — then stores them and answers with the next step's address. A step whose earlier steps
 * are not all done is refused (409), as the page never shows it: finance is priced on the
 * details and trade-in, delivery on the finance.
 */
export async function saveJourneyStep(
  deps: JourneyDeps,
  owner: JourneyWriter,
  car: Car,
  sources: JourneyFieldSources,
  step: AnswerStep,
  values: unknown,
): Promise<JourneyStepAnswer> {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return { status: 400, body: { ok: false, message: LEAD_MESSAGES.badRequest } };
  }
  const progress = readJourneyProgress((await findPurchaseJourney(deps.db, owner))?.progress);
  if (getShownStep(progress, step) !== step) {
    return {
      status: 409,
      body: { ok: false, message: RESERVATION_MESSAGES.journeyUnfinished },
    };
  }
  const fields = getJourneyFields(step, sources);
  const active = getActiveFields(fields, values as Record<string, unknown>);
  const parsed = buildFormSchema(active).safeParse(values);
  if (!parsed.success) return invalid(toFieldErrors(parsed.error, active));
  const answers = parsed.data;
  if (step === 'finance' && answers.payment === 'finance') {
    const deposit = Number(answers.finance_deposit ?? 0);
    if (deposit >= car.price) {
      return invalid({
        finance_deposit: 'Your deposit must be less than the price of the car.',
      });
    }
  }
  if (step === 'delivery' && answers.handover === 'delivery') {
    const quote = await quoteDeliveryFor(deps, car, String(answers.delivery_postcode ?? ''));
    if (quote?.kind !== 'quote') {
      return invalid({ delivery_postcode: quote?.message ?? NO_ESTIMATE_MESSAGE });
    }
  }
  const saved = await savePurchaseJourneyStep(
    deps.db,
    owner,
    step,
    answers,
    deps.now,
    MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY,
  );
  if (!saved) {
    return { status: 429, body: { ok: false, message: RESERVATION_MESSAGES.journeysTooMany } };
  }
  return {
    status: 200,
    body: { ok: true, next_url: journeyHref(car.slug, getNextStep(step)) },
  };
}

/**
 * The owner's journey for a car and its progress. A signed-in shopper's view of this browser's
 * journey claims it for their account, so their other devices find it.
 */
export async function loadJourney(
  db: Db,
  owner: JourneyOwner,
): Promise<{ journey: PurchaseJourney | null; progress: JourneyProgress }> {
  const journey = await findPurchaseJourney(db, owner);
  if (journey && journey.userId === null && owner.userId !== null) {
    await claimPurchaseJourney(db, journey.id, owner.userId);
  }
  return { journey, progress: readJourneyProgress(journey?.progress) };
}

/** The step a request body names, when it is one with answers. */
export function readAnswerStep(body: unknown): AnswerStep | null {
  if (typeof body !== 'object' || body === null) return null;
  const step = getOwn(body as Record<string, unknown>, 'step');
  return isAnswerStep(step) ? step : null;
}
