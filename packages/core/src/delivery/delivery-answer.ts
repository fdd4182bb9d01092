import {
  either,
  type Infer,
  nonEmptyText,
  number,
  oneOf,
  readShape,
  record,
  text,
} from '../json/shape.ts';

const deliveryAnswer = either(
  record({
    kind: oneOf('quote'),
    /** Whole dollars; 0 is free delivery. */
    priceDollars: number,
    regionName: text,
    placeName: text,
    state: text,
  }),
  record({ kind: oneOf('error'), message: nonEmptyText }),
);

/** GET /cars/{slug}/delivery's answer: a price and region name, or the spec's message. */
export type DeliveryAnswer = Infer<typeof deliveryAnswer>;

/** The answer in `body`; a TypeError when it is not one (a refusal, a proxy's error page). */
export function readDeliveryAnswer(body: unknown): DeliveryAnswer {
  return readShape(deliveryAnswer, body, 'a delivery answer');
}
