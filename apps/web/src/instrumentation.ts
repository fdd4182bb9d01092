import type { Instrumentation } from 'next';

/** Start background work of the server process: the lead delivery relay. */
export async function register(): Promise<void> {
  // Next replaces NEXT_RUNTIME at build time, which keeps Node-only code out of other bundles.
  // biome-ignore lint/style/noProcessEnv: the documented way to branch on the runtime here
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startLeadRelayInProcess } = await import('./server/leads/relay-process.ts');
    await startLeadRelayInProcess();
  }
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
