import { createHash, createHmac } from 'node:crypto';
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
  finishPendingSignIn,
  getPendingSignIn,
  getTotpFactor,
  markStaffSignedIn,
  recordPendingFailure,
  refundRateLimits,
  spendRateLimits,
  startPendingSignIn,
} from '@forecourt/db';
import { verifyStaffPassword } from '@forecourt/db/staff/password-hash';
import { hashSessionToken, makeSessionToken } from '../accounts/session-cookie.ts';
import { makeSignInCode, sameDigest } from '../accounts/sign-in-code.ts';
import { getRateLimitWait } from '../http/rate-limit.ts';
import type { Mailer } from '../leads/delivery/mailer.ts';
import { checkTotpCode, spendRecoveryCode } from './totp.ts';

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

/** An email as a limit's key: hashed, so the shared counters table holds no address. */
export function emailLimitKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

function passwordLimits(email: string, client: StaffClient) {
  const { perNetwork, perAccountAndNetwork } = STAFF_PASSWORD_LIMITS;
  return [
    { key: `staff-password:net:${client.clientHash}`, ...perNetwork },
    {
      key: `staff-password:account:${emailLimitKey(email)}:${client.clientHash}`,
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
  const expiresAt = new Date(deps.now.getTime() + STAFF_EMAIL_CODE_TTL_MS);
  if ((await getTotpFactor(deps.db, user.id))?.confirmedAt) {
    // The authenticator app is the second factor: no code is emailed.
    await startPendingSignIn(deps.db, {
      tokenHash: pendingHash,
      userId: user.id,
      codeHash: null,
      expiresAt,
      now: deps.now,
    });
    await appendStaffAudit(deps.db, {
      ...audit,
      actorId: user.id,
      action: 'sign_in.password_ok',
      at: deps.now,
    });
    return { status: 200, body: { ok: true }, pendingToken };
  }
  const code = makeSignInCode();
  await startPendingSignIn(deps.db, {
    tokenHash: pendingHash,
    userId: user.id,
    codeHash: hashEmailCode(deps.secret, pendingHash, code),
    expiresAt,
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
 * The second step: the emailed code, or for users with an authenticator app a code from it or
 * a recovery code. A right one ends the pending sign-in and starts a session; the fifth wrong
 * one spends it, and the user starts again with their password.
 */
export async function signInWithSecondFactor(
  deps: StaffAuthDeps,
  body: unknown,
  pendingToken: string | null,
  client: StaffClient,
): Promise<StaffAnswer> {
  if (!pendingToken) return fail(401, STAFF_SIGN_IN_MESSAGES.expired);
  const pendingHash = hashSessionToken(pendingToken);
  const pending = await getPendingSignIn(deps.db, pendingHash, deps.now);
  if (!pending) return fail(401, STAFF_SIGN_IN_MESSAGES.expired);
  const byApp = pending.codeHash === null;
  const parsed = staffCodeBodySchema.safeParse(body);
  if (!parsed.success || (!byApp && 'recoveryCode' in parsed.data)) {
    return fail(400, byApp ? STAFF_SIGN_IN_MESSAGES.badAppCode : STAFF_SIGN_IN_MESSAGES.badCode);
  }
  const offered = parsed.data;
  const audit = {
    actorId: pending.userId,
    actorEmail: pending.email,
    clientHash: client.clientHash,
    userAgent: client.userAgent,
    at: deps.now,
  };
  let outcome: { ok: true; factor: string } | { ok: false; reason: 'expired' | 'wrong' | 'spent' };
  if (byApp) {
    const user = { id: pending.userId, email: pending.email };
    const right =
      'code' in offered
        ? await checkTotpCode(deps.db, deps.secret, user, offered.code, deps.now)
        : await spendRecoveryCode(deps.db, user.id, offered.recoveryCode, deps.now);
    const factor = 'code' in offered ? 'totp' : 'recovery-code';
    if (right && (await finishPendingSignIn(deps.db, pendingHash, deps.now)) !== null) {
      outcome = { ok: true, factor };
    } else {
      outcome = right
        ? { ok: false, reason: 'expired' }
        : {
            ok: false,
            reason: await recordPendingFailure(
              deps.db,
              pendingHash,
              STAFF_EMAIL_CODE_WRONG_GUESSES,
            ),
          };
    }
  } else {
    const hashed = hashEmailCode(deps.secret, pendingHash, 'code' in offered ? offered.code : '');
    const checked = await checkPendingSignInCode(deps.db, {
      tokenHash: pendingHash,
      matches: (stored) => sameDigest(stored, hashed),
      wrongLimit: STAFF_EMAIL_CODE_WRONG_GUESSES,
      now: deps.now,
    });
    outcome = checked.ok ? { ok: true, factor: 'email-code' } : checked;
  }
  if (!outcome.ok) {
    await appendStaffAudit(deps.db, {
      ...audit,
      action: 'sign_in.failed',
      details: { reason: `${byApp ? 'app' : 'email'} code ${outcome.reason}` },
    });
    if (outcome.reason === 'expired') return fail(401, STAFF_SIGN_IN_MESSAGES.expired);
    if (outcome.reason === 'spent') return fail(429, STAFF_SIGN_IN_MESSAGES.codeSpent);
    return fail(
      400,
      byApp ? STAFF_SIGN_IN_MESSAGES.wrongAppCode : STAFF_SIGN_IN_MESSAGES.wrongCode,
    );
  }
  const sessionToken = makeSessionToken();
  await createStaffSession(deps.db, {
    tokenHash: hashSessionToken(sessionToken),
    userId: pending.userId,
    secondFactor: outcome.factor,
    expiresAt: new Date(deps.now.getTime() + STAFF_SESSION_MAX_MS),
    userAgent: client.userAgent,
    clientHash: client.clientHash,
    now: deps.now,
  });
  await markStaffSignedIn(deps.db, pending.userId, deps.now);
  await appendStaffAudit(deps.db, {
    ...audit,
    action: 'sign_in',
    details: { secondFactor: outcome.factor },
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
