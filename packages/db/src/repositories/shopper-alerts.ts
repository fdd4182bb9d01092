import type { AlertChannel, AlertKind, WatchedCarMark } from '@forecourt/core/accounts';
import type { CarStatus } from '@forecourt/core/car';
import { and, asc, eq, exists, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  cars,
  leadDeliveries,
  savedSearches,
  savedSearchMatches,
  shopperAlertDigests,
  shopperAlertItems,
  shopperUsers,
  watchlistCars,
} from '../schema/index.ts';

export type { AlertChannel };

/** A watched car whose price or status differs from what its watcher last heard. */
export interface WatchedCarState extends WatchedCarMark {
  userId: number;
  carId: number;
  price: number;
  status: CarStatus;
}

/**
 * The site's watched cars with news to judge: of its dealerships, shown on dealer websites, and
 * not as their watcher last heard (so a quiet day reads no rows).
 */
export async function listChangedWatchedCars(
  db: Db,
  siteId: number,
  dealershipIds: number[],
): Promise<WatchedCarState[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({
      userId: watchlistCars.userId,
      carId: watchlistCars.carId,
      alertedPrice: watchlistCars.alertedPrice,
      alertedSold: watchlistCars.alertedSold,
      price: cars.price,
      status: cars.status,
    })
    .from(watchlistCars)
    .innerJoin(shopperUsers, eq(shopperUsers.id, watchlistCars.userId))
    .innerJoin(cars, eq(cars.id, watchlistCars.carId))
    .where(
      and(
        eq(shopperUsers.siteId, siteId),
        inArray(cars.dealershipId, dealershipIds),
        eq(cars.showOnDealerWebsite, true),
        or(
          sql`${watchlistCars.alertedPrice} is distinct from ${cars.price}`,
          sql`${watchlistCars.alertedSold} <> (${cars.status} = 'sold')`,
        ),
      ),
    );
}

/**
 * Keeps what a watcher has now heard of a car and queues the news, if any, for their digest —
 * only when the mark is still the one judged: of two workers judging the same change, one
 * records it. True when this call recorded it.
 */
export async function recordWatchedCarNews(
  db: Db,
  judged: WatchedCarState,
  mark: WatchedCarMark,
  news: { kind: 'price-drop'; oldPrice: number } | { kind: 'sold' } | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(watchlistCars)
      .set({ alertedPrice: mark.alertedPrice, alertedSold: mark.alertedSold })
      .where(
        and(
          eq(watchlistCars.userId, judged.userId),
          eq(watchlistCars.carId, judged.carId),
          judged.alertedPrice === null
            ? isNull(watchlistCars.alertedPrice)
            : eq(watchlistCars.alertedPrice, judged.alertedPrice),
          eq(watchlistCars.alertedSold, judged.alertedSold),
        ),
      )
      .returning({ carId: watchlistCars.carId });
    if (updated.length === 0) return false;
    if (news) {
      await tx.insert(shopperAlertItems).values({
        userId: judged.userId,
        kind: news.kind,
        carId: judged.carId,
        oldPrice: news.kind === 'price-drop' ? news.oldPrice : null,
        price: judged.price,
      });
    }
    return true;
  });
}

export interface SiteSavedSearch {
  id: number;
  userId: number;
  path: string;
  primedAt: Date | null;
}

/** Every saved search of a site's shoppers, for the alert worker. */
export async function listSiteSavedSearches(db: Db, siteId: number): Promise<SiteSavedSearch[]> {
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      path: savedSearches.path,
      primedAt: savedSearches.primedAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.siteId, siteId))
    .orderBy(asc(savedSearches.id));
}

/**
 * Records the cars a saved search matches now; the ones it had never matched are news (a new
 * match), except on the search's first pass, which only learns what it matched when saved.
 * Returns how many new-match items it queued.
 */
export async function recordSavedSearchMatches(
  db: Db,
  search: SiteSavedSearch,
  matches: { id: number; price: number }[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh =
      matches.length === 0
        ? []
        : await tx
            .insert(savedSearchMatches)
            .values(matches.map((car) => ({ savedSearchId: search.id, carId: car.id })))
            .onConflictDoNothing()
            .returning({ carId: savedSearchMatches.carId });
    if (search.primedAt === null) {
      await tx
        .update(savedSearches)
        .set({ primedAt: now })
        .where(and(eq(savedSearches.id, search.id), isNull(savedSearches.primedAt)));
      return 0;
    }
    if (fresh.length === 0) return 0;
    const priceOf = new Map(matches.map((car) => [car.id, car.price]));
    await tx.insert(shopperAlertItems).values(
      fresh.map(({ carId }) => ({
        userId: search.userId,
        kind: 'new-match' as const,
        carId,
        savedSearchId: search.id,
        price: priceOf.get(carId) ?? 0,
      })),
    );
    return fresh.length;
  });
}

/** A shopper with news waiting and no digest yet on `day`. */
export interface AlertRecipient {
  userId: number;
  phone: string;
  email: string | null;
  emailAlerts: boolean;
  smsAlerts: boolean;
}

export async function listAlertRecipients(
  db: Db,
  siteId: number,
  day: string,
): Promise<AlertRecipient[]> {
  const waiting = db
    .select({ id: shopperAlertItems.id })
    .from(shopperAlertItems)
    .where(and(eq(shopperAlertItems.userId, shopperUsers.id), isNull(shopperAlertItems.digestId)));
  const toldToday = db
    .select({ id: shopperAlertDigests.id })
    .from(shopperAlertDigests)
    .where(and(eq(shopperAlertDigests.userId, shopperUsers.id), eq(shopperAlertDigests.day, day)));
  return db
    .select({
      userId: shopperUsers.id,
      phone: shopperUsers.phone,
      email: shopperUsers.email,
      emailAlerts: shopperUsers.emailAlerts,
      smsAlerts: shopperUsers.smsAlerts,
    })
    .from(shopperUsers)
    .where(and(eq(shopperUsers.siteId, siteId), exists(waiting), notExists(toldToday)))
    .orderBy(asc(shopperUsers.id));
}

