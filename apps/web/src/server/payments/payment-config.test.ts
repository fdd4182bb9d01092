import { describe, expect, it } from 'vitest';
import { readEnv } from '@/env';
import { createPaymentProviderFromEnv, describePaymentMode } from './payment-config.ts';

const key = 'sk_test_51Habc';
const secret = 'whsec_abc123';

describe('payment configuration from the environment', () => {
  it('is off (pay at the dealership) with neither key', () => {
    const env = readEnv({});
    expect(createPaymentProviderFromEnv(env)).toBeNull();
    expect(describePaymentMode(env)).toBe('pay-at-dealership');
  });

  it('is Stripe with both keys', () => {
    const env = readEnv({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret });
    expect(createPaymentProviderFromEnv(env)?.name).toBe('stripe');
    expect(describePaymentMode(env)).toBe('stripe-test');
    expect(
      describePaymentMode(
        readEnv({ STRIPE_SECRET_KEY: 'sk_live_x1', STRIPE_WEBHOOK_SECRET: secret }),
      ),
    ).toBe('stripe-live');
  });

  it('treats an empty variable as unset', () => {
    expect(
      createPaymentProviderFromEnv(readEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' })),
    ).toBeNull();
  });

  it.each([
    [
      'the secret key without the webhook secret',
      { STRIPE_SECRET_KEY: key },
      /STRIPE_WEBHOOK_SECRET/,
    ],
    [
      'the webhook secret without the secret key',
      { STRIPE_WEBHOOK_SECRET: secret },
      /STRIPE_SECRET_KEY/,
    ],
  ])('refuses %s, naming the missing one', (_name, source, missing) => {
    expect(() => readEnv(source)).toThrow(missing);
    expect(() => readEnv(source)).toThrow(/go together/);
  });

  it('refuses a value that is not a Stripe key, without echoing it', () => {
    let message = '';
    try {
      readEnv({ STRIPE_SECRET_KEY: 'pk_test_publishable', STRIPE_WEBHOOK_SECRET: secret });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY/);
    expect(message).not.toContain('pk_test_publishable');
    expect(() => readEnv({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /whsec_/,
    );
  });

  it('takes STRIPE_API_BASE with a test key only', () => {
    const base = { STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: 'http://127.0.0.1:4242' };
    expect(readEnv({ ...base, STRIPE_SECRET_KEY: key }).STRIPE_API_BASE).toBe(
      'http://127.0.0.1:4242',
    );
    expect(() => readEnv({ ...base, STRIPE_SECRET_KEY: 'sk_live_x1' })).toThrow(/test-mode key/);
    expect(() => readEnv({ STRIPE_API_BASE: 'http://127.0.0.1:4242' })).toThrow(/test-mode key/);
  });
});
