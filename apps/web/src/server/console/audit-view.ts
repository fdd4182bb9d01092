import 'server-only';
import { toInstantRange } from '@forecourt/core/staff';
import type { AuditFilter } from '@forecourt/db';
import { z } from 'zod';
import type { ConsoleContext } from './console-context.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));
const querySchema = z.object({
  action: z
    .string()
    .trim()
    .regex(/^[a-z_.]{1,40}$/)
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof querySchema>;

export const AUDIT_PAGE_SIZE = 100;

/**
 * The audit filters of an address, within what the viewer may read: every line for platform
 * admins, else the lines of the dealership the console shows (and their own).
 */
export function readAuditFilter(
  context: ConsoleContext,
  params: URLSearchParams,
  limit: number,
): { ok: true; query: AuditQuery; filter: AuditFilter } | { ok: false; message: string } {
  const raw = Object.fromEntries(
    ['action', 'from', 'to'].flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, message: 'Some filters in the address are not ones the audit log knows.' };
  }
  const query = parsed.data;
  const platform = context.grants.some((grant) => grant.scope.kind === 'platform');
  return {
    ok: true,
    query,
    filter: {
      dealershipIds: platform ? null : context.dealership ? [context.dealership.id] : [],
      viewerId: context.session.userId,
      ...(query.action ? { action: query.action } : {}),
      ...toInstantRange(query, context.timeZone),
      limit,
    },
  };
}

/** A line's before and after in words: 'status: new → contacted; note: "Called"'. */
export function describeChange(details: Record<string, unknown>): string {
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) {
    const rest = Object.entries(details).filter(([key]) => key !== 'before' && key !== 'after');
    return rest.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('; ');
  }
  return keys
    .map((key) =>
      key in before
        ? `${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`
        : `${key}: ${JSON.stringify(after[key])}`,
    )
    .join('; ');
}
