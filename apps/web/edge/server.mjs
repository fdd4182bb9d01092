// @ts-check
// The production server: Next's request handler behind the edge (edge-server.mjs), which decides
// the client's identity from the socket or trusted proxies and sets the security headers.
// `npm start`, the end-to-end tests and the benchmarks all run it:
//   node apps/web/edge/server.mjs            (PORT, TRUSTED_PROXY_HOPS from the environment)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createEdgeServer } from './edge-server.mjs';

const port = parseSetting('PORT', 3000, 0, 65_535);
const trustedProxyHops = parseSetting('TRUSTED_PROXY_HOPS', 0, 0, 10);

// The app checks this at start (instrumentation.ts): without the edge in front, client-sent
// forwarding headers would be believed and no security headers sent.
Object.assign(globalThis, { [Symbol.for('forecourt.edge')]: true });

// What `next start` does: React and Next pick their production builds from this at load time.
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const app = next({
  dev: false,
  dir: fileURLToPath(new URL('..', import.meta.url)),
  port,
  // Next hangs its upgrade (WebSocket) handler on this server, which never listens: an Upgrade
  // request (curl's h2c, say) then reaches the edge as an ordinary request instead of going
  // straight to Next's router past every check here.
  httpServer: createServer(),
});
await app.prepare();
const server = createEdgeServer({ trustedProxyHops, handle: app.getRequestHandler() });
server.on('error', (error) => {
  console.error(`The server cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port);

let stopping = false;
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  const exit = () => process.exit(signal === 'SIGINT' ? 130 : 143);
  // In-flight requests get a moment to finish; keep-alive connections are closed now.
  setTimeout(exit, 3000).unref();
  server.close(() => {
    app.close().finally(exit);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/**
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function parseSetting(name, fallback, min, max) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}; got '${text}'.`);
    process.exit(1);
  }
  return value;
}
