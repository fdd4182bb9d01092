import { getStaffClient } from '@/server/console/console-context';
import { handleConsoleSignInPost } from '@/server/console/console-route';
import { json } from '@/server/http/json-route';
import { acceptInvitation } from '@/server/staff/invitations';

/** Accepts an invitation from its emailed link: a password for a new user, then the role. */
export function POST(request: Request) {
  return handleConsoleSignInPost(request, async (body, db) => {
    const answer = await acceptInvitation(
      { db, now: new Date() },
      body,
      getStaffClient(request.headers),
    );
    return json(answer.body, answer.status);
  });
}
