import { describe, expect, it } from 'vitest';
import { readAccountAnswer, toAccountAnswer } from './account-answer.ts';

describe('readAccountAnswer', () => {
  it('reads the fields an answer may carry and drops anything else', () => {
    expect(readAccountAnswer({ ok: true, signed_in: true, car_ids: [3, 7], extra: 'x' })).toEqual({
      ok: true,
      signed_in: true,
      car_ids: [3, 7],
    });
    expect(readAccountAnswer({ ok: false, message: 'Please sign in.' })).toEqual({
      ok: false,
      message: 'Please sign in.',
    });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      'ok',
      [],
      {},
      { ok: 'true' },
      { ok: true, signed_in: 1 },
      { ok: true, message: 5 },
      { ok: true, car_ids: '3' },
      { ok: true, car_ids: [1.5] },
      { ok: true, car_ids: [Number.NaN] },
    ]) {
      expect(() => readAccountAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});

describe('toAccountAnswer', () => {
  it("reads an answer, or says the caller's message when there is none", () => {
    expect(toAccountAnswer({ ok: true, message: 'Saved.' }, 'x')).toEqual({
      ok: true,
      message: 'Saved.',
    });
    expect(toAccountAnswer(null, 'Please try again.')).toEqual({
      ok: false,
      message: 'Please try again.',
    });
    expect(toAccountAnswer({ error: 'Bad gateway' }, 'Please try again.')).toEqual({
      ok: false,
      message: 'Please try again.',
    });
    // The HTTP layer's refusals (jsonError) are the same shape, so their message is read too.
    expect(toAccountAnswer({ ok: false, message: 'Too large.' }, 'Please try again.')).toEqual({
      ok: false,
      message: 'Too large.',
    });
  });
});
