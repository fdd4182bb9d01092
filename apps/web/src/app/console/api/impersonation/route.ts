import { z } from 'zod';
import { handleConsoleRequest } from '@/server/console/console-route';
import { startImpersonation } from '@/server/console/impersonation';
import { jsonError } from '@/server/http/json-route';

const bodySchema = z.object({ userId: z.number().int().positive() }).strict();

/** A platform admin starts acting as another staff member, for 30 minutes, audit-logged. */
export function POST(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: 512, action: 'impersonate' },
    async (context, body, db) => {
      const parsed = bodySchema.safeParse(body);
      if (!parsed.success) return jsonError(400, 'Please choose someone to act as.');
      return startImpersonation(db, context, parsed.data.userId, request);
    },
  );
}
