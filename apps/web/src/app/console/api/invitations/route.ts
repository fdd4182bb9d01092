import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { handleConsoleRequest } from '@/server/console/console-route';
import { getInvitationDeps, toInviter } from '@/server/console/invitation-runtime';
import { json, jsonError } from '@/server/http/json-route';
import { inviteStaff } from '@/server/staff/invitations';

/** Invites someone by email to a role here or in the group: never more than the inviter holds. */
export function POST(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: 2_048, action: 'users.manage' },
    async (context, body, db) => {
      const inviter = toInviter(context);
      if (!inviter) return jsonError(403, STAFF_SIGN_IN_MESSAGES.forbidden);
      const answer = await inviteStaff(getInvitationDeps(db), inviter, body);
      return json(answer.body, answer.status);
    },
  );
}