/** A queued piece of news with what a digest says about its car. */
export interface PendingAlertItem {
  id: number;
  kind: AlertKind;
  price: number;
  oldPrice: number | null;
  searchName: string | null;
  car: { id: number; slug: string; year: number; make: string; model: string; badge: string };
}

export interface BuiltDigest {
  content: unknown;
  deliveries: { channel: AlertChannel; target: string }[];
}

/** A shopper's news waiting for their next digest, oldest first. */
export async function listPendingAlertItems(db: Db, userId: number): Promise<PendingAlertItem[]> {
  const rows = await db
    .select({
      id: shopperAlertItems.id,
      kind: shopperAlertItems.kind,
      price: shopperAlertItems.price,
      oldPrice: shopperAlertItems.oldPrice,
      searchName: savedSearches.name,
      car: {
        id: cars.id,
        slug: cars.slug,
        year: cars.year,
        make: cars.make,
        model: cars.model,
        badge: cars.badge,
      },
    })
    .from(shopperAlertItems)
    .innerJoin(cars, eq(cars.id, shopperAlertItems.carId))
    .leftJoin(savedSearches, eq(savedSearches.id, shopperAlertItems.savedSearchId))
    .where(and(eq(shopperAlertItems.userId, userId), isNull(shopperAlertItems.digestId)))
    .orderBy(asc(shopperAlertItems.id));
  return rows.map((row) => ({ ...row, car: { ...row.car, badge: row.car.badge ?? '' } }));
}

/**
 * Stores a shopper's digest for `day` in one transaction: the digest (its unique key allows
 * one per shopper per day, whichever worker gets there first), the news it tells, and an
 * outbox job per channel that the lead relay delivers. The digest's id, or null when the
 * shopper already has one that day.
 */
export async function storeAlertDigest(
  db: Db,
  input: {
    siteId: number;
    userId: number;
    day: string;
    now: Date;
    itemIds: number[];
    digest: BuiltDigest;
  },
): Promise<number | null> {
  if (input.itemIds.length === 0 || input.digest.deliveries.length === 0) return null;
  return db.transaction(async (tx) => {
    const [digest] = await tx
      .insert(shopperAlertDigests)
      .values({
        userId: input.userId,
        siteId: input.siteId,
        day: input.day,
        content: input.digest.content,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: shopperAlertDigests.id });
    if (!digest) return null;
    await tx
      .update(shopperAlertItems)
      .set({ digestId: digest.id })
      .where(and(inArray(shopperAlertItems.id, input.itemIds), isNull(shopperAlertItems.digestId)));
    await tx.insert(leadDeliveries).values(
      input.digest.deliveries.map((delivery) => ({
        digestId: digest.id,
        event: 'alert-digest' as const,
        ...delivery,
        nextAttemptAt: input.now,
        createdAt: input.now,
      })),
    );
    return digest.id;
  });
}

/**
 * Drops a shopper's waiting news that, merged, tells them nothing (a car's drops that ended no
 * cheaper than the price they last heard of): it must not wait to be told.
 */
export async function dismissAlertItems(db: Db, userId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .delete(shopperAlertItems)
    .where(
      and(
        eq(shopperAlertItems.userId, userId),
        inArray(shopperAlertItems.id, itemIds),
        isNull(shopperAlertItems.digestId),
      ),
    );
}

/** Stored digests' rendered content by id, for the relay. */
export async function getAlertDigestContents(db: Db, ids: number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shopperAlertDigests.id, content: shopperAlertDigests.content })
    .from(shopperAlertDigests)
    .where(inArray(shopperAlertDigests.id, ids));
  return new Map(rows.map((row) => [row.id, row.content]));
}

/** Turns a shopper's alerts on one channel on or off; false when no such shopper on the site. */
export async function setShopperAlerts(
  db: Db,
  input: { siteId: number; userId: number; channel: AlertChannel; on: boolean },
): Promise<boolean> {
  const updated = await db
    .update(shopperUsers)
    .set(input.channel === 'email' ? { emailAlerts: input.on } : { smsAlerts: input.on })
    .where(and(eq(shopperUsers.id, input.userId), eq(shopperUsers.siteId, input.siteId)))
    .returning({ id: shopperUsers.id });
  return updated.length > 0;
}

/** A shopper's alert switches and the address email alerts go to. */
export async function getShopperAlertSettings(
  db: Db,
  siteId: number,
  userId: number,
): Promise<{ email: string | null; emailAlerts: boolean; smsAlerts: boolean } | null> {
  const [row] = await db
    .select({
      email: shopperUsers.email,
      emailAlerts: shopperUsers.emailAlerts,
      smsAlerts: shopperUsers.smsAlerts,
    })
    .from(shopperUsers)
    .where(and(eq(shopperUsers.id, userId), eq(shopperUsers.siteId, siteId)));
  return row ?? null;
}

/** Drops news that waited longer than `before` without any channel to send it by. */
export async function pruneAlertItems(db: Db, before: Date): Promise<void> {
  await db
    .delete(shopperAlertItems)
    .where(and(isNull(shopperAlertItems.digestId), lt(shopperAlertItems.createdAt, before)));
}
