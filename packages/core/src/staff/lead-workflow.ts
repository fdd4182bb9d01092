/**
 * Where a lead is in the dealer's follow-up (issue 28 §5): new → contacted → appointment →
 * sold or lost (lost needs a reason). Any status can be set from any other: a salesperson who
 * pressed the wrong button puts it back; the audit log keeps the history.
 */
export const leadStatuses = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  sold: 'Sold',
  lost: 'Lost',
};

/** Why a lead was lost: the reasons a dealer reports on, and 'Other' with the note. */
export const lostReasons = [
  'Bought elsewhere',
  'No response',
  'Finance declined',
  'Car sold to someone else',
  'Not ready to buy',
  'Duplicate',
  'Other',
] as const;
export type LostReason = (typeof lostReasons)[number];

/**
 * Whether a lead is overdue: still new, no first response, and more than `minutes` of
 * opening hours since it arrived. `openMinutesBetween` counts only the minutes the dealership
 * was open (a lead at 9 pm is not overdue at 9:10 pm when the yard shut at 5).
 */
export function isOverdue(
  lead: { status: LeadStatus; createdAt: Date; firstResponseAt: Date | null },
  now: Date,
  minutes: number,
  openMinutesBetween: (from: Date, to: Date) => number,
): boolean {
  if (lead.status !== 'new' || lead.firstResponseAt) return false;
  return openMinutesBetween(lead.createdAt, now) > minutes;
}
