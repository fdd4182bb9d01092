import { createHmac, timingSafeEqual } from 'node:crypto';
import { type AlertChannel, type Db, setShopperAlerts } from '@forecourt/db';

/** Texts of the unsubscribe page and API. */
export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    'This unsubscribe link is not valid. Please use the latest link from one of our messages.',
  email: 'You will no longer get alert emails from us.',
  sms: 'You will no longer get alert text messages from us.',
} as const;

const channels = new Set<string>(['email', 'sms']);

function tokenOf(secret: string, siteId: number, userId: number, channel: AlertChannel): string {
  return createHmac('sha256', secret)
    .update(`alert-unsubscribe:${siteId}:${userId}:${channel}`)
    .digest('base64url')
    .slice(0, 32);
}

function signedQuery(
  secret: string,
  siteId: number,
  userId: number,
  channel: AlertChannel,
): URLSearchParams {
  return new URLSearchParams({
    u: String(userId),
    c: channel,
    t: tokenOf(secret, siteId, userId, channel),
  });
}

/**
 * The unsubscribe link for people in a shopper's alerts on one channel: a page that asks before
 * it acts (mail scanners open links). It needs no sign-in, so it carries an HMAC of the shopper,
 * site and channel instead: it can turn off that shopper's alerts on that channel, nothing else.
 */
export function alertUnsubscribeUrl(
  origin: string,
  secret: string,
  siteId: number,
  userId: number,
  channel: AlertChannel,
): string {
  return `${origin}/alerts/unsubscribe?${signedQuery(secret, siteId, userId, channel)}`;
}

/**
 * The address of an alert email's List-Unsubscribe header: the same signed link on the API
 * route, where a mail app's RFC 8058 one-click POST (no cookies, no page) turns email alerts off.
 */
export function alertOneClickUnsubscribeUrl(
  origin: string,
  secret: string,
  siteId: number,
  userId: number,
): string {
  return `${origin}/api/alerts/unsubscribe?${signedQuery(secret, siteId, userId, 'email')}`;
}

export interface UnsubscribeRequest {
  userId: number;
  channel: AlertChannel;
}

/** The shopper and channel an unsubscribe link names, if its token is right for this site. */
export function readUnsubscribeLink(
  secret: string,
  siteId: number,
  query: URLSearchParams,
): UnsubscribeRequest | null {
  const user = query.get('u') ?? '';
  const channel = query.get('c') ?? '';
  const token = query.get('t') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(user) || !channels.has(channel)) return null;
  const userId = Number(user);
  const expected = Buffer.from(tokenOf(secret, siteId, userId, channel as AlertChannel));
  const offered = Buffer.from(token);
  if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) return null;
  return { userId, channel: channel as AlertChannel };
}

/** Turns the alerts an unsubscribe link names off: 200 with what stopped, or 400. */
export async function unsubscribeFromAlerts(
  db: Db,
  secret: string,
  siteId: number,
  query: URLSearchParams,
): Promise<{ status: 200 | 400; message: string }> {
  const link = readUnsubscribeLink(secret, siteId, query);
  // A deleted account has nothing left to stop: the link still answers as done.
  if (!link) return { status: 400, message: UNSUBSCRIBE_MESSAGES.invalid };
  await setShopperAlerts(db, { siteId, userId: link.userId, channel: link.channel, on: false });
  return { status: 200, message: UNSUBSCRIBE_MESSAGES[link.channel] };
}
