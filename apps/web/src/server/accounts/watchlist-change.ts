import {
  SIGN_IN_MESSAGES,
  toAustralianMobile,
  watchlistBodySchema,
} from '@forecourt/core/accounts';
import type { SitePolicy } from '@forecourt/core/stock';
import {
  type Db,
  listWatchlistCarIds,
  removeWatchlistCar,
  type ShopperSession,
  saveWatchlistCar,
} from '@forecourt/db';
import type { Answer } from './shopper-auth.ts';

export const WATCHLIST_MESSAGES = {
  badRequest: 'Please name the car to save by its id.',
  notListed: 'This car is not available on this site.',
} as const;

/**
 * Saves or removes a car on the signed-in shopper's watchlist (spec 1 §7). The session says who
 * the shopper is; a `phone_number` in the body is only checked against it (403 if it differs).
 */
export async function changeWatchlist(
  deps: { db: Db; now: Date },
  site: { policy: SitePolicy },
  session: ShopperSession | null,
  body: unknown,
  action: 'save' | 'remove',
): Promise<Answer> {
  if (!session) return { status: 401, body: { ok: false, message: SIGN_IN_MESSAGES.signedOut } };
  const parsed = watchlistBodySchema.safeParse(body);
  if (!parsed.success) {
    return { status: 400, body: { ok: false, message: WATCHLIST_MESSAGES.badRequest } };
  }
  const { car_id: carId, phone_number: claimed } = parsed.data;
  if (claimed !== undefined && toAustralianMobile(claimed) !== session.phone) {
    return { status: 403, body: { ok: false, message: SIGN_IN_MESSAGES.notYou } };
  }
  if (action === 'save') {
    const saved = await saveWatchlistCar(deps.db, site.policy, session.userId, carId, deps.now);
    if (!saved) return { status: 404, body: { ok: false, message: WATCHLIST_MESSAGES.notListed } };
  } else {
    await removeWatchlistCar(deps.db, session.userId, carId);
  }
  return {
    status: 200,
    body: { ok: true, car_ids: await listWatchedIds(deps.db, site, session) },
  };
}

/** The ids of the shopper's watched cars on this site. */
export async function listWatchedIds(
  db: Db,
  site: { policy: SitePolicy },
  session: ShopperSession,
): Promise<number[]> {
  return listWatchlistCarIds(db, site.policy, session.userId);
}
