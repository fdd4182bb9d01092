import type { Car } from '@forecourt/core/car';
import {
  LIVE_RESERVATION_STATUSES,
  nextReservationStatus,
  type ReservationAction,
} from '@forecourt/core/checkout';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, paymentEvents, reservations } from '../schema/index.ts';
import { toCar } from './cars.ts';
import { lockKeys } from './key-locks.ts';

export type Reservation = typeof reservations.$inferSelect;

export interface StartReservationInput {
  siteId: number;
  carId: number;
  mode: 'card' | 'dealer';
  amountCents: number;
  holdHours: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  /** The signed-in shopper: their account's live reservations count, whatever the contacts. */
  userId: number | null;
  origin: string;
  client: string;
  token: string;
  now: Date;
  paymentExpiresAt: Date;
}

/** Live reservations allowed on a site at once (core's MAX_LIVE_RESERVATIONS_…). */
export interface ReservationLimits {
  /** Per shopper: their account, their phone or their email. */
  perShopper: number;
  /** Per client network (its keyed hash). */
  perClient: number;
}

export type StartReservationResult =
  | { kind: 'started'; reservation: Reservation }
  /** The shopper or the client network already has as many live reservations as allowed. */
  | { kind: 'too-many' }
  /** The car already has a live reservation. */
  | { kind: 'taken' };

/**
 * A pending reservation of a car, in one transaction with the count it must pass: the
 * shopper's keys (account, phone, email) and the client network's are locked first, so of any
 * number of one shopper's or one network's requests racing on any number of instances exactly
 * the limit get a row. The partial unique index on live reservations then decides the car: of
 * any number of shoppers racing for it exactly one gets it.
 */
export async function startReservation(
  db: Db,
  input: StartReservationInput,
  limits: ReservationLimits,
): Promise<StartReservationResult> {
  const { now, ...values } = input;
  const keys = [
    `client:${input.client}`,
    `phone:${input.phone}`,
    `email:${input.email}`,
    ...(input.userId === null ? [] : [`user:${input.userId}`]),
  ].map((key) => `reservation:${input.siteId}:${key}`);
  const shopper = or(
    eq(reservations.phone, input.phone),
    eq(reservations.email, input.email),
    input.userId === null ? undefined : eq(reservations.userId, input.userId),
  );
  return db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    const [live] = await tx
      .select({
        client: sql<number>`count(*) filter (where ${eq(reservations.client, input.client)})::int`,
        shopper: sql<number>`count(*) filter (where ${shopper})::int`,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.siteId, input.siteId),
          inArray(reservations.status, [...LIVE_RESERVATION_STATUSES]),
        ),
      );
    if (
      Number(live?.client ?? 0) >= limits.perClient ||
      Number(live?.shopper ?? 0) >= limits.perShopper
    )
      return { kind: 'too-many' };
    const [row] = await tx
      .insert(reservations)
      .values({ ...values, status: 'pending', createdAt: now, updatedAt: now })
      .onConflictDoNothing({
        target: reservations.carId,
        where: sql`status in ('pending', 'held')`,
      })
      .returning();
    return row ? { kind: 'started', reservation: row } : { kind: 'taken' };
  });
}

export type ReservationChange =
  | { kind: 'changed'; reservation: Reservation; from: Reservation['status'] }
  /** The action may not happen from the reservation's status (core's state machine). */
  | { kind: 'refused'; reservation: Reservation }
  | { kind: 'missing' };

/**
 * Moves a reservation through core's state machine under a row lock, with the fields the step
 * sets (a hold with a card payment is never released: it is refunded). A hold marks the car reserved; a held reservation that ends frees it (its change reaches
 * every instance's search index through the cars trigger). A conversion leaves the car reserved
 * until the stock feed marks it sold.
 */
export async function changeReservation(
  db: Db,
  id: number,
  action: ReservationAction,
  now: Date,
  patch: Partial<Pick<Reservation, 'holdExpiresAt' | 'paymentIntentId' | 'refundId'>> = {},
): Promise<ReservationChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, id))
      .for('update');
    if (!current) return { kind: 'missing' };
    const next = nextReservationStatus(current.status, action, current.paymentIntentId !== null);
    if (!next) return { kind: 'refused', reservation: current };
    const [changed] = await tx
      .update(reservations)
      .set({ ...patch, status: next, updatedAt: now })
      .where(eq(reservations.id, id))
      .returning();
    if (!changed) return { kind: 'missing' };
    const reserved =
      next === 'held' ? true : current.status === 'held' && next !== 'converted' ? false : null;
    if (reserved !== null) {
      await tx.update(cars).set({ reserved, updatedAt: now }).where(eq(cars.id, changed.carId));
    }
    return { kind: 'changed', reservation: changed, from: current.status };
  });
}

