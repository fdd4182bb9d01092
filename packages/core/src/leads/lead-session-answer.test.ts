import { describe, expect, it } from 'vitest';
import { readLeadSessionAnswer } from './lead-session-answer.ts';

describe('readLeadSessionAnswer', () => {
  it('reads the token, the captcha flag and the shopper', () => {
    expect(readLeadSessionAnswer({ formToken: 't.1', captcha: true, shopper: null })).toEqual({
      formToken: 't.1',
      captcha: true,
      shopper: null,
    });
    expect(
      readLeadSessionAnswer({ formToken: 't', captcha: false, shopper: { name: 'Ann' } }),
    ).toEqual({ formToken: 't', captcha: false, shopper: { name: 'Ann' } });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { ok: false, message: 'Unknown site' },
      { formToken: 5, captcha: true, shopper: null },
      { formToken: 't', captcha: 'yes', shopper: null },
      { formToken: 't', captcha: true, shopper: { name: 1 } },
      { formToken: 't', captcha: true, shopper: ['Ann'] },
    ]) {
      expect(() => readLeadSessionAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
