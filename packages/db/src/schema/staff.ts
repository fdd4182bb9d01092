import { staffRoles } from '@forecourt/core/staff';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dealerGroups, dealerships } from './dealerships.ts';

/**
 * Dealer staff who sign in to the console (issue 28 §2). Not shoppers: their own tables,
 * cookie and sessions. One person is one row, whatever number of dealerships they work for.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** As typed at invitation; unique case-insensitively. */
    email: text().notNull(),
    name: text().notNull(),
    /** argon2id (PHC string); null until the invitation is accepted. */
    passwordHash: text(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** A disabled user cannot sign in; their sessions are deleted when it is set. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Signed-in staff sessions: only the SHA-256 of the cookie's token is stored. A session ends
 * at `expiresAt` (absolute) or after the idle timeout since `lastSeenAt`, whichever is first.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** How the second factor was proved: 'email-code', 'totp', 'recovery-code', 'passkey'. */
    secondFactor: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The browser, as its User-Agent said (shown in the user's list of sessions). */
    userAgent: text().notNull().default(''),
    /** Keyed hash of the client's network at sign-in. */
    clientHash: text().notNull(),
    /** The dealership the console shows; null for the first the user may see. */
    dealershipId: integer().references(() => dealerships.id, { onDelete: 'set null' }),
    /** A platform admin acting as this user (impersonation), and until when. */
    impersonatorId: integer().references(() => staffUsers.id, { onDelete: 'cascade' }),
    impersonationEndsAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('staff_sessions_user_idx').on(t.userId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A sign-in half done: the password was right, the second factor is awaited. Its token is the
 * pending cookie; the emailed code is stored as a keyed hash, with the wrong guesses at it.
 */
export const staffPendingSignIns = pgTable(
  'staff_pending_sign_ins',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text(),
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_pending_sign_ins_user_idx').on(t.userId),
    index('staff_pending_sign_ins_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Roles granted to staff: on the platform (neither id), a group or a dealership. One person
 * holds as many as they need; the console works on one dealership at a time.
 */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    role: text({ enum: staffRoles }).notNull(),
    groupId: integer().references(() => dealerGroups.id, { onDelete: 'cascade' }),
    dealershipId: integer().references(() => dealerships.id, { onDelete: 'cascade' }),
    grantedBy: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('staff_memberships_grant_key')
      .on(t.userId, t.role, t.groupId, t.dealershipId)
      .nullsNotDistinct(),
    index('staff_memberships_dealership_idx').on(t.dealershipId),
    index('staff_memberships_group_idx').on(t.groupId),
    check('staff_memberships_one_scope', sql`num_nonnulls(group_id, dealership_id) <= 1`),
  ],
);

/**
 * Invitations by email: the link carries a random token (stored hashed), valid 48 hours,
 * once. Accepting sets the password and grants the role, never more than the inviter held.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: staffRoles }).notNull(),
    groupId: integer().references(() => dealerGroups.id, { onDelete: 'cascade' }),
    dealershipId: integer().references(() => dealerships.id, { onDelete: 'cascade' }),
    /** Null for the first platform admin, invited from the command line. */
    invitedBy: integer().references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  () => [check('staff_invitations_one_scope', sql`num_nonnulls(group_id, dealership_id) <= 1`)],
);

/** Single-use emailed links for staff (password reset), stored hashed. */
export const staffEmailTokens = pgTable(
  'staff_email_tokens',
  {
    tokenHash: text().primaryKey(),
    purpose: text({ enum: ['password-reset'] }).notNull(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('staff_email_tokens_user_idx').on(t.userId)],
);

/**
 * The console's audit log (issue 28 §4): every write, sign-in (failures too), second-factor
 * change, role change, export and impersonation. Append-only: a trigger refuses UPDATE and
 * DELETE, so no foreign keys (a deleted user's history stays, by id and email).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who acted (null when nobody was identified, e.g. a sign-in with an unknown email). */
    actorId: integer(),
    /** The email typed or the actor's, so the line reads without the user table. */
    actorEmail: text(),
    /** A platform admin acting as `actorId`. */
    impersonatorId: integer(),
    action: text().notNull(),
    targetKind: text(),
    targetId: text(),
    dealershipId: integer(),
    groupId: integer(),
    /** Keyed hash of the client's network. */
    clientHash: text(),
    userAgent: text(),
    /** What changed: `before` and `after` values, or the outcome. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_dealership_idx').on(t.dealershipId, t.at),
    index('staff_audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * A staff user's authenticator app (TOTP): its secret encrypted with a key derived from
 * FORM_SECRET, confirmed once the user typed a code from it, and the last time step used, so a
 * code is never accepted twice (not even within its own 30 seconds).
 */
export const staffTotpFactors = pgTable('staff_totp_factors', {
  userId: integer()
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  secretEncrypted: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, made with the authenticator: each works once (stored hashed). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);
