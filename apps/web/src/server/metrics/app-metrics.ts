import { Counter, Gauge, Registry } from 'prom-client';

// The edge server (apps/web/edge/http-metrics.mjs) creates the registry before Next loads and
// serves it on METRICS_PORT; the app's bundles, each with its own module graph, add to that one.
const registryKey = Symbol.for('forecourt.metrics-registry');
const metricsKey = Symbol.for('forecourt.app-metrics');
type WithMetrics = typeof globalThis & {
  [registryKey]?: Registry;
  [metricsKey]?: AppMetrics;
};

/** The process's one metrics registry (a fresh one where no edge server runs, as in tests). */
export function getMetricsRegistry(): Registry {
  const store = globalThis as WithMetrics;
  store[registryKey] ??= new Registry();
  return store[registryKey];
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/** What the app counts, registered once per process however many bundles ask. */
export function getAppMetrics(): AppMetrics {
  const store = globalThis as WithMetrics;
  store[metricsKey] ??= createAppMetrics(getMetricsRegistry());
  return store[metricsKey];
}

function createAppMetrics(registry: Registry) {
  const registers = [registry];
  return {
    deliveries: new Counter({
      name: 'forecourt_outbox_deliveries_total',
      help: 'Outbox delivery attempts by channel and outcome: delivered, retried, dead_lettered',
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    indexBuildSeconds: new Gauge({
      name: 'forecourt_search_index_build_seconds',
      help: "Seconds the site's search index last took to build",
      labelNames: ['site'] as const,
      registers,
    }),
    indexCars: new Gauge({
      name: 'forecourt_search_index_cars',
      help: "Cars in the site's search index when it was last built",
      labelNames: ['site'] as const,
      registers,
    }),
    smsRefused: new Counter({
      name: 'forecourt_sms_refused_total',
      help: 'Sign-in codes not texted: budget (an SMS budget is spent) or limit (per-shopper limits)',
      labelNames: ['reason'] as const,
      registers,
    }),
    leadsRefused: new Counter({
      name: 'forecourt_leads_refused_total',
      help: 'Lead submissions refused, by reason: invalid, unknown_subject, conflict, rate_limited',
      labelNames: ['reason'] as const,
      registers,
    }),
  };
}
