import { describe, expect, it } from 'vitest';
import { escapeXml } from './adf.ts';
import { getRetryDelayMs, MAX_DELIVERY_ATTEMPTS } from './delivery-retry.ts';
import { leadSubmissionSchema } from './lead-submission.ts';
import { cleanLinkedQueryParams, pickLinkedQueryParams } from './linked-params.ts';
import { getSpamReasons } from './spam-check.ts';

describe('getRetryDelayMs', () => {
  it('doubles from the base up to the cap, then gives up after 8 attempts', () => {
    expect([1, 2, 3, 4].map((attempt) => getRetryDelayMs(attempt, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000,
    ]);
    expect(getRetryDelayMs(MAX_DELIVERY_ATTEMPTS, 1000, 5000)).toBeNull();
    expect(MAX_DELIVERY_ATTEMPTS).toBe(8);
  });
});

describe('getSpamReasons', () => {
  const limits = { minFillSeconds: 3, maxTokenAgeHours: 48 };
  const now = new Date('2025-07-01T00:00:10Z');
  const human = {
    honeypot: '',
    formShownAt: new Date('2025-07-01T00:00:00Z'),
    captcha: 'verified' as const,
  };

  it('lets a person through', () => expect(getSpamReasons(human, now, limits)).toEqual([]));

  it('flags a filled honeypot, a form sent too fast, a bad token and a failed captcha', () => {
    expect(
      getSpamReasons(
        {
          honeypot: 'http://spam',
          formShownAt: new Date('2025-07-01T00:00:09Z'),
          captcha: 'replayed',
        },
        now,
        limits,
      ),
    ).toEqual(['honeypot-filled', 'filled-too-fast', 'captcha-replayed']);
    expect(
      getSpamReasons({ ...human, formShownAt: null, captcha: 'disabled' }, now, limits),
    ).toEqual(['form-token-invalid']);
  });
});

describe('attribution', () => {
  it('keeps only campaign parameters', () => {
    expect(
      pickLinkedQueryParams('?utm_source=google&utm_campaign=ranger&page=2&gclid=abc'),
    ).toEqual({
      utm_source: 'google',
      utm_campaign: 'ranger',
      gclid: 'abc',
    });
    expect(cleanLinkedQueryParams({ utm_medium: 'cpc', password: 'x' })).toEqual({
      utm_medium: 'cpc',
    });
  });
});

describe('leadSubmissionSchema', () => {
  it('needs a form, a random key and values, and defaults the rest', () => {
    const parsed = leadSubmissionSchema.parse({
      form: 'contact',
      idempotencyKey: '3f2c1a9e-7b1d-4c55-9a0e-3c1f5e2d9b77',
      values: { name: 'Jo' },
    });
    expect(parsed.carId).toBeNull();
    expect(parsed.antiSpam.honeypot).toBe('');
    expect(
      leadSubmissionSchema.safeParse({ form: 'contact', idempotencyKey: 'short', values: {} })
        .success,
    ).toBe(false);
    expect(
      leadSubmissionSchema.safeParse({ form: 'spam', idempotencyKey: 'x'.repeat(20), values: {} })
        .success,
    ).toBe(false);
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml('<b>"Tom" & \'Jerry\'</b>\u0000\u0007')).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
    expect(escapeXml('a\uD800b')).toBe('ab');
  });
});
