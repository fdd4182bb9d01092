import { describe, expect, it } from 'vitest';
import { readJourneyAnswer } from './journey-answer.ts';

describe('readJourneyAnswer', () => {
  it('reads the next step, or the refusal with its field errors', () => {
    expect(readJourneyAnswer({ ok: true, next_url: '/checkout-journey?step=2' })).toEqual({
      ok: true,
      next_url: '/checkout-journey?step=2',
    });
    expect(
      readJourneyAnswer({ ok: false, message: 'Please fix', errors: { make: 'Required.' } }),
    ).toEqual({ ok: false, message: 'Please fix', errors: { make: 'Required.' } });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      '<h1>Bad gateway</h1>',
      { success: true },
      { ok: true, next_url: 5 },
      { ok: false, errors: { make: ['Required.'] } },
    ]) {
      expect(() => readJourneyAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
