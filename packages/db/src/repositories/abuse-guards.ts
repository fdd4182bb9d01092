import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimitCounters, spentCaptchaChallenges } from '../schema/index.ts';

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
