import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { cars, carViewCounts } from '../schema/index.ts';

/** Who is counting: a visitor key (keyed hash of client, user agent and day) and its UTC day. */
export interface Visit {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  visitor: string;
}

/**
 * Count a view of a car, once per visitor and day, and return its total: the feed's own count
 * plus views counted here. Null when there is no such car. One statement, so concurrent
 * replays from one visitor on any instance count once.
 */
export async function recordCarView(
  db: Db,
  carId: number,
  visit: Visit,
  now: Date,
): Promise<number | null> {
  // Raw: a data-modifying CTE counts and reads back in one round trip; the builder has no CTE
  // with an insert … on conflict inside.
  const [row] = await queryRows<{ feed: number; counted: number | null; earlier: number | null }>(
    db,
    sql`
      with car as (select id, views from cars where id = ${carId}),
      seen as (
        insert into vehicle_event_visitors (kind, car_id, day, visitor)
        select 'view', id, ${visit.day}::date, ${visit.visitor} from car
        on conflict do nothing
        returning car_id
      ),
      counted as (
        insert into car_view_counts (car_id, views, last_viewed_at)
        select car_id, 1, ${now.toISOString()}::timestamptz from seen
        on conflict (car_id) do update
          set views = car_view_counts.views + 1, last_viewed_at = excluded.last_viewed_at
        returning views
      )
      select car.views as feed, (select views from counted) as counted,
             (select views from car_view_counts where car_id = car.id) as earlier
      from car`,
  );
  if (!row) return null;
  return Number(row.feed) + Number(row.counted ?? row.earlier ?? 0);
}

/** A car's total views without counting one; null when there is no such car. */
export async function getCarViews(db: Db, carId: number): Promise<number | null> {
  const [row] = await db
    .select({ feed: cars.views, counted: carViewCounts.views })
    .from(cars)
    .leftJoin(carViewCounts, eq(carViewCounts.carId, cars.id))
    .where(eq(cars.id, carId));
  return row ? row.feed + (row.counted ?? 0) : null;
}

/**
 * Record that a visitor revealed the dealer's number for a car, once per visitor, car and day.
 * True when it was recorded, false for a repeat.
 */
export async function recordCallReveal(
  db: Db,
  reveal: { carId: number; dealershipId: number; siteId: number; at: Date } & Visit,
): Promise<boolean> {
  // Raw: one statement records the visit and the reveal together (a CTE with inserts).
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      with seen as (
        insert into vehicle_event_visitors (kind, car_id, day, visitor)
        values ('call-reveal', ${reveal.carId}, ${reveal.day}::date, ${reveal.visitor})
        on conflict do nothing
        returning car_id
      )
      insert into call_reveals (car_id, dealership_id, site_id, created_at)
      select car_id, ${reveal.dealershipId}, ${reveal.siteId}, ${reveal.at.toISOString()}::timestamptz
      from seen
      returning id`,
  );
  return rows.length > 0;
}
