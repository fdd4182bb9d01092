import { describe, expect, it } from 'vitest';
import { readEnv } from '@/env';

describe('SIGN_IN_SMS_BUDGET_PER_HOUR', () => {
  it('defaults to 1000 sign-in texts an hour for the deployment', () => {
    expect(readEnv({}).SIGN_IN_SMS_BUDGET_PER_HOUR).toBe(1000);
    expect(readEnv({ SIGN_IN_SMS_BUDGET_PER_HOUR: '250' }).SIGN_IN_SMS_BUDGET_PER_HOUR).toBe(250);
  });

  it('refuses a budget that is not a whole number of at least one, naming the variable', () => {
    for (const value of ['0', '-5', '2.5', 'lots']) {
      expect(() => readEnv({ SIGN_IN_SMS_BUDGET_PER_HOUR: value })).toThrow(
        /SIGN_IN_SMS_BUDGET_PER_HOUR/,
      );
    }
  });
});
