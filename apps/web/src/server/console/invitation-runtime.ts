import 'server-only';
import type { Db } from '@forecourt/db';
import { getMailer } from '../mailer-runtime.ts';
import { getPublicAddress } from '../site-origin.ts';
import type { InvitationDeps, Inviter } from '../staff/invitations.ts';
import { auditActor, type ConsoleContext } from './console-context.ts';

export function getInvitationDeps(db: Db): InvitationDeps {
  return { db, mailer: getMailer(), address: getPublicAddress(), now: new Date() };
}

/** The inviter a console request speaks for; null without a dealership. */
export function toInviter(context: ConsoleContext): Inviter | null {
  if (!context.dealership) return null;
  return {
    userId: context.session.userId,
    name: context.session.name,
    grants: context.grants,
    dealership: context.dealership,
    audit: auditActor(context),
  };
}
