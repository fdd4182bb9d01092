import { getStaffClient } from '@/server/console/console-context';
import { handleConsoleSignInPost } from '@/server/console/console-route';
import { toStaffResponse } from '@/server/console/staff-answer';
import { getStaffAuthDeps } from '@/server/console/staff-auth-runtime';
import { signInWithPassword } from '@/server/staff/staff-sign-in';

/** Step one of signing in: email and password; a right pair emails the code. */
export function POST(request: Request) {
  return handleConsoleSignInPost(request, async (body, db) => {
    const https = request.headers.get('x-forwarded-proto') === 'https';
    const answer = await signInWithPassword(
      getStaffAuthDeps(db),
      body,
      getStaffClient(request.headers),
    );
    return toStaffResponse(answer, https);
  });
}
