import { createHmac } from 'node:crypto';
import {
  STAFF_EMAIL_CODE_TTL_MS,
  STAFF_EMAIL_CODE_WRONG_GUESSES,
  STAFF_PASSWORD_LIMITS,
  STAFF_SESSION_MAX_MS,
  STAFF_SIGN_IN_MESSAGES,
  staffCodeBodySchema,
  staffPasswordBodySchema,
} from '@forecourt/core/staff';
import {
  appendStaffAudit,
  checkPendingSignInCode,
  createStaffSession,
  type Db,
  endStaffSession,
  findStaffUserByEmail,
  getPendingSignIn,
  markStaffSignedIn,
  refundRateLimits,
  spendRateLimits,
  startPendingSignIn,
} from '@forecourt/db';
import { verifyStaffPassword } from '@forecourt/db/staff/password-hash';
import { hashSessionToken, makeSessionToken } from '../accounts/session-cookie.ts';
import { makeSignInCode, sameDigest } from '../accounts/sign-in-code.ts';
import { getRateLimitWait } from '../http/rate-limit.ts';
import type { Mailer } from '../leads/delivery/mailer.ts';

export interface StaffAuthDeps {
  db: Db;
  /** HMAC key (FORM_SECRET) for email codes. */
  secret: string;
  mailer: Pick<Mailer, 'send'>;
  now: Date;
  log: { warn(fields: Record<string, unknown>, message: string): void };
}

/** Who is asking, as the edge decided: the keyed hash of their network and their browser. */
export interface StaffClient {
  clientHash: string;
  userAgent: string;
}

export interface StaffAnswer {
  status: number;
  body: { ok: true } | { ok: false; message: string };
  /** Set-Cookie values to send: a pending sign-in's token, then a session's. */
  pendingToken?: string;
  sessionToken?: string;
  headers?: Record<string, string>;
}

const fail = (status: number, message: string, headers?: Record<string, string>): StaffAnswer => ({
  status,
  body: { ok: false, message },
  ...(headers ? { headers } : {}),
});

/** The stored form of an emailed code: bound to its pending sign-in, worthless elsewhere. */
function hashEmailCode(secret: string, pendingTokenHash: string, code: string) {
  return createHmac('sha256', secret)
    .update(`staff-code:${pendingTokenHash}:${code}`)
    .digest('hex');
}

function passwordLimits(email: string, client: StaffClient) {
  const { perNetwork, perAccountAndNetwork } = STAFF_PASSWORD_LIMITS;
  return [
    { key: `staff-password:net:${client.clientHash}`, ...perNetwork },
    {
      key: `staff-password:account:${email.trim().toLowerCase()}:${client.clientHash}`,
      ...perAccountAndNetwork,
    },
  ];
}

/**
 * The first step of signing in: the password. A right one starts a pending sign-in and emails
 * its code (the second factor); a wrong one, an unknown email and a disabled account all read
 * the same. Attempts count per network and per account from that network, and a right password
 * gives its count back.
 */
export async function signInWithPassword(
  deps: StaffAuthDeps,
  body: unknown,
  client: StaffClient,
): Promise<StaffAnswer> {
  const parsed = staffPasswordBodySchema.safeParse(body);
  if (!parsed.success) return fail(400, STAFF_SIGN_IN_MESSAGES.badForm);
  const { email, password } = parsed.data;
  const limits = passwordLimits(email, client);
  const spent = await deps.db.transaction((tx) => spendRateLimits(tx, limits, deps.now));
  const audit = { actorEmail: email, clientHash: client.clientHash, userAgent: client.userAgent };
  if (!spent.ok) {
    if (spent.refused.some((refusal) => refusal.firstRefusal)) {
      deps.log.warn({ event: 'staff_sign_in_limited' }, 'staff sign-in limit reached');
      await appendStaffAudit(deps.db, {
        ...audit,
        actorId: null,
        action: 'sign_in.limited',
        at: deps.now,
      });
    }
    const counters = spent.refused.map(({ limit, windowStart }) => ({
      key: limit.key,
      windowStart,
      max: limit.max,
      windowMs: limit.windowMs,
      spam: false,
    }));
    const wait = getRateLimitWait(
      counters,
      counters.map((counter) => counter.key),
      deps.now,
    );
    return fail(429, STAFF_SIGN_IN_MESSAGES.tooMany, { 'retry-after': String(wait) });
  }
  const user = await findStaffUserByEmail(deps.db, email);
  const matches = await verifyStaffPassword(user?.passwordHash ?? null, password);
  if (!user || !matches || user.disabledAt) {
    await appendStaffAudit(deps.db, {
      ...audit,
      actorId: user?.id ?? null,
      action: 'sign_in.failed',
      details: {
        reason: !user ? 'unknown email' : user.disabledAt ? 'disabled' : 'wrong password',
      },
      at: deps.now,
    });
    return fail(400, STAFF_SIGN_IN_MESSAGES.wrongPassword);
  }
  await deps.db.transaction((tx) => refundRateLimits(tx, limits, deps.now));
  const pendingToken = makeSessionToken();
  const pendingHash = hashSessionToken(pendingToken);
  const code = makeSignInCode();
  await startPendingSignIn(deps.db, {
    tokenHash: pendingHash,
    userId: user.id,
    codeHash: hashEmailCode(deps.secret, pendingHash, code),
    expiresAt: new Date(deps.now.getTime() + STAFF_EMAIL_CODE_TTL_MS),
    now: deps.now,
  });
  try {
    await deps.mailer.send({
      key: `staff-code-${pendingHash.slice(0, 24)}`,
      to: user.email,
      subject: `${code} is your Forecourt console code`,
      text: [
        `Hello ${user.name},`,
        '',
        `Your code to finish signing in to the Forecourt console is ${code}.`,
        'It works once, for the next 10 minutes.',
        '',
        'If you did not just sign in, someone has your password: change it now, and tell your dealer principal.',
      ].join('\n'),
    });
  } catch {
    return fail(503, STAFF_SIGN_IN_MESSAGES.sendFailed);
  }
  await appendStaffAudit(deps.db, {
    ...audit,
    actorId: user.id,
    action: 'sign_in.code_sent',
    at: deps.now,
  });
  return { status: 200, body: { ok: true }, pendingToken };
}

