import { handleConsoleRequest } from '@/server/console/console-route';
import { json } from '@/server/http/json-route';
import { clearedStaffCookie } from '@/server/staff/staff-cookie';
import { signOutStaff } from '@/server/staff/staff-sign-in';

/** Ends this session. */
export function POST(request: Request) {
  return handleConsoleRequest(request, { maxBytes: null, action: null }, async (context, _, db) => {
    await signOutStaff({ db, now: new Date() }, context.session, context.client);
    const response = json({ ok: true });
    response.headers.append('set-cookie', clearedStaffCookie('session', context.https));
    return response;
  });
}
