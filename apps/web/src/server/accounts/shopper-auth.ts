import type { AccountAnswer } from '@forecourt/core/accounts';
import {
  getSignInCodeLimits,
  getWrongGuessLimit,
  isSmsBudget,
  SESSION_TTL_MS,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_MESSAGES,
  SIGN_IN_WRONG_GUESSES_PER_CODE,
  type SignInLimit,
  sendCodeBodySchema,
  toAustralianMobile,
  verifyCodeBodySchema,
} from '@forecourt/core/accounts';
import {
  createShopperSession,
  type Db,
  getShopperSession,
  issueSignInCode,
  type RefusedLimit,
  type ShopperSession,
  verifySignInCode,
} from '@forecourt/db';
import { getClientNetwork, getRateLimitWait } from '../http/rate-limit.ts';
import { hashIp } from '../leads/form-token.ts';
import { getAppMetrics } from '../metrics/app-metrics.ts';
import { hashSessionToken, makeSessionToken, readSessionToken } from './session-cookie.ts';
import { hashSignInCode, makeSignInCode, sameDigest } from './sign-in-code.ts';
import type { SmsSender } from './sms-sender.ts';

/** Where refusals are reported: the app's logger (pino's signature). */
export interface AccountLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface AccountDeps {
  db: Db;
  /** HMAC key (FORM_SECRET): code hashes and client hashes. */
  secret: string;
  sms: SmsSender;
  now: Date;
  /** Sign-in texts the whole deployment may send per hour (SIGN_IN_SMS_BUDGET_PER_HOUR). */
  smsBudgetPerHour: number;
  log: AccountLog;
}

export interface AccountSite {
  id: number;
  name: string;
  /** The site's own text budget (config features.signInSmsBudget). */
  smsBudget: { max: number; windowSeconds: number };
}

export interface Answer {
  status: number;
  body: AccountAnswer;
  /** A new session's token, for the Set-Cookie of a successful sign-in. */
  sessionToken?: string;
  headers?: Record<string, string>;
}

/** The stable event names of the log lines an operator alerts on (README, docs). */
export const SMS_BUDGET_EVENT = 'sms_budget_exhausted';
export const SIGN_IN_LIMIT_EVENT = 'sign_in_limited';

const fail = (status: number, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { ok: false, message },
  ...(headers ? { headers } : {}),
});

/** The keyed hash of the client's network: an IPv4 address or an IPv6 /64, as leads count. */
const clientOf = (deps: AccountDeps, ip: string) => hashIp(deps.secret, getClientNetwork(ip));

/**
 * Sends a sign-in code to an AU mobile, within the limits per number and per client network
 * (the socket's address, never a header the client wrote), on this site and on all sites, and
 * within the site's and the deployment's budgets of texts (issue 24 §3).
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
  const issued = await issueSignInCode(deps.db, {
    siteId: site.id,
    phone,
    codeHash: hashSignInCode(deps.secret, site.id, phone, code),
    expiresAt: new Date(deps.now.getTime() + SIGN_IN_CODE_TTL_MS),
    limits: getSignInCodeLimits({
      siteId: site.id,
      phone,
      client: clientOf(deps, ip),
      siteBudget: site.smsBudget,
      deploymentBudgetPerHour: deps.smsBudgetPerHour,
    }),
    now: deps.now,
  });
  if (!issued.ok) {
    reportRefusals(deps, site, issued.refused);
    const headers = { 'retry-after': String(waitSeconds(issued.refused, deps.now)) };
    const budgetSpent = issued.refused.some(({ limit }) => isSmsBudget(limit.kind));
    getAppMetrics().smsRefused.inc({ reason: budgetSpent ? 'budget' : 'limit' });
    return budgetSpent
      ? fail(503, SIGN_IN_MESSAGES.paused, headers)
      : fail(429, SIGN_IN_MESSAGES.tooMany, headers);
  }
  try {
    await deps.sms.send({
      to: phone,
      text: `${code} is your ${site.name} sign-in code. It expires in 5 minutes.`,
    });
  } catch {
    return fail(503, SIGN_IN_MESSAGES.sendFailed);
  }
  return { status: 200, body: { ok: true } };
}

/**
 * Checks a code; a right one starts a session on this site (token for the cookie). Wrong
 * guesses count against the code that was sent and against the client, never the number.
 */
export async function signInWithCode(
  deps: AccountDeps,
  site: AccountSite,
  body: unknown,
  ip: string,
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
    wrongPerCode: SIGN_IN_WRONG_GUESSES_PER_CODE,
    clientLimit: getWrongGuessLimit(site.id, clientOf(deps, ip)),
  });
  if (!result.ok) {
    if (result.reason === 'limited') {
      reportRefusals(deps, site, result.refused);
      return fail(429, SIGN_IN_MESSAGES.tooManyGuesses, {
        'retry-after': String(waitSeconds(result.refused, deps.now)),
      });
    }
    return result.reason === 'spent'
      ? fail(429, SIGN_IN_MESSAGES.codeSpent)
      : fail(400, SIGN_IN_MESSAGES.wrongCode);
  }
  const token = makeSessionToken();
  await createShopperSession(deps.db, {
    tokenHash: hashSessionToken(token),
    userId: result.userId,
    siteId: site.id,
    expiresAt: new Date(deps.now.getTime() + SESSION_TTL_MS),
  });
  return { status: 200, body: { ok: true }, sessionToken: token };
}

/**
 * One log line per limit and window, however many requests it refuses (the database marks the
 * first): an error when a budget every shopper shares is spent, for an operator's alert.
 */
export function reportRefusals(
  deps: Pick<AccountDeps, 'log'>,
  site: { id: number },
  refused: RefusedLimit<SignInLimit>[],
): void {
  for (const { limit, windowStart, firstRefusal } of refused) {
    if (!firstRefusal) continue;
    const fields = {
      limit: limit.kind,
      siteId: site.id,
      max: limit.max,
      windowStart: windowStart.toISOString(),
      windowSeconds: limit.windowMs / 1000,
    };
    if (isSmsBudget(limit.kind)) {
      deps.log.error(
        { event: SMS_BUDGET_EVENT, ...fields },
        'SMS budget spent: sign-in codes are refused until the window ends',
      );
    } else {
      deps.log.warn({ event: SIGN_IN_LIMIT_EVENT, ...fields }, 'sign-in limit reached');
    }
  }
}

function waitSeconds(refused: RefusedLimit<SignInLimit>[], now: Date): number {
  const counters = refused.map(({ limit, windowStart }) => ({
    key: limit.key,
    windowStart,
    max: limit.max,
    windowMs: limit.windowMs,
    spam: false,
  }));
  return getRateLimitWait(
    counters,
    counters.map((counter) => counter.key),
    now,
  );
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
