// @ts-check
// The production server: Next's request handler behind the edge (edge-server.mjs), which decides
// the client's identity from the socket or trusted proxies and sets the security headers.
// `npm start`, the end-to-end tests and the benchmarks all run it:
//   node apps/web/edge/server.mjs   (PORT, TRUSTED_PROXY_HOPS, METRICS_PORT from the environment)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createEdgeServer } from './edge-server.mjs';
import { createProcessMetrics } from './http-metrics.mjs';
import { createMetricsServer } from './metrics-server.mjs';
import { createRouteMatcher } from './route-patterns.mjs';
import { readWholeNumberSetting } from './whole-number-setting.mjs';

const port = /** @type {number} */ (parseSetting('PORT', 3000, 0, 65_535));
const trustedProxyHops = /** @type {number} */ (parseSetting('TRUSTED_PROXY_HOPS', 0, 0, 10));
const metricsPort = parseSetting('METRICS_PORT', null, 1, 65_535);
const appDir = fileURLToPath(new URL('..', import.meta.url));

// Before Next loads: the app's bundles register their metrics in this registry.
const metrics = createProcessMetrics();

// Next runs the app's start-up (instrumentation.ts) beside app.prepare(), not before it returns:
// the start-up calls this once settings, database and workers are ready, or exits the process.
/** @type {() => void} */
let startedUp = () => {};
const startUp = new Promise((resolve) => {
  startedUp = () => resolve(undefined);
});
Object.assign(globalThis, { [Symbol.for('forecourt.started-up')]: startedUp });

// The app checks this at start (instrumentation.ts): without the edge in front, client-sent
// forwarding headers would be believed and no security headers sent.
Object.assign(globalThis, { [Symbol.for('forecourt.edge')]: true });

// What `next start` does: React and Next pick their production builds from this at load time.
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const app = next({
  dev: false,
  dir: appDir,
  port,
  // Next hangs its upgrade (WebSocket) handler on this server, which never listens: an Upgrade
  // request (curl's h2c, say) then reaches the edge as an ordinary request instead of going
  // straight to Next's router past every check here.
  httpServer: createServer(),
});
await app.prepare();
await startUp;

// Settings are valid by now (the app's start-up checked them, LOG_LEVEL among them).
const accessLog = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'forecourt-web', component: 'access' },
});
const routeOf = createRouteMatcher(readAppRoutes());
const rootDomain = process.env.ROOT_DOMAIN || 'localhost';
const server = createEdgeServer({
  trustedProxyHops,
  consoleHost: `console.${rootDomain}`,
  handle: app.getRequestHandler(),
  onServed(served) {
    const route = routeOf(served.path);
    const { requestId, method, host, status, ms, client, bytes, aborted } = served;
    // The route pattern, never the path: paths hold reservation tokens, queries phone numbers.
    accessLog.info(
      {
        requestId,
        method,
        site: host,
        route,
        status,
        ms,
        client,
        bytes,
        ...(aborted && { aborted }),
      },
      'access',
    );
    metrics.observe({ method, route, status, ms });
  },
});
server.on('error', (error) => {
  console.error(`The server cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
});
// Printed once the port is bound, so the address it names answers.
server.on('listening', () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Serving on http://localhost:${bound} — sites at http://{slug}.${rootDomain}:${bound}, ` +
      `the dealer console at http://console.${rootDomain}:${bound}`,
  );
});
server.listen(port);

const metricsServer = metricsPort === null ? null : createMetricsServer(metrics.registry);
metricsServer?.on('error', (error) => {
  console.error(
    `The metrics server cannot listen on METRICS_PORT ${metricsPort}: ${error.message}`,
  );
  process.exit(1);
});
metricsServer?.listen(metricsPort);

let stopping = false;
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  const exit = () => process.exit(signal === 'SIGINT' ? 130 : 143);
  // In-flight requests get a moment to finish; keep-alive connections are closed now.
  setTimeout(exit, 3000).unref();
  metricsServer?.close();
  server.close(() => {
    app.close().finally(exit);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/**
 * The app's routes (`/sites/[host]/cars/[slug]`…) as the build listed them.
 * @returns {string[]}
 */
function readAppRoutes() {
  const file = join(
    appDir,
    process.env.FORECOURT_DIST_DIR || '.next',
    'app-path-routes-manifest.json',
  );
  return Object.values(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * @param {string} name
 * @param {number | null} fallback
 * @param {number} min
 * @param {number} max
 */
function parseSetting(name, fallback, min, max) {
  try {
    return readWholeNumberSetting(process.env, name, fallback, min, max);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
