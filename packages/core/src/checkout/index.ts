export { type JourneyAnswer, readJourneyAnswer } from './journey-answer.ts';
export {
  describeJourneyFinance,
  describeJourneyForDealer,
  describeJourneyHandover,
  describeTradeInOffer,
  type JourneyHandover,
  type JourneyQuote,
  quoteJourneyFinance,
} from './journey-quote.ts';
export {
  type DepositSession,
  type DepositSessionRequest,
  isPaymentWebhookError,
  type PaymentEvent,
  type PaymentProvider,
  PaymentWebhookError,
  type RefundRequest,
} from './payment-provider.ts';
export {
  type AnswerStep,
  getActiveFields,
  getFirstOpenStep,
  getJourneyFields,
  getNextStep,
  getShownStep,
  isAnswerStep,
  JOURNEY_RETENTION_MS,
  JOURNEY_STEP_LABELS,
  JOURNEY_STEPS,
  type JourneyField,
  type JourneyFieldSources,
  type JourneyProgress,
  type JourneyStep,
  journeyHref,
  MAX_NEW_JOURNEYS_PER_CLIENT_PER_DAY,
  readJourneyProgress,
} from './purchase-journey.ts';
export {
  canReserve,
  describeReservationForDealer,
  describeReservationStatus,
  getDepositCents,
  getHoldExpiry,
  LIVE_RESERVATION_STATUSES,
  MAX_LIVE_RESERVATIONS_PER_CLIENT,
  MAX_LIVE_RESERVATIONS_PER_SHOPPER,
  nextReservationStatus,
  RESERVATION_PAYMENT_GRACE_MS,
  RESERVATION_PAYMENT_WINDOW_MS,
  type ReservationAction,
  reservationModes,
  reservationStatuses,
} from './reservation.ts';
export {
  type ReservationAnswer,
  readReservationAnswer,
  type SimilarCar,
} from './reservation-answer.ts';
export { RESERVATION_MESSAGES } from './reservation-messages.ts';
