import { getStaffClient } from '@/server/console/console-context';
import { handleConsoleSignInPost } from '@/server/console/console-route';
import { getInvitationDeps } from '@/server/console/invitation-runtime';
import { json } from '@/server/http/json-route';
import { requestPasswordReset } from '@/server/staff/password-reset';

/** 'Forgot your password?': emails a reset link when the address has an account. */
export function POST(request: Request) {
  return handleConsoleSignInPost(request, async (body, db) => {
    const answer = await requestPasswordReset(
      getInvitationDeps(db),
      body,
      getStaffClient(request.headers),
    );
    return json(answer.body, answer.status);
  });
}
