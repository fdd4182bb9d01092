import { sql } from 'drizzle-orm';
import { getDatabase } from '@/server/database';
import { getLogger } from '@/server/logger';

export const dynamic = 'force-dynamic';

/** Readiness: the database answers. 503 (never a stack trace) when it does not. */
export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return Response.json({ status: 'ready', database: database.kind }, { headers });
  } catch (error) {
    getLogger().error({ err: error }, 'readiness check failed');
    return Response.json(
      { status: 'unavailable', reason: 'database unreachable' },
      { status: 503, headers },
    );
  }
}
