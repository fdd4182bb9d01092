import { describe, expect, it } from 'vitest';
import { leadFormKinds } from '../leads/lead-form-kind.ts';
import { formatConsoleTime, formatDuration, leadKindLabels } from './lead-labels.ts';

describe('leadKindLabels', () => {
  it('names every kind, each differently', () => {
    const labels = leadFormKinds.map((kind) => leadKindLabels[kind]);
    expect(new Set(labels).size).toBe(leadFormKinds.length);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45_000, '45 s'],
    [12 * 60_000, '12 min'],
    [60 * 60_000, '1 h'],
    [185 * 60_000, '3 h 5 min'],
    [52 * 3_600_000, '2 d 4 h'],
    [48 * 3_600_000, '2 d'],
  ])('%d ms reads %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('formatConsoleTime', () => {
  it('reads dd/MM/yyyy and the time on the dealer’s clock', () => {
    expect(formatConsoleTime(new Date('2026-11-26T23:05:00Z'), 'Australia/Brisbane')).toBe(
      '27/11/2026 9:05 am',
    );
  });
});