/**
 * The second step: the emailed code. A right one ends the pending sign-in and starts a session;
 * the fifth wrong one spends it, and the user starts again with their password.
 */
export async function signInWithEmailCode(
  deps: StaffAuthDeps,
  body: unknown,
  pendingToken: string | null,
  client: StaffClient,
): Promise<StaffAnswer> {
  const parsed = staffCodeBodySchema.safeParse(body);
  if (!parsed.success) return fail(400, STAFF_SIGN_IN_MESSAGES.badCode);
  if (!pendingToken) return fail(401, STAFF_SIGN_IN_MESSAGES.expired);
  const pendingHash = hashSessionToken(pendingToken);
  const pending = await getPendingSignIn(deps.db, pendingHash, deps.now);
  if (!pending) return fail(401, STAFF_SIGN_IN_MESSAGES.expired);
  const offered = hashEmailCode(deps.secret, pendingHash, parsed.data.code);
  const checked = await checkPendingSignInCode(deps.db, {
    tokenHash: pendingHash,
    matches: (stored) => sameDigest(stored, offered),
    wrongLimit: STAFF_EMAIL_CODE_WRONG_GUESSES,
    now: deps.now,
  });
  const audit = {
    actorId: pending.userId,
    actorEmail: pending.email,
    clientHash: client.clientHash,
    userAgent: client.userAgent,
    at: deps.now,
  };
  if (!checked.ok) {
    await appendStaffAudit(deps.db, {
      ...audit,
      action: 'sign_in.failed',
      details: { reason: `email code ${checked.reason}` },
    });
    if (checked.reason === 'expired') return fail(401, STAFF_SIGN_IN_MESSAGES.expired);
    return checked.reason === 'spent'
      ? fail(429, STAFF_SIGN_IN_MESSAGES.codeSpent)
      : fail(400, STAFF_SIGN_IN_MESSAGES.wrongCode);
  }
  const sessionToken = makeSessionToken();
  await createStaffSession(deps.db, {
    tokenHash: hashSessionToken(sessionToken),
    userId: pending.userId,
    secondFactor: 'email-code',
    expiresAt: new Date(deps.now.getTime() + STAFF_SESSION_MAX_MS),
    userAgent: client.userAgent,
    clientHash: client.clientHash,
    now: deps.now,
  });
  await markStaffSignedIn(deps.db, pending.userId, deps.now);
  await appendStaffAudit(deps.db, {
    ...audit,
    action: 'sign_in',
    details: { secondFactor: 'email-code' },
  });
  return { status: 200, body: { ok: true }, sessionToken };
}

/** Ends the session of a token (signing out), with its audit line. */
export async function signOutStaff(
  deps: Pick<StaffAuthDeps, 'db' | 'now'>,
  session: { tokenHash: string; userId: number; email: string },
  client: StaffClient,
) {
  await endStaffSession(deps.db, session.tokenHash);
  await appendStaffAudit(deps.db, {
    actorId: session.userId,
    actorEmail: session.email,
    action: 'sign_out',
    clientHash: client.clientHash,
    userAgent: client.userAgent,
    at: deps.now,
  });
}
