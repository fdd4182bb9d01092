import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../client.ts';
import { rateLimitCounters, spentCaptchaChallenges } from '../schema/index.ts';

/**
 * Count one submission against `key` in the fixed window starting at `windowStart` and
 * return the window's count so far. One upsert, so every app instance sees the same count.
 */
export async function countRateLimitHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limit_counters (key, window_start, count)
        values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
        on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
        returning count`,
  );
  return Number(row?.count ?? 0);
}

/** Forget counters of windows that started before `before` and challenges already expired. */
export async function pruneAbuseGuards(db: Db, before: Date, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
  await db.delete(spentCaptchaChallenges).where(lt(spentCaptchaChallenges.expiresAt, now));
}

/** Whether a captcha challenge was already used (its solution is then a replay). */
export async function isCaptchaSpent(db: Db, signature: string): Promise<boolean> {
  const rows = await db
    .select({ signature: spentCaptchaChallenges.signature })
    .from(spentCaptchaChallenges)
    .where(sql`${spentCaptchaChallenges.signature} = ${signature}`);
  return rows.length > 0;
}
