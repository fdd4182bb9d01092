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
  const refused = unsafe ? refuseCrossSite(request, options.maxBytes) : null;
  if (refused) return refused;
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

function refuseCrossSite(request: Request, maxBytes: number | null): Response | null {
  const refusal = checkSameSiteRequest(
    request.headers,
    request.headers.get('host') ?? '',
    maxBytes === null ? 'none' : 'json',
  );
  return refusal ? jsonError(refusal.status, refusal.message) : null;
}

/** Signing in: no session yet, the same cross-site, body and failure guards as the rest. */
export async function handleConsoleSignInPost(
  request: Request,
  handle: (body: unknown, db: Db) => Promise<Response>,
): Promise<Response> {
  const maxBytes = 4_096;
  const refused = refuseCrossSite(request, maxBytes);
  if (refused) return refused;
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return body.response;
  const { db } = await getDatabase();
  try {
    return await handle(body.value, db);
  } catch (error) {
    return storageFailed(error, 'Signing in is not working just now. Please try again.', {
      message: 'console sign-in failed',
    });
  }
}
