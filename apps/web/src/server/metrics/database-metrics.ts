import { type Database, getOutboxBacklog, type OutboxBacklog } from '@forecourt/db';
import { Gauge, type Registry } from 'prom-client';
import { getLogger } from '../logger.ts';
import { getMetricsRegistry } from './app-metrics.ts';

const registeredKey = Symbol.for('forecourt.database-metrics');
type WithRegistered = typeof globalThis & { [registeredKey]?: WeakSet<Registry> };

/**
 * Gauges read from the database when Prometheus scrapes: the outbox's backlog and the pool's
 * connections. One outbox query serves both outbox gauges of a scrape.
 */
export function registerDatabaseMetrics(
  database: Database,
  registry: Registry = getMetricsRegistry(),
  now: () => Date = () => new Date(),
): void {
  const store = globalThis as WithRegistered;
  store[registeredKey] ??= new WeakSet();
  if (store[registeredKey].has(registry)) return;
  store[registeredKey].add(registry);
  const registers = [registry];
  let scrape: { at: number; backlog: Promise<OutboxBacklog | null> } | null = null;
  const readBacklog = () => {
    const at = Date.now();
    if (!scrape || at - scrape.at > 1000) {
      const backlog = getOutboxBacklog(database.db).catch((error: unknown) => {
        getLogger().warn({ err: error }, 'outbox metrics not read');
        return null;
      });
      scrape = { at, backlog };
    }
    return scrape.backlog;
  };
  new Gauge({
    name: 'forecourt_outbox_pending',
    help: 'Outbox jobs (lead and alert deliveries) not yet delivered or dead-lettered',
    registers,
    async collect() {
      const backlog = await readBacklog();
      if (backlog) this.set(backlog.pending);
    },
  });
  new Gauge({
    name: 'forecourt_outbox_oldest_pending_seconds',
    help: 'Age of the oldest pending outbox job (0 when none waits)',
    registers,
    async collect() {
      const backlog = await readBacklog();
      if (!backlog) return;
      const oldest = backlog.oldestCreatedAt;
      this.set(oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'forecourt_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, waiting (queries queued), max',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = database.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
}
