import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimitCounters } from '../schema/index.ts';

/** A fixed-window counter: at most `max` per `windowMs`, under its own key. */
export interface WindowedLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** A limit that refused, and whether this was its first refusal in the window. */
export interface RefusedLimit<L extends WindowedLimit = WindowedLimit> {
  limit: L;
  windowStart: Date;
  /** True once per limit and window across every instance: log or alert on this one. */
  firstRefusal: boolean;
}

export type LimitSpend<L extends WindowedLimit = WindowedLimit> =
  | { ok: true }
  | { ok: false; refused: RefusedLimit<L>[] };

const windowOf = (limit: WindowedLimit, now: Date) =>
  new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

/**
 * Counts one against every limit, or against none when any is spent — exactly, however many
 * requests on however many instances race: the counter rows are locked (in key order, so two
 * spends never deadlock) and read before any is counted, and stay locked until the caller's
 * transaction ends. Call it inside a transaction.
 */
export async function spendRateLimits<L extends WindowedLimit>(
  tx: Db,
  limits: readonly L[],
  now: Date,
): Promise<LimitSpend<L>> {
  const windows = [...limits]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((limit) => ({ limit, windowStart: windowOf(limit, now) }));
  if (windows.length === 0) return { ok: true };
  // Insert-or-touch takes each row's lock and answers its count as it is now.
  const rows = await tx
    .insert(rateLimitCounters)
    .values(windows.map(({ limit, windowStart }) => ({ key: limit.key, windowStart, count: 0 })))
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count}` },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  const over = windows.filter(({ limit }) => (counts.get(limit.key) ?? 0) >= limit.max);
  if (over.length > 0) {
    // The first refusal of a window leaves a mark; later ones find it and stay quiet.
    const marked = await tx
      .insert(rateLimitCounters)
      .values(
        over.map(({ limit, windowStart }) => ({
          key: `refused:${limit.key}`,
          windowStart,
          count: 1,
        })),
      )
      .onConflictDoNothing()
      .returning({ key: rateLimitCounters.key });
    const first = new Set(marked.map((row) => row.key));
    return {
      ok: false,
      refused: over.map(({ limit, windowStart }) => ({
        limit,
        windowStart,
        firstRefusal: first.has(`refused:${limit.key}`),
      })),
    };
  }
  for (const group of groupByWindow(windows)) {
    await tx
      .update(rateLimitCounters)
      .set({ count: sql`${rateLimitCounters.count} + 1` })
      .where(
        and(
          eq(rateLimitCounters.windowStart, group.windowStart),
          inArray(rateLimitCounters.key, group.keys),
        ),
      );
  }
  return { ok: true };
}

/** Takes back one count spent by `spendRateLimits` in the same transaction. */
export async function refundRateLimits(
  tx: Db,
  limits: readonly WindowedLimit[],
  now: Date,
): Promise<void> {
  for (const group of groupByWindow(
    limits.map((limit) => ({ limit, windowStart: windowOf(limit, now) })),
  )) {
    await tx
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(
        and(
          eq(rateLimitCounters.windowStart, group.windowStart),
          inArray(rateLimitCounters.key, group.keys),
        ),
      );
  }
}

function groupByWindow(windows: { limit: WindowedLimit; windowStart: Date }[]) {
  const groups = new Map<number, { windowStart: Date; keys: string[] }>();
  for (const { limit, windowStart } of windows) {
    const group = groups.get(windowStart.getTime()) ?? { windowStart, keys: [] };
    group.keys.push(limit.key);
    groups.set(windowStart.getTime(), group);
  }
  return [...groups.values()];
}
