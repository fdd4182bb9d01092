import type { AlertChannel, AlertKind, WatchedCarMark } from '@forecourt/core/accounts/alert-rules';
import type { CarStatus } from '@forecourt/core/car/car';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../client.ts';
import {
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
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select w.user_id, w.car_id, w.alerted_price, w.alerted_sold, c.price, c.status
        from watchlist_cars w
        join shopper_users u on u.id = w.user_id
        join cars c on c.id = w.car_id
        where u.site_id = ${siteId}
          and c.dealership_id in (${sql.join(
            dealershipIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          and c.show_on_dealer_website
          and (w.alerted_price is distinct from c.price
               or w.alerted_sold <> (c.status = 'sold'))`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    carId: Number(row.car_id),
    alertedPrice: row.alerted_price === null ? null : Number(row.alerted_price),
    alertedSold: Boolean(row.alerted_sold),
    price: Number(row.price),
    status: row.status as CarStatus,
  }));
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
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select u.id, u.phone, u.email, u.email_alerts, u.sms_alerts
        from shopper_users u
        where u.site_id = ${siteId}
          and exists (select 1 from shopper_alert_items i
                      where i.user_id = u.id and i.digest_id is null)
          and not exists (select 1 from shopper_alert_digests d
                          where d.user_id = u.id and d.day = ${day}::date)
        order by u.id`,
  );
  return rows.map((row) => ({
    userId: Number(row.id),
    phone: String(row.phone),
    email: (row.email as string | null) ?? null,
    emailAlerts: Boolean(row.email_alerts),
    smsAlerts: Boolean(row.sms_alerts),
  }));
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
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select i.id, i.kind, i.price, i.old_price, s.name as search_name,
               c.id as car_id, c.slug, c.year, c.make, c.model, c.badge
        from shopper_alert_items i
        join cars c on c.id = i.car_id
        left join saved_searches s on s.id = i.saved_search_id
        where i.user_id = ${userId} and i.digest_id is null
        order by i.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as AlertKind,
    price: Number(row.price),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    searchName: (row.search_name as string | null) ?? null,
    car: {
      id: Number(row.car_id),
      slug: String(row.slug),
      year: Number(row.year),
      make: String(row.make),
      model: String(row.model),
      badge: String(row.badge ?? ''),
    },
  }));
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
        event: 'alert-digest',
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