/**
 * A dealer's release (the CLI now, the console later): the reservation's window ends now, so
 * the app's reservation worker ends it on its next pass — releasing the car and refunding a
 * paid deposit, exactly as when a hold expires. False when it is not live on this site.
 */
export async function requestReservationRelease(
  db: Db,
  siteId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(reservations)
    .set({
      paymentExpiresAt: sql`least(${reservations.paymentExpiresAt}, ${now.toISOString()}::timestamptz)`,
      holdExpiresAt: sql`least(${reservations.holdExpiresAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(reservations.id, id),
        eq(reservations.siteId, siteId),
        inArray(reservations.status, [...LIVE_RESERVATION_STATUSES]),
      ),
    )
    .returning({ id: reservations.id });
  return updated.length > 0;
}

export interface ShopperReservation {
  token: string;
  status: Reservation['status'];
  amountCents: number;
  holdExpiresAt: Date | null;
  createdAt: Date;
  car: { slug: string; year: number; make: string; model: string; badge: string };
}

/**
 * A shopper's reservations on one site, newest first: made while signed in, or from the phone
 * they verified by signing in (as My Garage matches enquiries).
 */
export async function listShopperReservations(
  db: Db,
  siteId: number,
  shopper: { userId: number; phone: string },
  limit = 20,
): Promise<ShopperReservation[]> {
  const rows = await db
    .select({
      token: reservations.token,
      status: reservations.status,
      amountCents: reservations.amountCents,
      holdExpiresAt: reservations.holdExpiresAt,
      createdAt: reservations.createdAt,
      slug: cars.slug,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
    })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(
      and(
        eq(reservations.siteId, siteId),
        or(eq(reservations.userId, shopper.userId), eq(reservations.phone, shopper.phone)),
      ),
    )
    .orderBy(sql`${reservations.id} desc`)
    .limit(limit);
  return rows.map(({ slug, year, make, model, badge, ...row }) => ({
    ...row,
    car: { slug, year, make, model, badge: badge ?? '' },
  }));
}

/** Records the payment page a pending reservation pays on. */
export async function setReservationSession(
  db: Db,
  id: number,
  providerSessionId: string,
): Promise<void> {
  await db.update(reservations).set({ providerSessionId }).where(eq(reservations.id, id));
}

/** Links the reservation lead the dealer receives. */
export async function setReservationLead(db: Db, id: number, leadId: number): Promise<void> {
  await db.update(reservations).set({ leadId }).where(eq(reservations.id, id));
}

/**
 * The car a reservation holds, whatever the site lists now: only to tell the dealer of a hold
 * already paid for (a feed may take the car off the site while the shopper pays).
 */
export async function getReservationCar(db: Db, reservation: Reservation): Promise<Car | null> {
  const [row] = await db.select().from(cars).where(eq(cars.id, reservation.carId));
  return row ? toCar(row) : null;
}

export async function getReservation(db: Db, id: number): Promise<Reservation | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/** A site's reservation by its random token (the confirmation page, the cancel link). */
export async function getReservationByToken(
  db: Db,
  siteId: number,
  token: string,
): Promise<Reservation | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.token, token)));
  return row ?? null;
}

/** Live reservations whose payment window or hold has ended by `now`, oldest first. */
export async function listDueReservations(db: Db, now: Date, limit = 50): Promise<Reservation[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, [...LIVE_RESERVATION_STATUSES]),
        or(
          and(eq(reservations.status, 'pending'), lte(reservations.paymentExpiresAt, now)),
          and(eq(reservations.status, 'held'), lte(reservations.holdExpiresAt, now)),
        ),
      ),
    )
    .orderBy(asc(reservations.id))
    .limit(limit);
}

/** A site's live and recent reservations, newest first, for the dealer's CLI. */
export async function listSiteReservations(
  db: Db,
  siteId: number,
  limit = 50,
): Promise<Reservation[]> {
  return db
    .select()
    .from(reservations)
    .where(eq(reservations.siteId, siteId))
    .orderBy(sql`${reservations.id} desc`)
    .limit(limit);
}

/**
 * Stores a verified provider event (append-only). False when its id was stored before: a
 * repeated webhook, which must change nothing again.
 */
export async function recordPaymentEvent(
  db: Db,
  event: {
    provider: string;
    eventId: string;
    type: string;
    reservationId: number | null;
    payload: unknown;
    now: Date;
  },
): Promise<boolean> {
  const stored = await db
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      reservationId: event.reservationId,
      payload: event.payload,
      createdAt: event.now,
    })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return stored.length > 0;
}
