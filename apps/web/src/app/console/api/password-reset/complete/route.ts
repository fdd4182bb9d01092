import { getStaffClient } from '@/server/console/console-context';
import { handleConsoleSignInPost } from '@/server/console/console-route';
import { json } from '@/server/http/json-route';
import { completePasswordReset } from '@/server/staff/password-reset';

/** Sets the new password from an emailed link; every session of the user ends. */
export function POST(request: Request) {
  return handleConsoleSignInPost(request, async (body, db) => {
    const answer = await completePasswordReset(
      { db, now: new Date() },
      body,
      getStaffClient(request.headers),
    );
    return json(answer.body, answer.status);
  });
}
