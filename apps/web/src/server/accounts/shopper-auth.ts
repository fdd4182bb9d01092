import { sendCodeBodySchema, verifyCodeBodySchema } from '@forecourt/core/accounts/account-api';
import {
  SESSION_TTL_MS,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_CODES_PER_CLIENT_PER_HOUR,
  SIGN_IN_CODES_PER_NUMBER_PER_HOUR,
  SIGN_IN_LOCK_AFTER_FAILURES,
  SIGN_IN_LOCK_MS,
  SIGN_IN_MESSAGES,
  toAustralianMobile,
} from '@forecourt/core/accounts/sign-in-rules';
import {
  createShopperSession,
  type Db,
  getShopperSession,
  issueSignInCode,
  type ShopperSession,
  verifySignInCode,
} from '@forecourt/db';
import { hashIp } from '../leads/form-token.ts';
import { getClientNetwork } from '../leads/rate-limit.ts';
import { hashSessionToken, makeSessionToken, readSessionToken } from './session-cookie.ts';
import { hashSignInCode, makeSignInCode, sameDigest } from './sign-in-code.ts';
import type { SmsSender } from './sms-sender.ts';

export interface AccountDeps {
  db: Db;
  /** HMAC key (FORM_SECRET): code hashes and client hashes. */
  secret: string;
  sms: SmsSender;
  now: Date;
  /** The address the request came to ('https://harbour-ford.com.au'): alert links use it. */
  origin?: string;
}

export interface AccountSite {
  id: number;
  name: string;
}

export interface Answer {
  status: number;
  body: { success: boolean; message?: string; car_ids?: number[] };
  /** A new session's token, for the Set-Cookie of a successful sign-in. */
  sessionToken?: string;
}

const HOUR_MS = 3_600_000;
const fail = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});

/**
 * Sends a sign-in code to an AU mobile, limited per number and per client network (the socket's
 * address, never a header the client wrote), both per site.
 */
export async function requestSignInCode(
  deps: AccountDeps,
  site: AccountSite,
  body: unknown,
  ip: string,
): Promise<Answer> {
  const parsed = sendCodeBodySchema.safeParse(body);
  const phone = parsed.success ? toAustralianMobile(parsed.data.phone) : null;
  if (!phone) return fail(400, SIGN_IN_MESSAGES.badPhone);
  const code = makeSignInCode();
  const client = hashIp(deps.secret, getClientNetwork(ip));
  const issued = await issueSignInCode(deps.db, {
    siteId: site.id,
    phone,
    codeHash: hashSignInCode(deps.secret, site.id, phone, code),
    expiresAt: new Date(deps.now.getTime() + SIGN_IN_CODE_TTL_MS),
    limits: [
      {
        key: `otp-phone:${site.id}:${phone}`,
        max: SIGN_IN_CODES_PER_NUMBER_PER_HOUR,
        windowMs: HOUR_MS,
      },
      {
        key: `otp-ip:${site.id}:${client}`,
        max: SIGN_IN_CODES_PER_CLIENT_PER_HOUR,
        windowMs: HOUR_MS,
      },
    ],
    now: deps.now,
  });
  if (!issued.ok) {
    return fail(
      429,
      issued.reason === 'locked' ? SIGN_IN_MESSAGES.locked : SIGN_IN_MESSAGES.tooMany,
    );
  }
  try {
    await deps.sms.send({
      to: phone,
      text: `${code} is your ${site.name} sign-in code. It expires in 5 minutes.`,
    });
  } catch {
    return fail(503, SIGN_IN_MESSAGES.sendFailed);
  }
  return { status: 200, body: { success: true } };
}

/** Checks a code; a right one starts a session on this site (token for the cookie). */
export async function signInWithCode(
  deps: AccountDeps,
  site: AccountSite,
  body: unknown,
): Promise<Answer> {
  const parsed = verifyCodeBodySchema.safeParse(body);
  if (!parsed.success) {
    const phoneOk = sendCodeBodySchema.safeParse(body).success;
    return fail(400, phoneOk ? SIGN_IN_MESSAGES.badCode : SIGN_IN_MESSAGES.badPhone);
  }
  const phone = toAustralianMobile(parsed.data.phone);
  if (!phone) return fail(400, SIGN_IN_MESSAGES.badPhone);
  const offered = hashSignInCode(deps.secret, site.id, phone, parsed.data.code);
  const result = await verifySignInCode(deps.db, {
    siteId: site.id,
    phone,
    matches: (stored) => sameDigest(stored, offered),
    now: deps.now,
    lockAfter: SIGN_IN_LOCK_AFTER_FAILURES,
    lockUntil: new Date(deps.now.getTime() + SIGN_IN_LOCK_MS),
  });
  if (!result.ok) {
    return result.reason === 'locked'
      ? fail(429, SIGN_IN_MESSAGES.locked)
      : fail(400, SIGN_IN_MESSAGES.wrongCode);
  }
  const token = makeSessionToken();
  await createShopperSession(deps.db, {
    tokenHash: hashSessionToken(token),
    userId: result.userId,
    siteId: site.id,
    expiresAt: new Date(deps.now.getTime() + SESSION_TTL_MS),
    origin: deps.origin ?? null,
  });
  return { status: 200, body: { success: true }, sessionToken: token };
}

/** The signed-in shopper of a request on this site, from its session cookie; null if none. */
export async function getRequestSession(
  db: Db,
  siteId: number,
  cookieHeader: string | null,
  now: Date,
): Promise<ShopperSession | null> {
  const token = readSessionToken(cookieHeader);
  return token ? getShopperSession(db, siteId, hashSessionToken(token), now) : null;
}
