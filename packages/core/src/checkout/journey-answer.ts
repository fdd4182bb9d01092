import {
  boolean,
  dictionary,
  type Infer,
  optional,
  readShape,
  record,
  text,
} from '../json/shape.ts';

const journeyAnswer = record({
  ok: boolean,
  message: optional(text),
  /** Field name → what is wrong with it, in the form's words. */
  errors: optional(dictionary(text)),
  /** The next step's page. */
  next_url: optional(text),
});

/** POST /api/checkout-journey's answer: the next step once a step is stored (issue 15 §5). */
export type JourneyAnswer = Infer<typeof journeyAnswer>;

/** The answer in `body`; a TypeError when it is not one (a proxy's error page, say). */
export function readJourneyAnswer(body: unknown): JourneyAnswer {
  return readShape(journeyAnswer, body, 'a journey answer');
}
