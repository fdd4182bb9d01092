import {
  boolean,
  dictionary,
  type Infer,
  integer,
  list,
  optional,
  readShape,
  record,
  text,
} from '../json/shape.ts';

/**
 * Every account and watchlist answer. `ok` is the "success flag" the spec's watchlist client
 * reads (spec 1 §7 Watchlist save, §8): every JSON answer says it as `ok`. Read by hand (shape.ts),
 * not with zod: the watchlist buttons on search cards use it, and zod would add about 30 KB
 * (gzip) to every search page's first load for five fields.
 */
const accountAnswer = record({
  ok: boolean,
  /** GET /api/watchlist: whether this request has a session on the site. */
  signed_in: optional(boolean),
  message: optional(text),
  /** The shopper's watched car ids after a watchlist call, or on GET /api/watchlist. */
  car_ids: optional(list(integer)),
  /** A form's refusal: field name → what is wrong with it, in the form's words. */
  errors: optional(dictionary(text)),
});
export type AccountAnswer = Infer<typeof accountAnswer>;

/** The answer in `body`; throws a TypeError when it is not one (a proxy's error page, say). */
export function readAccountAnswer(body: unknown): AccountAnswer {
  return readShape(accountAnswer, body, 'an account answer');
}

/**
 * The answer in `body`, or a failure saying `message` when there is none: no answer came, or
 * something other than the route answered (a proxy's error page).
 */
export function toAccountAnswer(body: unknown, message: string): AccountAnswer {
  try {
    return readAccountAnswer(body);
  } catch {
    return { ok: false, message };
  }
}
