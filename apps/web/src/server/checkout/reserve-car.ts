import { randomBytes } from 'node:crypto';
import { type Car, getCarName } from '@forecourt/core/car';
import type { PaymentProvider, ReservationAnswer, SimilarCar } from '@forecourt/core/checkout';
import {
  canReserve,
  getDepositCents,
  getHoldExpiry,
  MAX_LIVE_RESERVATIONS_PER_CLIENT,
  MAX_LIVE_RESERVATIONS_PER_SHOPPER,
  RESERVATION_MESSAGES,
  RESERVATION_PAYMENT_GRACE_MS,
  RESERVATION_PAYMENT_WINDOW_MS,
} from '@forecourt/core/checkout';
import { buildFormSchema, getLeadForm, LEAD_MESSAGES, toFieldErrors } from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import { toE164Phone } from '@forecourt/core/phone';
import {
  changeReservation,
  type Db,
  getSiteCar,
  listSimilarCarCandidates,
  type ShopperSession,
  setPurchaseJourneyReservation,
  setReservationLead,
  setReservationSession,
  startReservation,
} from '@forecourt/db';
import { buildFormContext } from '../leads/form-context.ts';
import type { Site } from '../site.ts';
import { sendReservationLead } from './reservation-lead.ts';

export interface ReserveDeps {
  db: Db;
  site: Site;
  locations: Location[];
  /** Null: 'reserve now, pay at the dealership'. */
  provider: PaymentProvider | null;
  shopper: ShopperSession | null;
  origin: string;
  /** Keyed hash of the client's network (leads' `hashIp` of `getClientNetwork`). */
  client: string;
  now: Date;
  log: (fields: Record<string, unknown>, message: string) => void;
  /** The online purchase journey this reservation ends, linked before the dealer is told. */
  journeyId?: number;
}

export interface ReserveAnswer {
  status: 201 | 400 | 404 | 409 | 429 | 503;
  body: ReservationAnswer;
}

const refuse = (
  status: ReserveAnswer['status'],
  message: string,
  extra: Partial<ReserveAnswer['body']> = {},
): ReserveAnswer => ({ status, body: { ok: false, message, ...extra } });

/** The `car_id` of a request body: a positive 32-bit integer (or its digits), else null. */
export function readCarId(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>).car_id;
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/**
 * Reserves a car (issue 15 §2, §3): checks the shopper's details with the reservation form's
 * rules, then asks the database for the car's one live reservation, within the limits per
 * shopper (the signed-in account, the phone, the email) and per client network, counted in the
 * same transaction. Whoever the database lets in goes on to pay (card mode: a payment page, created once per reservation by its idempotency
 * key) or holds the car at once (pay at the dealership); everyone else is told the car was just
 * reserved and offered similar cars — and is never sent to pay.
 */
