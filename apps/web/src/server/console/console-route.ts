import 'server-only';
import { STAFF_SIGN_IN_MESSAGES, type StaffAction } from '@forecourt/core/staff';
import type { Db } from '@forecourt/db';
import { getDatabase } from '../database.ts';
import { jsonError, readJsonBody, storageFailed } from '../http/json-route.ts';
import { checkSameSiteRequest } from '../http/same-site-request.ts';
import { type ConsoleContext, loadConsoleContext, may } from './console-context.ts';

export interface ConsoleRouteOptions {
  /** Largest JSON body (413 above); null for a route that reads none. */
  maxBytes: number | null;
  /** What the roles at the console's dealership must allow; null for the user's own things. */
  action: StaffAction | null;
}

/**
 * Every console API route's guard, in one order: a request from another website (403) or
 * not JSON (415), no live session (401), a role that does not allow the action at the session's
 * dealership (403), the body, then `handle`, whose throw answers 400 or 503 as storefront routes.
 */
export async function handleConsoleRequest(
  request: Request,
  options: ConsoleRouteOptions,
  handle: (context: ConsoleContext, body: unknown, db: Db) => Promise<Response>,
): Promise<Response> {
  const unsafe = request.method !== 'GET' && request.method !== 'HEAD';
  if (unsafe) {
    const refusal = checkSameSiteRequest(
      request.headers,
      request.headers.get('host') ?? '',
      options.maxBytes === null ? 'none' : 'json',
    );
    if (refusal) return jsonError(refusal.status, refusal.message);
  }
  const { db } = await getDatabase();
  const context = await loadConsoleContext(db, request.headers, new Date());
  if (!context) return jsonError(401, STAFF_SIGN_IN_MESSAGES.signedOut);
  if (options.action && !may(context, options.action)) {
    return jsonError(403, STAFF_SIGN_IN_MESSAGES.forbidden);
  }
  const body =
    options.maxBytes === null || !unsafe
      ? { ok: true as const, value: null }
      : await readJsonBody(request, options.maxBytes);
  if (!body.ok) return body.response;
  try {
    return await handle(context, body.value, db);
  } catch (error) {
    return storageFailed(error, 'The console could not save that just now. Please try again.', {
      message: 'console request failed',
      userId: context.session.userId,
    });
  }
}

