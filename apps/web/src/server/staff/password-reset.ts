import {
  INVITATION_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  passwordResetBodySchema,
  passwordResetRequestSchema,
} from '@forecourt/core/staff';
import { getConsoleOrigin, type PublicAddress } from '@forecourt/core/tenancy';
import {
  appendStaffAudit,
  createStaffEmailToken,
  type Db,
  findStaffEmailToken,
  findStaffUserByEmail,
  resetStaffPassword,
  spendRateLimits,
} from '@forecourt/db';
import { hashLinkToken, makeLinkToken } from '@forecourt/db/staff/link-token';
import { hashStaffPassword } from '@forecourt/db/staff/password-hash';
import type { Mailer } from '../leads/delivery/mailer.ts';
import { checkNewPassword } from './password-policy.ts';
import { emailLimitKey, type StaffClient } from './staff-sign-in.ts';

const RESET_TTL_MS = 60 * 60_000;
const HOUR = 60 * 60_000;

export interface ResetDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  address: PublicAddress;
  now: Date;
}

type Answer = { status: number; body: { ok: boolean; message: string } };
const answer = (status: number, message: string, ok = status < 400): Answer => ({
  status,
  body: { ok, message },
});

/**
 * Emails a link to choose a new password. The answer is the same whether or not the email has
 * an account (nobody learns who works where); requests count per network and per email, so
 * nobody can flood a colleague's inbox.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  body: unknown,
  client: StaffClient,
): Promise<Answer> {
  const parsed = passwordResetRequestSchema.safeParse(body);
  if (!parsed.success) return answer(400, PASSWORD_RESET_MESSAGES.badEmail);
  const email = parsed.data.email.toLowerCase();
  const spent = await deps.db.transaction((tx) =>
    spendRateLimits(
      tx,
      [
        { key: `staff-reset:net:${client.clientHash}`, max: 10, windowMs: HOUR },
        { key: `staff-reset:email:${emailLimitKey(email)}`, max: 3, windowMs: HOUR },
      ],
      deps.now,
    ),
  );
  if (!spent.ok) return answer(429, PASSWORD_RESET_MESSAGES.tooMany);
  const user = await findStaffUserByEmail(deps.db, email);
  if (user && !user.disabledAt) {
    const { token, tokenHash } = makeLinkToken();
    await createStaffEmailToken(deps.db, {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(deps.now.getTime() + RESET_TTL_MS),
    });
    await deps.mailer.send({
      key: `staff-reset-${tokenHash.slice(0, 24)}`,
      to: user.email,
      subject: 'Choose a new password for the dealer console',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone (we hope you) asked to reset your Forecourt console password. Open this link within the hour to choose a new one:',
        `${getConsoleOrigin(deps.address)}/reset-password/${token}`,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
    await appendStaffAudit(deps.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'password.reset_requested',
      clientHash: client.clientHash,
      userAgent: client.userAgent,
      at: deps.now,
    });
  }
  return answer(200, PASSWORD_RESET_MESSAGES.sent);
}

/** Whose live reset link a token is (the page greets them), or null. */
export function findResetLink(db: Db, token: string, now: Date) {
  return findStaffEmailToken(db, hashLinkToken(token), now);
}

/** Sets the new password from the link, once, and signs every session of the user out. */
export async function completePasswordReset(
  deps: Pick<ResetDeps, 'db' | 'now'>,
  body: unknown,
  client: StaffClient,
): Promise<Answer> {
  const parsed = passwordResetBodySchema.safeParse(body);
  if (!parsed.success) return answer(400, PASSWORD_RESET_MESSAGES.gone);
  const { token, password, confirm } = parsed.data;
  const link = await findResetLink(deps.db, token, deps.now);
  if (!link) return answer(410, PASSWORD_RESET_MESSAGES.gone);
  if (password !== confirm) return answer(400, INVITATION_MESSAGES.passwordsDiffer);
  const problem = await checkNewPassword(password, link);
  if (problem) return answer(400, problem);
  const done = await resetStaffPassword(deps.db, {
    tokenHash: hashLinkToken(token),
    passwordHash: await hashStaffPassword(password),
    now: deps.now,
  });
  if (!done) return answer(410, PASSWORD_RESET_MESSAGES.gone);
  await appendStaffAudit(deps.db, {
    actorId: done.userId,
    actorEmail: link.email,
    action: 'password.reset',
    clientHash: client.clientHash,
    userAgent: client.userAgent,
    details: { after: { sessions: 'all ended' } },
    at: deps.now,
  });
  return answer(200, PASSWORD_RESET_MESSAGES.done);
}
