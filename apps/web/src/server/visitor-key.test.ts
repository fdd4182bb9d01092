import { describe, expect, it } from 'vitest';
import { getVisit } from './visitor-key.ts';

const secret = 's'.repeat(48);
const now = new Date('2025-07-01T10:00:00Z');

describe('visitor key', () => {
  it('is one per client network, user agent and UTC day', () => {
    const visit = getVisit(secret, '203.0.113.9', 'Firefox', now);
    expect(visit.day).toBe('2025-07-01');
    expect(getVisit(secret, '203.0.113.9', 'Firefox', new Date('2025-07-01T23:59:00Z'))).toEqual(
      visit,
    );
    expect(getVisit(secret, '2001:db8:1:2::1', 'Firefox', now)).toEqual(
      getVisit(secret, '2001:db8:1:2::ffff', 'Firefox', now),
    );
    for (const other of [
      getVisit(secret, '203.0.113.10', 'Firefox', now),
      getVisit(secret, '203.0.113.9', 'Chrome', now),
      getVisit('x'.repeat(48), '203.0.113.9', 'Firefox', now),
    ]) {
      expect(other.visitor).not.toBe(visit.visitor);
    }
    const tomorrow = getVisit(secret, '203.0.113.9', 'Firefox', new Date('2025-07-02T00:00:00Z'));
    expect(tomorrow.day).toBe('2025-07-02');
    expect(tomorrow.visitor).not.toBe(visit.visitor);
  });
});
