import { type Infer, integer, readShape, record, text } from '../json/shape.ts';

const carViewsAnswer = record({
  /** Views counted for the car, once per visitor per day. */
  views: integer,
  car_fields: record({ photos_count: integer, updated_at: text }),
});

/** GET and POST /cars/{slug}/view.json's answer (spec 2 §7 view.json). */
export type CarViewsAnswer = Infer<typeof carViewsAnswer>;

/** The answer in `body`; a TypeError when it is not one (a proxy's error page, say). */
export function readCarViewsAnswer(body: unknown): CarViewsAnswer {
  return readShape(carViewsAnswer, body, 'a car views answer');
}
