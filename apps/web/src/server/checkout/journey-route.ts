import 'server-only';
import type { Car } from '@forecourt/core/car';
import type { JourneyAnswer, ReservationAnswer } from '@forecourt/core/checkout';
import {
  canReserve,
  JOURNEY_RETENTION_MS,
  type JourneyFieldSources,
  RESERVATION_MESSAGES,
} from '@forecourt/core/checkout';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { getSiteCar, type JourneyWriter, type ShopperSession } from '@forecourt/db';
import { isHttps } from '../accounts/account-runtime.ts';
import { getGatedApiShopper } from '../accounts/gate.ts';
import {
  hashSessionToken,
  makeSessionToken,
  readTokenCookie,
  tokenCookie,
} from '../accounts/session-cookie.ts';
import { getDatabase } from '../database.ts';
import { getClientKey } from '../http/client-key.ts';
import { json, jsonError } from '../http/json-route.ts';
import { getTradeInMakes } from '../leads/trade-in-makes.ts';
import { getSiteLocations } from '../site/site-locations.ts';
import type { Site } from '../site.ts';
import { getJourneySources, type JourneyDeps } from './purchase-journey.ts';
import { readCarId } from './reserve-car.ts';

/** The browser's purchase-journey cookie: a random token whose SHA-256 keys its journeys. */
export const JOURNEY_COOKIE = 'forecourt_journey';

export function journeyBrowserKeyHash(token: string | null | undefined): string | null {
  return token && /^[\w-]{43}$/.test(token) ? hashSessionToken(token) : null;
}

export interface JourneyRequest {
  deps: JourneyDeps;
  car: Car;
  session: ShopperSession | null;
  owner: JourneyWriter;
  sources: JourneyFieldSources;
}

/**
 * What both journey routes do first: the checkout gate (401 when the site gates checkout),
 * the car (404 unless the site lists it, 409 when it can no longer be reserved), and the
 * owner — the signed-in shopper, else this browser, given a journey cookie on its first step.
 * `handle` answers with a body and status; the cookie is added here.
 */
export async function handleJourneyRequest(
  request: Request,
  site: Site,
  body: unknown,
  handle: (
    journey: JourneyRequest,
  ) => Promise<{ status: number; body: JourneyAnswer | ReservationAnswer }>,
): Promise<Response> {
  const gate = await getGatedApiShopper(request, site, 'checkout');
  if (gate.refusal) return gate.refusal;
  const carId = readCarId(body);
  if (carId === null) return jsonError(400, LEAD_MESSAGES.badRequest);
  const { db } = await getDatabase();
  const now = new Date();
  const car = await getSiteCar(db, site.policy, carId, now);
  if (!car) return jsonError(404, LEAD_MESSAGES.carUnknown);
  if (!canReserve(car, site.config.features.checkout)) {
    const message = car.reserved ? RESERVATION_MESSAGES.taken : RESERVATION_MESSAGES.unavailable;
    return jsonError(409, message);
  }
  const session = gate.session;
  const existing = readTokenCookie(request.headers.get('cookie'), JOURNEY_COOKIE);
  const issued = session || existing ? null : makeSessionToken();
  const deps: JourneyDeps = { db, site, locations: await getSiteLocations(site), now };
  const answer = await handle({
    deps,
    car,
    session,
    owner: {
      siteId: site.id,
      carId: car.id,
      userId: session?.userId ?? null,
      browserKeyHash: journeyBrowserKeyHash(existing ?? issued),
      client: getClientKey(request.headers),
    },
    sources: getJourneySources(deps, car, await getTradeInMakes(deps.site)),
  });
  return json(
    answer.body,
    answer.status,
    issued
      ? {
          'set-cookie': tokenCookie(JOURNEY_COOKIE, issued, JOURNEY_RETENTION_MS, isHttps(request)),
        }
      : {},
  );
}
