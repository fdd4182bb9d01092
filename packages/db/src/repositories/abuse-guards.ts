import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  rateLimitCounters,
  shopperPasskeyChallenges,
  shopperSessions,
  spentCaptchaChallenges,
  vehicleEventVisitors,
} from '../schema/index.ts';
import { expireTestDriveHolds } from './test-drive-bookings.ts';

/**
 * Forget counters of windows that started before `before`, challenges already expired, and
 * who was counted on days before `before`'s; mark lapsed test-drive holds expired.
 */
export async function pruneAbuseGuards(db: Db, before: Date, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
  await db.delete(spentCaptchaChallenges).where(lt(spentCaptchaChallenges.expiresAt, now));
  await db
    .delete(vehicleEventVisitors)
    .where(lt(vehicleEventVisitors.day, before.toISOString().slice(0, 10)));
  await db.delete(shopperSessions).where(lt(shopperSessions.expiresAt, now));
  await db.delete(shopperPasskeyChallenges).where(lt(shopperPasskeyChallenges.expiresAt, now));
  await expireTestDriveHolds(db, now);
}

/** Whether a captcha challenge was already used (its solution is then a replay). */
export async function isCaptchaSpent(db: Db, signature: string): Promise<boolean> {
  const rows = await db
    .select({ signature: spentCaptchaChallenges.signature })
    .from(spentCaptchaChallenges)
    .where(sql`${spentCaptchaChallenges.signature} = ${signature}`);
  return rows.length > 0;
}
