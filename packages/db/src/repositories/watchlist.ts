import type { Car } from '@forecourt/core/car';
import type { SitePolicy } from '@forecourt/core/stock';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, watchlistCars } from '../schema/index.ts';
import { getSiteCar, listSiteCarsByIds } from './car-lookups.ts';
import { toCar } from './cars.ts';

/**
 * Saves a car the site lists to a shopper's watchlist; false when the site does not list it
 * (another site's car, hidden, or sold past the window).
 */
export async function saveWatchlistCar(
  db: Db,
  policy: SitePolicy,
  userId: number,
  carId: number,
  now: Date,
): Promise<boolean> {
  const car = await getSiteCar(db, policy, carId, now);
  if (!car) return false;
  // What the car costs now is what its price drops are measured from: saving it is not news.
  await db
    .insert(watchlistCars)
    .values({ userId, carId, alertedPrice: car.price, alertedSold: car.status === 'sold' })
    .onConflictDoNothing();
  return true;
}

export async function removeWatchlistCar(db: Db, userId: number, carId: number): Promise<void> {
  await db
    .delete(watchlistCars)
    .where(and(eq(watchlistCars.userId, userId), eq(watchlistCars.carId, carId)));
}

/** A shopper's watched cars of the site's dealerships that the site still shows. */
function watchedOnSite(policy: SitePolicy, userId: number) {
  return and(
    eq(watchlistCars.userId, userId),
    inArray(cars.dealershipId, policy.dealershipIds),
    eq(cars.showOnDealerWebsite, true),
  );
}

/** The ids of a shopper's watched cars on their site (what every page's Save buttons need). */
export async function listWatchlistCarIds(
  db: Db,
  policy: SitePolicy,
  userId: number,
): Promise<number[]> {
  if (policy.dealershipIds.length === 0) return [];
  const rows = await db
    .select({ id: cars.id })
    .from(watchlistCars)
    .innerJoin(cars, eq(cars.id, watchlistCars.carId))
    .where(watchedOnSite(policy, userId))
    .orderBy(desc(watchlistCars.createdAt), desc(cars.id));
  return rows.map((row) => row.id);
}

export interface WatchedCar {
  car: Car;
  /**
   * Whether the site lists the car now (core's `isListed`): a car sold before the sold window
   * or outside the stock filter has no page, so nothing may link to it.
   */
  listed: boolean;
}

/**
 * A shopper's watched cars on their site, newest first, whatever their status now (a watched
 * car that sold still shows, marked sold): only cars of the site's dealerships it still shows.
 */
export async function listWatchlistCars(
  db: Db,
  policy: SitePolicy,
  userId: number,
  now: Date,
): Promise<WatchedCar[]> {
  if (policy.dealershipIds.length === 0) return [];
  const rows = await db
    .select({ car: cars })
    .from(watchlistCars)
    .innerJoin(cars, eq(cars.id, watchlistCars.carId))
    .where(watchedOnSite(policy, userId))
    .orderBy(desc(watchlistCars.createdAt), desc(cars.id));
  const watched = rows.map((row) => toCar(row.car));
  const listed = new Set(
    (
      await listSiteCarsByIds(
        db,
        policy,
        watched.map((car) => car.id),
        now,
      )
    ).map((car) => car.id),
  );
  return watched.map((car) => ({ car, listed: listed.has(car.id) }));
}
