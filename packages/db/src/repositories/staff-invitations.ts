import type { StaffRole } from '@forecourt/core/staff';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dealerGroups, dealerships, staffInvitations, staffUsers } from '../schema/index.ts';
import { type AuditEntry, appendStaffAudit } from './staff-audit.ts';
import { findStaffUserByEmail, grantStaffRole } from './staff-users.ts';

export interface NewInvitation {
  tokenHash: string;
  email: string;
  name: string;
  role: StaffRole;
  groupId: number | null;
  dealershipId: number | null;
  invitedBy: number | null;
  expiresAt: Date;
}

/** Stores an invitation (the caller checked the inviter may grant it). */
export async function createStaffInvitation(db: Db, invitation: NewInvitation): Promise<number> {
  const [row] = await db
    .insert(staffInvitations)
    .values({ ...invitation, email: invitation.email.trim() })
    .returning({ id: staffInvitations.id });
  if (!row) throw new Error('invitation not stored');
  return row.id;
}

export interface LiveInvitation {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  groupId: number | null;
  dealershipId: number | null;
  placeName: string;
  inviterName: string | null;
  expiresAt: Date;
  /** Whether a staff user with this email already has a password (they just sign in). */
  existingUser: boolean;
}

/** The invitation of a token if it can still be accepted: not used, revoked or expired. */
export async function getLiveInvitation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LiveInvitation | null> {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      groupId: staffInvitations.groupId,
      dealershipId: staffInvitations.dealershipId,
      dealershipName: dealerships.name,
      groupName: dealerGroups.name,
      inviterName: staffUsers.name,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(dealerships, eq(dealerships.id, staffInvitations.dealershipId))
    .leftJoin(dealerGroups, eq(dealerGroups.id, staffInvitations.groupId))
    .leftJoin(staffUsers, eq(staffUsers.id, staffInvitations.invitedBy))
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  if (!row) return null;
  const existing = await findStaffUserByEmail(db, row.email);
  const { dealershipName, groupName, ...invitation } = row;
  return {
    ...invitation,
    placeName: dealershipName ?? groupName ?? 'every dealership on the platform',
    existingUser: Boolean(existing?.passwordHash),
  };
}

/**
 * Accepts an invitation once: makes the user (with `passwordHash`) or finds them by email,
 * grants the role, and writes the audit line, in one transaction; null when it was already
 * used, revoked or expired (two tabs racing accept it once).
 */
export async function acceptStaffInvitation(
  db: Db,
  input: {
    tokenHash: string;
    passwordHash: string | null;
    now: Date;
    audit: Pick<AuditEntry, 'clientHash' | 'userAgent'>;
  },
): Promise<{ userId: number } | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: input.now })
      .where(
        and(
          eq(staffInvitations.tokenHash, input.tokenHash),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, input.now),
        ),
      )
      .returning();
    if (!invitation) return null;
    const existing = await findStaffUserByEmail(tx, invitation.email);
    let userId = existing?.id;
    if (!existing) {
      const [created] = await tx
        .insert(staffUsers)
        .values({
          email: invitation.email,
          name: invitation.name,
          passwordHash: input.passwordHash,
          passwordChangedAt: input.passwordHash ? input.now : null,
        })
        .returning({ id: staffUsers.id });
      userId = created?.id;
    } else if (!existing.passwordHash && input.passwordHash) {
      await tx
        .update(staffUsers)
        .set({ passwordHash: input.passwordHash, passwordChangedAt: input.now })
        .where(eq(staffUsers.id, existing.id));
    }
    if (userId === undefined) throw new Error('staff user not created');
    await grantStaffRole(tx, {
      userId,
      role: invitation.role,
      groupId: invitation.groupId,
      dealershipId: invitation.dealershipId,
      grantedBy: invitation.invitedBy,
    });
    await appendStaffAudit(tx, {
      ...input.audit,
      actorId: userId,
      actorEmail: invitation.email,
      action: 'staff.invitation_accepted',
      targetKind: 'staff_invitation',
      targetId: invitation.id,
      dealershipId: invitation.dealershipId,
      groupId: invitation.groupId,
      details: { after: { role: invitation.role } },
      at: input.now,
    });
    return { userId };
  });
}

export interface PendingInvitation {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: Date;
}

/** Invitations to a dealership (or its group) still waiting to be accepted. */
export async function listPendingInvitations(
  db: Db,
  dealershipId: number,
  now: Date,
): Promise<PendingInvitation[]> {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.dealershipId, dealershipId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(staffInvitations.createdAt));
}

/** Withdraws a pending invitation to this dealership; true when one was withdrawn. */
export async function revokeStaffInvitation(db: Db, id: number, dealershipId: number, now: Date) {
  const rows = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvitations.id, id),
        eq(staffInvitations.dealershipId, dealershipId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}
