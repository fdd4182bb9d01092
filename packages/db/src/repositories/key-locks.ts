import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';

/**
 * Inside a transaction: takes one PostgreSQL advisory lock per key (held until the transaction
 * ends), so that two transactions sharing any key — a phone, an email, an account, a client
 * network — run their count-then-insert one after the other, on any number of instances. The
 * locks are taken in one order (by their 64-bit hash), so transactions whose keys overlap
 * cannot deadlock. Keys should name what they limit ('reservation:1:phone:+61…').
 */
export async function lockKeys(tx: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  // Raw SQL: advisory locks are functions the query builder has no words for. The ordered,
  // distinct subquery is never flattened, so the locks are taken in its order.
  await queryRows(
    tx,
    sql`select pg_advisory_xact_lock(h) from (
      select distinct hashtextextended(k, 0) as h
      from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k
      order by h
    ) ordered`,
  );
}
