// @ts-check
import { createServer } from 'node:http';

/**
 * The Prometheus endpoint, GET /metrics, on a port of its own (METRICS_PORT): never reachable
 * through a dealer's host, and left out of whatever the load balancer exposes.
 * @param {import('prom-client').Registry} registry
 */
export function createMetricsServer(registry) {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found: metrics are at GET /metrics');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (/** @type {unknown} */ error) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Metrics not collected: ${error instanceof Error ? error.message : error}`);
      },
    );
  });
}
