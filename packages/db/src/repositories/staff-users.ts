import type { StaffGrant, StaffRole } from '@forecourt/core/staff';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  dealerGroups,
  dealerships,
  locations,
  staffEmailTokens,
  staffMemberships,
  staffSessions,
  staffUsers,
} from '../schema/index.ts';

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  passwordHash: string | null;
  disabledAt: Date | null;
}

const userColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  passwordHash: staffUsers.passwordHash,
  disabledAt: staffUsers.disabledAt,
};

/** The staff user with this email, compared case-insensitively; null when there is none. */
export async function findStaffUserByEmail(db: Db, email: string): Promise<StaffUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${email.trim()})`);
  return row ?? null;
}

export async function getStaffUser(db: Db, id: number): Promise<StaffUser | null> {
  const [row] = await db.select(userColumns).from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

/** Makes a staff user, or answers the one with that email (its name and password unchanged). */
export async function ensureStaffUser(
  db: Db,
  input: { email: string; name: string; passwordHash?: string | null; now?: Date },
): Promise<number> {
  const existing = await findStaffUserByEmail(db, input.email);
  if (existing) return existing.id;
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: input.email.trim(),
      name: input.name,
      passwordHash: input.passwordHash ?? null,
      passwordChangedAt: input.passwordHash ? (input.now ?? new Date()) : null,
    })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff user not created');
  return row.id;
}

export async function setStaffPassword(db: Db, userId: number, passwordHash: string, now: Date) {
  await db
    .update(staffUsers)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(staffUsers.id, userId));
}

export async function markStaffSignedIn(db: Db, userId: number, now: Date) {
  await db.update(staffUsers).set({ lastSignedInAt: now }).where(eq(staffUsers.id, userId));
}

/** A role grant with the scope spelled out: the platform, a group, or a dealership. */
export interface StaffMembership {
  role: StaffRole;
  groupId: number | null;
  dealershipId: number | null;
}

/** Grants a role (once: granting the same role on the same scope again changes nothing). */
export async function grantStaffRole(
  db: Db,
  input: StaffMembership & { userId: number; grantedBy: number | null },
): Promise<void> {
  await db.insert(staffMemberships).values(input).onConflictDoNothing();
}

/** Every role the user holds, with each dealership's group filled in for core's scope rules. */
export async function listStaffGrants(db: Db, userId: number): Promise<StaffGrant[]> {
  const rows = await db
    .select({
      role: staffMemberships.role,
      groupId: staffMemberships.groupId,
      dealershipId: staffMemberships.dealershipId,
      dealershipGroupId: dealerships.groupId,
    })
    .from(staffMemberships)
    .leftJoin(dealerships, eq(dealerships.id, staffMemberships.dealershipId))
    .where(eq(staffMemberships.userId, userId));
  return rows.map((row): StaffGrant => {
    if (row.dealershipId !== null) {
      return {
        role: row.role,
        scope: {
          kind: 'dealership',
          dealershipId: row.dealershipId,
          groupId: row.dealershipGroupId,
        },
      };
    }
    if (row.groupId !== null)
      return { role: row.role, scope: { kind: 'group', groupId: row.groupId } };
    return { role: row.role, scope: { kind: 'platform' } };
  });
}

export interface ConsoleDealership {
  id: number;
  slug: string;
  name: string;
  groupId: number | null;
  groupName: string | null;
  /** The state of its primary location (its first, when none is): its time zone's. */
  state: string | null;
}

/**
 * The dealerships a user's grants reach, by name: every one for a platform grant, a group's
 * for a group grant, and the granted ones.
 */
export async function listStaffDealerships(
  db: Db,
  grants: readonly StaffGrant[],
): Promise<ConsoleDealership[]> {
  const platform = grants.some((grant) => grant.scope.kind === 'platform');
  const groupIds = grants.flatMap((g) => (g.scope.kind === 'group' ? [g.scope.groupId] : []));
  const dealershipIds = grants.flatMap((g) =>
    g.scope.kind === 'dealership' ? [g.scope.dealershipId] : [],
  );
  if (!platform && groupIds.length === 0 && dealershipIds.length === 0) return [];
  const reach = platform
    ? undefined
    : sql`(${groupIds.length ? inArray(dealerships.groupId, groupIds) : sql`false`} or ${
        dealershipIds.length ? inArray(dealerships.id, dealershipIds) : sql`false`
      })`;
  return db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      groupId: dealerships.groupId,
      groupName: dealerGroups.name,
      state: sql<
        string | null
      >`(select ${locations.state} from ${locations} where ${locations.dealershipId} = ${dealerships.id} order by ${locations.primary} desc, ${locations.id} limit 1)`,
    })
    .from(dealerships)
    .leftJoin(dealerGroups, eq(dealerGroups.id, dealerships.groupId))
    .where(reach)
    .orderBy(asc(dealerships.name));
}

/** Users granted any role at a dealership (directly or through its group): the assignees. */
export async function listDealershipStaff(
  db: Db,
  dealership: { id: number; groupId: number | null },
): Promise<{ id: number; name: string; roles: StaffRole[] }[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffMemberships.role })
    .from(staffMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMemberships.userId))
    .where(
      and(
        isNull(staffUsers.disabledAt),
        sql`(${staffMemberships.dealershipId} = ${dealership.id}${
          dealership.groupId === null
            ? sql``
            : sql` or ${staffMemberships.groupId} = ${dealership.groupId}`
        })`,
      ),
    )
    .orderBy(asc(staffUsers.name));
  const byUser = new Map<number, { id: number; name: string; roles: StaffRole[] }>();
  for (const row of rows) {
    const user = byUser.get(row.id) ?? { id: row.id, name: row.name, roles: [] };
    user.roles.push(row.role);
    byUser.set(row.id, user);
  }
  return [...byUser.values()];
}

/** Makes a dealer group (or answers the one with that slug) and puts dealerships in it. */
export async function ensureDealerGroup(
  db: Db,
  input: { slug: string; name: string; dealershipIds: readonly number[] },
): Promise<number> {
  const [row] = await db
    .insert(dealerGroups)
    .values({ slug: input.slug, name: input.name })
    .onConflictDoUpdate({ target: dealerGroups.slug, set: { name: input.name } })
    .returning({ id: dealerGroups.id });
  if (!row) throw new Error('dealer group not created');
  if (input.dealershipIds.length) {
    await db
      .update(dealerships)
      .set({ groupId: row.id })
      .where(inArray(dealerships.id, [...input.dealershipIds]));
  }
  return row.id;
}

/** Stores a single-use emailed token for a user (a password reset link). */
export async function createStaffEmailToken(
  db: Db,
  input: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(staffEmailTokens).values({ ...input, purpose: 'password-reset' });
}

/** The user of a live reset token, without spending it (the page shows whose it is). */
export async function findStaffEmailToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: staffEmailTokens.userId, email: staffUsers.email, name: staffUsers.name })
    .from(staffEmailTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffEmailTokens.userId))
    .where(
      and(
        eq(staffEmailTokens.tokenHash, tokenHash),
        isNull(staffEmailTokens.usedAt),
        gt(staffEmailTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Sets a new password with a reset token, once: spends the token, stores the hash and ends
 * every session of the user (whoever had the old password is signed out), in one transaction.
 * Null when the token was used, expired or never made.
 */
export async function resetStaffPassword(
  db: Db,
  input: { tokenHash: string; passwordHash: string; now: Date },
): Promise<{ userId: number } | null> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(staffEmailTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(staffEmailTokens.tokenHash, input.tokenHash),
          isNull(staffEmailTokens.usedAt),
          gt(staffEmailTokens.expiresAt, input.now),
        ),
      )
      .returning({ userId: staffEmailTokens.userId });
    if (!token) return null;
    await tx
      .update(staffUsers)
      .set({ passwordHash: input.passwordHash, passwordChangedAt: input.now })
      .where(eq(staffUsers.id, token.userId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, token.userId));
    await tx
      .delete(staffEmailTokens)
      .where(and(eq(staffEmailTokens.userId, token.userId), isNull(staffEmailTokens.usedAt)));
    return { userId: token.userId };
  });
}
