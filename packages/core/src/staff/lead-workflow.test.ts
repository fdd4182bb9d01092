import { describe, expect, it } from 'vitest';
import { isOverdue } from './lead-workflow.ts';

const minutes = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;
const createdAt = new Date('2026-11-27T00:00:00Z');

describe('isOverdue', () => {
  it('marks a new lead with no response once the wait passes the dealer’s minutes', () => {
    const lead = { status: 'new' as const, createdAt, firstResponseAt: null };
    expect(isOverdue(lead, new Date('2026-11-27T00:15:00Z'), 15, minutes)).toBe(false);
    expect(isOverdue(lead, new Date('2026-11-27T00:16:00Z'), 15, minutes)).toBe(true);
  });

  it('never marks a lead someone answered, or one that moved on', () => {
    const later = new Date('2026-11-28T00:00:00Z');
    expect(
      isOverdue({ status: 'new', createdAt, firstResponseAt: createdAt }, later, 15, minutes),
    ).toBe(false);
    expect(
      isOverdue({ status: 'contacted', createdAt, firstResponseAt: null }, later, 15, minutes),
    ).toBe(false);
  });

  it('counts only the minutes the counter says (opening hours)', () => {
    const closed = () => 0;
    expect(
      isOverdue(
        { status: 'new', createdAt, firstResponseAt: null },
        new Date('2026-11-28T00:00:00Z'),
        15,
        closed,
      ),
    ).toBe(false);
  });
});
