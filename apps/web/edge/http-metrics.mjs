// @ts-check
import client from 'prom-client';

/**
 * The process's metrics registry, made before Next loads so the app's bundles add theirs to it
 * (apps/web/src/server/metrics/app-metrics.ts finds it on globalThis), with the edge's request
 * histogram and Node's own process metrics.
 */
export function createProcessMetrics() {
  const registry = new client.Registry();
  Object.assign(globalThis, { [Symbol.for('forecourt.metrics-registry')]: registry });
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Histogram({
    name: 'forecourt_http_request_duration_seconds',
    help: 'Requests by method, route pattern and status, and their time from head to last byte',
    labelNames: ['method', 'route', 'status'],
    // A cached page is a few ms, a search tens, a cold render or lead post hundreds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    /**
     * @param {{ method: string, route: string, status: number, ms: number }} served
     */
    observe({ method, route, status, ms }) {
      requests.observe({ method, route, status: String(status) }, ms / 1000);
    },
  };
}
