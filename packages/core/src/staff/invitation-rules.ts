import { z } from 'zod';
import { staffRoles } from './roles.ts';

export const INVITATION_MESSAGES = {
  badForm: 'Please enter their name, email address and role.',
  escalation: 'You can only invite people to roles you hold yourself, here or for the whole group.',
  noGroup: 'This dealership is not in a group: invite them to the dealership instead.',
  gone: 'This invitation has expired, was withdrawn or was already used. Ask for a new one.',
  passwordsDiffer: 'The two passwords are not the same. Please type them again.',
  sendFailed: 'We could not email the invitation just now. Please try again in a minute.',
} as const;

/** What the Users page's invite form posts. */
export const inviteBodySchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    name: z.string().trim().min(1).max(100),
    role: z.enum(staffRoles),
    scope: z.enum(['dealership', 'group']),
  })
  .strict();

/** What the invitation page posts: the link's token and, for a new user, their password. */
export const acceptInvitationBodySchema = z
  .object({
    token: z.string().regex(/^[\w-]{43}$/),
    password: z.string().max(256).optional(),
    confirm: z.string().max(256).optional(),
  })
  .strict();

/** Role names as staff read them. */
export const staffRoleLabels: Record<(typeof staffRoles)[number], string> = {
  platform_admin: 'Platform admin',
  group_admin: 'Group admin',
  dealer_principal: 'Dealer principal',
  sales_manager: 'Sales manager',
  salesperson: 'Salesperson',
  marketing: 'Marketing',
  analyst: 'Analyst',
};

export const PASSWORD_RESET_MESSAGES = {
  badEmail: 'Please enter the email address you sign in with.',
  sent: 'If that email address has a console account, we have emailed it a link to choose a new password. The link works once, for an hour.',
  tooMany: 'Too many reset requests from this network. Please wait an hour and try again.',
  gone: 'This link has expired or was already used. Ask for a new one.',
  done: 'Your password is changed, and every session you had is signed out. Sign in with the new one.',
} as const;

export const passwordResetRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  })
  .strict();

export const passwordResetBodySchema = z
  .object({
    token: z.string().regex(/^[\w-]{43}$/),
    password: z.string().max(256),
    confirm: z.string().max(256),
  })
  .strict();
