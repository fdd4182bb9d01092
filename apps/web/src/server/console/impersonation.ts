import 'server-only';
import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import {
  appendStaffAudit,
  createStaffSession,
  type Db,
  endStaffSession,
  getStaffUser,
} from '@forecourt/db';
import { hashSessionToken, makeSessionToken } from '../accounts/session-cookie.ts';
import { json, jsonError } from '../http/json-route.ts';
import { clearedStaffCookie, readStaffCookie, staffCookie } from '../staff/staff-cookie.ts';
import { auditActor, type ConsoleContext, may } from './console-context.ts';

/** How long a platform admin may act as someone else before the session ends by itself. */
export const IMPERSONATION_MS = 30 * 60_000;

/**
 * A platform admin acts as another staff user (issue 28 §3): a session of that user, marked
 * with the admin, ending in 30 minutes; every line it writes to the audit log carries both
 * identities. The admin's own session waits in its own cookie and comes back on Stop.
 */
export async function startImpersonation(
  db: Db,
  context: ConsoleContext,
  targetId: number,
  request: Request,
): Promise<Response> {
  if (
    !context.grants.some((grant) => grant.scope.kind === 'platform') ||
    !may(context, 'impersonate')
  ) {
    return jsonError(403, STAFF_SIGN_IN_MESSAGES.forbidden);
  }
  if (context.session.impersonatorId) return jsonError(409, 'Stop acting as someone else first.');
  const target = await getStaffUser(db, targetId);
  if (!target || target.disabledAt || target.id === context.session.userId) {
    return jsonError(404, 'There is no such staff member to act as.');
  }
  const ownToken = readStaffCookie(request.headers.get('cookie'), 'session', context.https);
  if (!ownToken) return jsonError(401, STAFF_SIGN_IN_MESSAGES.signedOut);
  const now = new Date();
  const token = makeSessionToken();
  await createStaffSession(db, {
    tokenHash: hashSessionToken(token),
    userId: target.id,
    secondFactor: 'impersonation',
    expiresAt: new Date(now.getTime() + IMPERSONATION_MS),
    userAgent: context.client.userAgent,
    clientHash: context.client.clientHash,
    now,
    impersonatorId: context.session.userId,
  });
  await appendStaffAudit(db, {
    ...auditActor(context),
    action: 'impersonation.start',
    targetKind: 'staff_user',
    targetId: target.id,
    details: { actingAs: target.email, minutes: IMPERSONATION_MS / 60_000 },
  });
  const response = json({ ok: true });
  response.headers.append(
    'set-cookie',
    staffCookie('admin', ownToken, IMPERSONATION_MS, context.https),
  );
  response.headers.append(
    'set-cookie',
    staffCookie('session', token, IMPERSONATION_MS, context.https),
  );
  return response;
}

/** Ends acting as someone: the impersonation session ends and the admin's own comes back. */
export async function stopImpersonation(
  db: Db,
  context: ConsoleContext,
  request: Request,
): Promise<Response> {
  if (!context.session.impersonatorId) return jsonError(409, 'You are not acting as anyone.');
  await endStaffSession(db, context.session.tokenHash);
  await appendStaffAudit(db, {
    ...auditActor(context),
    action: 'impersonation.stop',
    targetKind: 'staff_user',
    targetId: context.session.userId,
  });
  const response = json({ ok: true });
  const adminToken = readStaffCookie(request.headers.get('cookie'), 'admin', context.https);
  response.headers.append(
    'set-cookie',
    adminToken
      ? staffCookie('session', adminToken, IMPERSONATION_MS, context.https)
      : clearedStaffCookie('session', context.https),
  );
  response.headers.append('set-cookie', clearedStaffCookie('admin', context.https));
  return response;
}
