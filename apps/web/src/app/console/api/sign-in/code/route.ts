import { getStaffClient } from '@/server/console/console-context';
import { handleConsoleSignInPost } from '@/server/console/console-route';
import { toStaffResponse } from '@/server/console/staff-answer';
import { getStaffAuthDeps } from '@/server/console/staff-auth-runtime';
import { readStaffCookie } from '@/server/staff/staff-cookie';
import { signInWithSecondFactor } from '@/server/staff/staff-sign-in';

/** Step two: the emailed code; a right one starts the session. */
export function POST(request: Request) {
  return handleConsoleSignInPost(request, async (body, db) => {
    const https = request.headers.get('x-forwarded-proto') === 'https';
    const pending = readStaffCookie(request.headers.get('cookie'), 'pending', https);
    const answer = await signInWithSecondFactor(
      getStaffAuthDeps(db),
      body,
      pending,
      getStaffClient(request.headers),
    );
    return toStaffResponse(answer, https);
  });
}
