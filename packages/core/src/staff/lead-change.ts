import { z } from 'zod';
import { leadStatuses, lostReasons } from './lead-workflow.ts';

/** What the lead page's form posts: any of the follow-up fields, and a note. */
export const leadChangeBodySchema = z
  .object({
    status: z.enum(leadStatuses).optional(),
    lostReason: z.enum(lostReasons).nullable().optional(),
    /** A staff id; null to unassign. */
    assignedTo: z.number().int().positive().nullable().optional(),
    followUpOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((value) => !Number.isNaN(Date.parse(value)))
      .nullable()
      .optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .strict();
export type LeadChangeBody = z.infer<typeof leadChangeBodySchema>;

export const LEAD_CHANGE_MESSAGES = {
  badRequest: 'Please check the lead’s details and try again.',
  lostReason: 'Please choose why the lead was lost.',
  assignee: 'Please choose someone who works at this dealership.',
  assignOthers: 'Your role can take a lead for yourself, not give it to others.',
  nothing: 'Nothing was changed.',
  saved: 'Saved.',
} as const;

/** Reads a change, or says what is wrong with it. */
export function readLeadChange(
  body: unknown,
): { ok: true; change: LeadChangeBody } | { ok: false; message: string } {
  const parsed = leadChangeBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: LEAD_CHANGE_MESSAGES.badRequest };
  const change = parsed.data;
  if (change.status === 'lost' && !change.lostReason) {
    return { ok: false, message: LEAD_CHANGE_MESSAGES.lostReason };
  }
  if (change.note === '') delete change.note;
  return { ok: true, change };
}
