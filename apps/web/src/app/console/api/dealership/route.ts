import { appendStaffAudit, setStaffSessionDealership } from '@forecourt/db';
import { z } from 'zod';
import { auditActor } from '@/server/console/console-context';
import { handleConsoleRequest } from '@/server/console/console-route';
import { json, jsonError } from '@/server/http/json-route';

const bodySchema = z.object({ dealershipId: z.number().int().positive() }).strict();

/** Switches the dealership the console shows, among those the user's grants reach. */
export function POST(request: Request) {
  return handleConsoleRequest(
    request,
    { maxBytes: 1_024, action: null },
    async (context, body, db) => {
      const parsed = bodySchema.safeParse(body);
      const target = parsed.success
        ? context.dealerships.find((dealership) => dealership.id === parsed.data.dealershipId)
        : undefined;
      if (!target) return jsonError(404, 'That dealership is not one you work for.');
      await setStaffSessionDealership(db, context.session.tokenHash, target.id);
      await appendStaffAudit(db, {
        ...auditActor(context),
        action: 'dealership.switch',
        targetKind: 'dealership',
        targetId: target.id,
        details: { before: context.dealership?.id ?? null, after: target.id },
      });
      return json({ ok: true });
    },
  );
}
