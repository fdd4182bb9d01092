import { handleConsoleRequest } from '@/server/console/console-route';
import { stopImpersonation } from '@/server/console/impersonation';

/** Stops acting as someone else: back to the platform admin's own session. */
export function POST(request: Request) {
  return handleConsoleRequest(request, { maxBytes: null, action: null }, (context, _, db) =>
    stopImpersonation(db, context, request),
  );
}
