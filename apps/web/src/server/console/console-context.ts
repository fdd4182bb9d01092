import 'server-only';
import { timeZoneForState } from '@forecourt/core/location';
import {
  mayAt,
  rolesAt,
  STAFF_IDLE_TIMEOUT_MS,
  type StaffAction,
  type StaffGrant,
  type StaffRole,
} from '@forecourt/core/staff';
import {
  type AuditEntry,
  type ConsoleDealership,
  type Db,
  type InboxScope,
  listStaffDealerships,
  listStaffGrants,
  type StaffSessionRow,
  touchStaffSession,
} from '@forecourt/db';
import { hashSessionToken } from '../accounts/session-cookie.ts';
import { getClientKey } from '../http/client-key.ts';
import { readStaffCookie } from '../staff/staff-cookie.ts';
import type { StaffClient } from '../staff/staff-sign-in.ts';

/**
 * Everything a console request may do, worked out on the server from its session cookie: who
 * is signed in, the dealerships their grants reach, the one the console shows, and their roles
 * there. Pages and API routes read only this; nothing the client sends widens it.
 */
export interface ConsoleContext {
  session: StaffSessionRow;
  grants: StaffGrant[];
  dealerships: ConsoleDealership[];
  /** The dealership the console shows; null when the user's grants reach none. */
  dealership: ConsoleDealership | null;
  roles: StaffRole[];
  /** The dealership's time zone (its primary location's state): dates are read in it. */
  timeZone: string;
  client: StaffClient;
  https: boolean;
}

export async function loadConsoleContext(
  db: Db,
  headers: Headers,
  now: Date,
): Promise<ConsoleContext | null> {
  const https = headers.get('x-forwarded-proto') === 'https';
  const token = readStaffCookie(headers.get('cookie'), 'session', https);
  if (!token) return null;
  const session = await touchStaffSession(db, hashSessionToken(token), now, STAFF_IDLE_TIMEOUT_MS);
  if (!session) return null;
  const grants = await listStaffGrants(db, session.userId);
  const dealerships = await listStaffDealerships(db, grants);
  const dealership =
    dealerships.find((candidate) => candidate.id === session.dealershipId) ??
    dealerships[0] ??
    null;
  return {
    session,
    grants,
    dealerships,
    dealership,
    roles: dealership ? rolesAt(grants, toPlace(dealership)) : [],
    timeZone: timeZoneForState(dealership?.state ?? 'NSW'),
    client: getStaffClient(headers),
    https,
  };
}

const toPlace = (dealership: ConsoleDealership) => ({
  dealershipId: dealership.id,
  groupId: dealership.groupId,
});

/** The client as the edge decided it (socket or trusted proxies), never as the client said. */
export function getStaffClient(headers: Headers): StaffClient {
  return {
    clientHash: getClientKey(headers),
    userAgent: (headers.get('user-agent') ?? '').slice(0, 300),
  };
}

/** Whether the context's roles at its dealership allow the action. */
export function may(context: ConsoleContext, action: StaffAction): boolean {
  return context.dealership !== null && mayAt(context.grants, toPlace(context.dealership), action);
}

/** The inbox scope of the context, or null when its roles there see no leads. */
export function getInboxScope(context: ConsoleContext): InboxScope | null {
  if (!context.dealership) return null;
  const seeAll = may(context, 'leads.view_all');
  if (!seeAll && !may(context, 'leads.view_assigned')) return null;
  return { dealershipId: context.dealership.id, viewerId: context.session.userId, seeAll };
}

/** The who, as whom, where from and which dealership of an audit line written by this request. */
export function auditActor(
  context: ConsoleContext,
): Pick<
  AuditEntry,
  | 'actorId'
  | 'actorEmail'
  | 'impersonatorId'
  | 'clientHash'
  | 'userAgent'
  | 'dealershipId'
  | 'groupId'
> {
  return {
    actorId: context.session.userId,
    actorEmail: context.session.email,
    impersonatorId: context.session.impersonatorId,
    clientHash: context.client.clientHash,
    userAgent: context.client.userAgent,
    dealershipId: context.dealership?.id ?? null,
    groupId: context.dealership?.groupId ?? null,
  };
}
