import {
  boolean,
  type Check,
  dictionary,
  either,
  type Infer,
  integer,
  list,
  nullable,
  number,
  oneOf,
  optional,
  positiveInt,
  readShape,
  record,
  text,
} from '../json/shape.ts';
import type { TradeInValuation } from './trade-in-offer.ts';

const tradeInValuation: Check<TradeInValuation> = either(
  record({
    kind: oneOf('offer'),
    lowDollars: number,
    highDollars: number,
    basis: text,
    comparableCount: integer,
    conditionAdjustmentPercent: number,
    reconditioningMarginPercent: number,
  }),
  record({
    kind: oneOf('no-estimate'),
    reason: oneOf('not-listed', 'too-old', 'too-many-km', 'not-enough-data'),
    message: text,
  }),
);

const leadAnswer = record({
  ok: boolean,
  /** The stored lead (201, or 200 for a repeated idempotency key). */
  leadId: optional(positiveInt),
  /** A trade-in's instant valuation; null for other forms. */
  valuation: optional(nullable(tradeInValuation)),
  /** Spec 2 §8: the server's error, shown as the form's failure. */
  message: optional(text),
  /** Field name → what is wrong with it, in the form's words. */
  fieldErrors: optional(dictionary(text)),
  /** A refusal the form acts on: 'slot-taken', 'booking-limit'. */
  code: optional(text),
});

/** POST /api/leads' answer (spec 2 §7 Lead submission). */
export type LeadAnswer = Infer<typeof leadAnswer>;

/** The answer in `body`; a TypeError when it is not one (a proxy's error page, say). */
export function readLeadAnswer(body: unknown): LeadAnswer {
  return readShape(leadAnswer, body, 'a lead answer');
}

const offerAcceptanceAnswer = record({
  ok: boolean,
  offerAccepted: optional(boolean),
  message: optional(text),
});

/** POST /api/leads/offer's answer: the instant trade-in offer accepted, or why not. */
export type OfferAcceptanceAnswer = Infer<typeof offerAcceptanceAnswer>;

export function readOfferAcceptanceAnswer(body: unknown): OfferAcceptanceAnswer {
  return readShape(offerAcceptanceAnswer, body, 'an offer acceptance answer');
}

const tradeInVehiclesAnswer = record({
  /** The models of a make (asked for with a make only). */
  models: optional(list(text)),
  /** The badges of a make and model. */
  badges: optional(list(text)),
});

/** GET /api/trade-in/vehicles' answer: the trade-in wizard's model or badge choices. */
export type TradeInVehiclesAnswer = Infer<typeof tradeInVehiclesAnswer>;

export function readTradeInVehiclesAnswer(body: unknown): TradeInVehiclesAnswer {
  return readShape(tradeInVehiclesAnswer, body, 'a trade-in vehicles answer');
}
