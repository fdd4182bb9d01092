import {
  boolean,
  dictionary,
  type Infer,
  list,
  number,
  optional,
  readShape,
  record,
  text,
} from '../json/shape.ts';

const similarCar = record({ name: text, url: text, price: number });
/** A car offered instead of one just reserved by someone else; `price` in whole dollars. */
export type SimilarCar = Infer<typeof similarCar>;

const reservationAnswer = record({
  ok: boolean,
  message: optional(text),
  /** Field name → what is wrong with it, in the form's words. */
  errors: optional(dictionary(text)),
  /** Card mode: the provider's payment page. */
  redirect_url: optional(text),
  /** The shopper's reservation page. */
  reservation_url: optional(text),
  /** 409 when someone else holds the car: cars like it. */
  similar: optional(list(similarCar)),
});

/**
 * The answer of POST /api/reservations, /api/checkout-journey/reserve and
 * /api/reservations/cancel (issue 15): where to go next, or why not.
 */
export type ReservationAnswer = Infer<typeof reservationAnswer>;

/** The answer in `body`; a TypeError when it is not one (a proxy's error page, say). */
export function readReservationAnswer(body: unknown): ReservationAnswer {
  return readShape(reservationAnswer, body, 'a reservation answer');
}
