import { describe, expect, it } from 'vitest';
import { readEnv } from '@/env';

describe('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN', () => {
  it('refuses the gateway without its token, naming the token', () => {
    expect(() => readEnv({ SMS_GATEWAY_URL: 'https://sms.example/send' })).toThrow(
      /SMS_GATEWAY_TOKEN[\s\S]*set the token, or unset the URL/,
    );
  });

  it('takes both, or neither (texts are written to files)', () => {
    const both = readEnv({ SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't' });
    expect(both.SMS_GATEWAY_TOKEN).toBe('t');
    expect(readEnv({ SMS_GATEWAY_TOKEN: 't' }).SMS_GATEWAY_URL).toBeUndefined();
  });
});
