import { describe, expect, it } from 'vitest';
import { readAccountAnswer, toAccountAnswer } from './account-answer.ts';

describe('readAccountAnswer', () => {
  it('reads the fields an answer may carry and drops anything else', () => {
    expect(
      readAccountAnswer({ success: true, signed_in: true, car_ids: [3, 7], extra: 'x' }),
    ).toEqual({ success: true, signed_in: true, car_ids: [3, 7] });
    expect(readAccountAnswer({ success: false, message: 'Please sign in.' })).toEqual({
      success: false,
      message: 'Please sign in.',
    });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      'ok',
      [],
      {},
      { success: 'true' },
      { success: true, signed_in: 1 },
      { success: true, message: 5 },
      { success: true, car_ids: '3' },
      { success: true, car_ids: [1.5] },
      { success: true, car_ids: [Number.NaN] },
    ]) {
      expect(() => readAccountAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});

describe('toAccountAnswer', () => {
  it("reads an answer, or says the caller's message when there is none", () => {
    expect(toAccountAnswer({ success: true, message: 'Saved.' }, 'x')).toEqual({
      success: true,
      message: 'Saved.',
    });
    expect(toAccountAnswer(null, 'Please try again.')).toEqual({
      success: false,
      message: 'Please try again.',
    });
    expect(toAccountAnswer({ ok: false, message: 'Bad gateway' }, 'Please try again.')).toEqual({
      success: false,
      message: 'Please try again.',
    });
  });
});