export async function reserveCar(deps: ReserveDeps, body: unknown): Promise<ReserveAnswer> {
  const { db, site, now } = deps;
  const carId = readCarId(body);
  if (carId === null) return refuse(400, LEAD_MESSAGES.badRequest);
  const car = await getSiteCar(db, site.policy, carId, now);
  if (!car) return refuse(404, LEAD_MESSAGES.carUnknown);
  if (car.reserved) return refuse(409, RESERVATION_MESSAGES.taken, await similarTo(deps, car));
  if (!canReserve(car, site.config.features.checkout))
    return refuse(409, RESERVATION_MESSAGES.unavailable);

  const form = getLeadForm('reservation', buildFormContext(site, deps.locations, car, now));
  const values = (body as { values?: unknown }).values;
  const parsed = buildFormSchema(form.fields).safeParse(values);
  if (!parsed.success) {
    return refuse(400, LEAD_MESSAGES.summaryHeading, {
      errors: toFieldErrors(parsed.error, form.fields),
    });
  }
  const text = (name: string) => String(parsed.data[name] ?? '').trim();
  const phone = toE164Phone(text('phone'));
  const email = text('email').toLowerCase();
  const { reserve } = site.config.vehiclePage;
  const amountCents = getDepositCents(car, reserve.defaultDeposit);
  // No provider, or no deposit asked: the car is held at once and anything due is paid in person.
  const provider = amountCents > 0 ? deps.provider : null;
  const started = await startReservation(
    db,
    {
      siteId: site.id,
      carId: car.id,
      mode: provider ? 'card' : 'dealer',
      amountCents,
      holdHours: reserve.holdHours,
      firstName: text('name'),
      lastName: text('last_name'),
      email,
      phone,
      postcode: text('postcode'),
      userId: deps.shopper?.userId ?? null,
      origin: deps.origin,
      client: deps.client,
      token: randomBytes(24).toString('base64url'),
      now,
      paymentExpiresAt: new Date(
        now.getTime() + RESERVATION_PAYMENT_WINDOW_MS + RESERVATION_PAYMENT_GRACE_MS,
      ),
    },
    { perShopper: MAX_LIVE_RESERVATIONS_PER_SHOPPER, perClient: MAX_LIVE_RESERVATIONS_PER_CLIENT },
  );
  if (started.kind === 'too-many') return refuse(429, RESERVATION_MESSAGES.tooMany);
  if (started.kind === 'taken')
    return refuse(409, RESERVATION_MESSAGES.taken, await similarTo(deps, car));
  const { reservation } = started;
  if (deps.journeyId !== undefined) {
    await setPurchaseJourneyReservation(db, deps.journeyId, reservation.id, now);
  }
  const reservationUrl = `${deps.origin}/reservations/${reservation.token}`;

  if (!provider) {
    const held = await changeReservation(db, reservation.id, 'hold', now, {
      holdExpiresAt: getHoldExpiry(now, reservation.holdHours),
    });
    if (held.kind !== 'changed') throw new Error(`Reservation ${reservation.id} not held`);
    const leadId = await sendReservationLead(deps, held.reservation, car);
    await setReservationLead(db, reservation.id, leadId);
    return { status: 201, body: { ok: true, reservation_url: reservationUrl } };
  }

  try {
    const session = await provider.createDepositSession({
      reservationId: reservation.id,
      amountCents: reservation.amountCents,
      currency: 'aud',
      description: `Refundable deposit: ${getCarName(car)}`,
      customerEmail: reservation.email,
      successUrl: reservationUrl,
      cancelUrl: `${reservationUrl}?payment=cancelled`,
      expiresAt: new Date(now.getTime() + RESERVATION_PAYMENT_WINDOW_MS),
      idempotencyKey: `reservation-${reservation.id}`,
    });
    await setReservationSession(db, reservation.id, session.sessionId);
    return {
      status: 201,
      body: { ok: true, redirect_url: session.redirectUrl, reservation_url: reservationUrl },
    };
  } catch (error) {
    // Nothing was charged: free the car for the next shopper at once.
    await changeReservation(db, reservation.id, 'release', now);
    deps.log({ err: error, reservationId: reservation.id }, 'deposit session not created');
    return refuse(503, RESERVATION_MESSAGES.paymentFailed);
  }
}

/** Up to three similar cars the site lists, for a shopper who just missed out. */
async function similarTo(deps: ReserveDeps, car: Car): Promise<{ similar: SimilarCar[] }> {
  const band = Math.max(5_000, Math.round(car.price * 0.2));
  const found = await listSimilarCarCandidates(
    deps.db,
    deps.site.policy,
    {
      excludeCarId: car.id,
      make: car.make,
      model: car.model,
      minPrice: Math.max(0, car.price - band),
      maxPrice: car.price + band,
    },
    deps.now,
    3,
  );
  return {
    similar: found
      .filter((candidate) => !candidate.reserved)
      .map((candidate) => ({
        name: getCarName(candidate),
        url: `/cars/${candidate.slug}`,
        price: candidate.price,
      })),
  };
}
