/**
 * Every account and watchlist answer. `ok` is the "success flag" the spec's watchlist client
 * reads (spec 1 §7 Watchlist save, §8): every JSON answer says it as `ok`. Read by hand,
 * not with zod: the watchlist buttons on search cards use it, and zod would add about 30 KB
 * (gzip) to every search page's first load for five fields.
 */
export interface AccountAnswer {
  ok: boolean;
  /** GET /api/watchlist: whether this request has a session on the site. */
  signed_in?: boolean;
  message?: string;
  /** The shopper's watched car ids after a watchlist call, or on GET /api/watchlist. */
  car_ids?: number[];
}

/** The answer in `body`; throws a TypeError when it is not one (a proxy's error page, say). */
export function readAccountAnswer(body: unknown): AccountAnswer {
  if (typeof body !== 'object' || body === null) throw new TypeError('Not an account answer');
  const { ok, signed_in, message, car_ids } = body as Record<string, unknown>;
  if (typeof ok !== 'boolean') throw new TypeError('Account answer without ok');
  const answer: AccountAnswer = { ok };
  if (signed_in !== undefined) {
    if (typeof signed_in !== 'boolean') throw new TypeError('Bad signed_in');
    answer.signed_in = signed_in;
  }
  if (message !== undefined) {
    if (typeof message !== 'string') throw new TypeError('Bad message');
    answer.message = message;
  }
  if (car_ids !== undefined) {
    if (!Array.isArray(car_ids) || !car_ids.every(Number.isSafeInteger)) {
      throw new TypeError('Bad car_ids');
    }
    answer.car_ids = car_ids as number[];
  }
  return answer;
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
