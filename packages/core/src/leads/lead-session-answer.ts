import {
  boolean,
  dictionary,
  type Infer,
  nullable,
  readShape,
  record,
  text,
} from '../json/shape.ts';

const leadSessionAnswer = record({
  /** The signed note of when the form appeared (the minimum fill time). */
  formToken: text,
  /** Whether the site asks for the captcha. */
  captcha: boolean,
  /** A signed-in shopper's stored details by field name (issue 14 §5); null when signed out. */
  shopper: nullable(dictionary(text)),
});

/** GET /api/leads/session's answer: what a lead form needs when it appears. */
export type LeadSessionAnswer = Infer<typeof leadSessionAnswer>;

/** The answer in `body`; a TypeError when it is not one (a refusal, a proxy's error page). */
export function readLeadSessionAnswer(body: unknown): LeadSessionAnswer {
  return readShape(leadSessionAnswer, body, 'a lead session answer');
}
