import { sql } from 'drizzle-orm';
import { getDatabase } from '@/server/database';
import { getLogger } from '@/server/logger';
import { getReadiness } from '@/server/start-up/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness: start-up is over (migrations applied, workers running, the search index of every
 * site built) and the database answers. 503, never a stack trace, until then.
 */
export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  const readiness = getReadiness();
  if (!readiness.ready) {
    return Response.json(
      { status: 'starting', waiting: readiness.waiting },
      { status: 503, headers },
    );
  }
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
