import type { Instrumentation } from 'next';

/**
 * Start the server process: settings checked, database migrated, background work started (the
 * lead delivery relay, queued stock imports, shoppers' alerts, reservations' expiry, personal data
 * past its retention period), then the search indexes built while it serves (server/start-up).
 */
export async function register(): Promise<void> {
  // Next replaces NEXT_RUNTIME at build time, which keeps Node-only code out of other bundles.
  // biome-ignore lint/style/noProcessEnv: the documented way to branch on the runtime here
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await warnWithoutEdgeServer();
    const { startServerProcess } = await import('./server/start-up/start-server-process.ts');
    await startServerProcess();
  }
}

/**
 * The edge server (apps/web/edge/server.mjs, what `npm start` runs) marks the process it starts
 * Next in. Under a bare `next start` the client's own X-Forwarded-* headers would be believed
 * and no security headers sent: say so loudly.
 */
async function warnWithoutEdgeServer(): Promise<void> {
  // biome-ignore lint/style/noProcessEnv: inlined at build time, like NEXT_RUNTIME above
  if (process.env.NODE_ENV !== 'production' || Symbol.for('forecourt.edge') in globalThis) return;
  const { getLogger } = await import('./server/logger.ts');
  getLogger().warn(
    'Started without the edge server (node apps/web/edge/server.mjs, as npm start does): client addresses and forwarded hosts are not checked and no security headers are sent.',
  );
}

/** Every server error is logged once, as JSON, with the request id the proxy assigned. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { getLogger } = await import('./server/logger.ts');
  const requestId = headerValue(request.headers['x-request-id']);
  getLogger().error(
    {
      err: error,
      requestId,
      method: request.method,
      path: request.path,
      routePath: context.routePath,
      routeType: context.routeType,
    },
    'request failed',
  );
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
