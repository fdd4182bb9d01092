import { describe, expect, it } from 'vitest';
import { chooseRequestId } from './request-id.mjs';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('chooseRequestId', () => {
  it('keeps a short id of safe characters (a proxy’s, for tracing across both logs)', () => {
    expect(chooseRequestId('3f1c2a9e-7b1d-4c55-9a0e-1d2f3a4b5c6d')).toBe(
      '3f1c2a9e-7b1d-4c55-9a0e-1d2f3a4b5c6d',
    );
    expect(chooseRequestId('01HZX3V9Q8K7M6N5P4R3S2T1W0')).toBe('01HZX3V9Q8K7M6N5P4R3S2T1W0');
  });

  it('replaces a long, marked-up, empty, short or repeated id with a fresh one', () => {
    for (const received of [
      'a'.repeat(15_000),
      '<script>alert(1)</script>',
      'id with spaces',
      'abc',
      '',
      undefined,
      ['one-request-id', 'two-request-id'],
    ]) {
      const chosen = chooseRequestId(received);
      expect(chosen).toMatch(uuid);
      expect(chosen).not.toBe(received);
    }
  });
});
