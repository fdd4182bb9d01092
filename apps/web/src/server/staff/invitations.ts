import {
  acceptInvitationBodySchema,
  INVITATION_MESSAGES,
  inviteBodySchema,
  mayGrant,
  type StaffGrant,
  staffRoleLabels,
} from '@forecourt/core/staff';
import { getConsoleOrigin, type PublicAddress } from '@forecourt/core/tenancy';
import {
  type AuditEntry,
  acceptStaffInvitation,
  appendStaffAudit,
  createStaffInvitation,
  type Db,
  getLiveInvitation,
} from '@forecourt/db';
import { hashLinkToken, INVITATION_TTL_MS, makeLinkToken } from '@forecourt/db/staff/link-token';
import { hashStaffPassword } from '@forecourt/db/staff/password-hash';
import type { Mailer } from '../leads/delivery/mailer.ts';
import { checkNewPassword } from './password-policy.ts';
import type { StaffClient } from './staff-sign-in.ts';

export interface InvitationDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  address: PublicAddress;
  now: Date;
}

/** Who invites, from their session: their grants and the dealership the console shows. */
export interface Inviter {
  userId: number;
  name: string;
  grants: readonly StaffGrant[];
  dealership: { id: number; name: string; groupId: number | null; groupName: string | null };
  audit: Omit<AuditEntry, 'action'>;
}

export type InvitationAnswer = { status: number; body: { ok: boolean; message?: string } };

const fail = (status: number, message: string): InvitationAnswer => ({
  status,
  body: { ok: false, message },
});

/**
 * Invites someone to a role at the console's dealership or its whole group, by email, valid 48
 * hours. The inviter must be able to grant it: no role they lack, nowhere outside their scope
 * (core's mayGrant), so an invitation never escalates.
 */
export async function inviteStaff(
  deps: InvitationDeps,
  inviter: Inviter,
  body: unknown,
): Promise<InvitationAnswer> {
  const parsed = inviteBodySchema.safeParse(body);
  if (!parsed.success) return fail(400, INVITATION_MESSAGES.badForm);
  const { email, name, role, scope } = parsed.data;
  const { dealership } = inviter;
  if (scope === 'group' && dealership.groupId === null)
    return fail(400, INVITATION_MESSAGES.noGroup);
  const wanted: StaffGrant =
    scope === 'group'
      ? { role, scope: { kind: 'group', groupId: dealership.groupId as number } }
      : {
          role,
          scope: { kind: 'dealership', dealershipId: dealership.id, groupId: dealership.groupId },
        };
  if (!mayGrant(inviter.grants, wanted)) {
    await appendStaffAudit(deps.db, {
      ...inviter.audit,
      action: 'staff.invite_refused',
      details: { wanted: { email, role, scope } },
    });
    return fail(403, INVITATION_MESSAGES.escalation);
  }
  const { token, tokenHash } = makeLinkToken();
  const id = await createStaffInvitation(deps.db, {
    tokenHash,
    email,
    name,
    role,
    groupId: scope === 'group' ? dealership.groupId : null,
    dealershipId: scope === 'dealership' ? dealership.id : null,
    invitedBy: inviter.userId,
    expiresAt: new Date(deps.now.getTime() + INVITATION_TTL_MS),
  });
  const place = scope === 'group' ? (dealership.groupName ?? 'the group') : dealership.name;
  try {
    await deps.mailer.send({
      key: `staff-invitation-${id}`,
      to: email,
      subject: `${inviter.name} invited you to the ${place} dealer console`,
      text: [
        `Hello ${name},`,
        '',
        `${inviter.name} invited you to the Forecourt dealer console as ${staffRoleLabels[role]} at ${place}.`,
        'Open this link within 48 hours to choose your password:',
        `${getConsoleOrigin(deps.address)}/invite/${token}`,
        '',
        'Nobody from Forecourt or the dealership will ever ask you for your password.',
      ].join('\n'),
    });
  } catch {
    return fail(503, INVITATION_MESSAGES.sendFailed);
  }
  await appendStaffAudit(deps.db, {
    ...inviter.audit,
    action: 'staff.invite',
    targetKind: 'staff_invitation',
    targetId: id,
    details: { after: { email, role, scope } },
  });
  return { status: 200, body: { ok: true } };
}

/**
 * Accepts an invitation from its link: a new user chooses a password (at least 12 characters,
 * not a common or leaked one); someone who already has one just gets the role. They then sign
 * in as always, with the password and the emailed code.
 */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'db' | 'now'>,
  body: unknown,
  client: StaffClient,
): Promise<InvitationAnswer> {
  const parsed = acceptInvitationBodySchema.safeParse(body);
  if (!parsed.success) return fail(400, INVITATION_MESSAGES.gone);
  const tokenHash = hashLinkToken(parsed.data.token);
  const invitation = await getLiveInvitation(deps.db, tokenHash, deps.now);
  if (!invitation) return fail(410, INVITATION_MESSAGES.gone);
  let passwordHash: string | null = null;
  if (!invitation.existingUser) {
    const password = parsed.data.password ?? '';
    if (password !== (parsed.data.confirm ?? ''))
      return fail(400, INVITATION_MESSAGES.passwordsDiffer);
    const problem = await checkNewPassword(password, invitation);
    if (problem) return fail(400, problem);
    passwordHash = await hashStaffPassword(password);
  }
  const accepted = await acceptStaffInvitation(deps.db, {
    tokenHash,
    passwordHash,
    now: deps.now,
    audit: { clientHash: client.clientHash, userAgent: client.userAgent },
  });
  return accepted ? { status: 200, body: { ok: true } } : fail(410, INVITATION_MESSAGES.gone);
}
