import { z } from 'zod';
import { type LeadFormKind, leadFormKinds } from '../leads/lead-form-kind.ts';
import { addDays, zonedTimeToInstant } from '../location/time-zone.ts';
import { type LeadStatus, leadStatuses } from './lead-workflow.ts';

/** The inbox's filters as the address carries them (`/leads?status=new&kind=test-drive`). */
export interface InboxQuery {
  kind?: LeadFormKind;
  status?: LeadStatus;
  /** 'me', 'unassigned' or a staff id. */
  assignee?: 'me' | 'unassigned' | number;
  /** Calendar dates (yyyy-mm-dd) in the dealership's time zone, both included. */
  from?: string;
  to?: string;
  car?: string;
  source?: string;
  q?: string;
  spam?: boolean;
  /** The last lead of the previous page: `{createdAt ISO}_{id}`. */
  before?: { createdAt: Date; id: number };
}

const text = z.string().trim().max(100);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));

const schema = z.object({
  kind: z.enum(leadFormKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  assignee: z
    .union([
      z.literal('me'),
      z.literal('unassigned'),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  car: text.optional(),
  source: text.optional(),
  q: text.optional(),
  spam: z
    .literal('1')
    .transform(() => true)
    .optional(),
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d{1,10}$/)
    .transform((value) => {
      const [at = '', id = ''] = value.split('_');
      return { createdAt: new Date(at), id: Number(id) };
    })
    .refine((cursor) => !Number.isNaN(cursor.createdAt.getTime()))
    .optional(),
});

const names = [
  'kind',
  'status',
  'assignee',
  'from',
  'to',
  'car',
  'source',
  'q',
  'spam',
  'before',
] as const;

export const INBOX_SHORT_TEXT_MESSAGE = 'Please type at least 3 characters to search.';

export const INBOX_QUERY_MESSAGE =
  'Some filters in the address are not ones the inbox knows. Please choose them again.';

/**
 * Reads the inbox's filters from the address. Empty values are no filter; a value the inbox
 * cannot use is refused with a message, never ignored into showing something else.
 */
export function parseInboxQuery(
  params: URLSearchParams,
): { ok: true; query: InboxQuery } | { ok: false; message: string } {
  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: INBOX_QUERY_MESSAGE };
  const query = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as InboxQuery;
  // Text is searched by its three-letter pieces (the trigram indexes): fewer reads everything.
  for (const name of ['q', 'car', 'source'] as const) {
    const value = query[name];
    if (value !== undefined && value.length < 3 && !(name === 'car' && /^\d+$/.test(value))) {
      return { ok: false, message: INBOX_SHORT_TEXT_MESSAGE };
    }
  }
  if (query.from && query.to && query.from > query.to) {
    return { ok: false, message: 'The ‘from’ date is after the ‘to’ date. Please swap them.' };
  }
  return { ok: true, query };
}

/** The instants a date range covers in a time zone: from its first midnight to the day after `to`. */
export function toInstantRange(query: Pick<InboxQuery, 'from' | 'to'>, timeZone: string) {
  return {
    ...(query.from ? { from: zonedTimeToInstant(query.from, '00:00', timeZone) } : {}),
    ...(query.to ? { to: zonedTimeToInstant(addDays(query.to, 1), '00:00', timeZone) } : {}),
  };
}

/** The address of the same filters with one changed (or removed with undefined). */
export function inboxSearch(
  query: InboxQuery,
  change: Partial<Record<keyof InboxQuery, string | undefined>> = {},
): string {
  const params = new URLSearchParams();
  for (const name of names) {
    const value = name in change ? change[name] : query[name];
    if (value === undefined || value === false) continue;
    if (name === 'before' && typeof value === 'object') {
      params.set(name, `${value.createdAt.toISOString()}_${value.id}`);
    } else if (name === 'spam') {
      params.set(name, '1');
    } else {
      params.set(name, String(value));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
