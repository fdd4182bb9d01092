import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const secret = 'a-very-long-webhook-secret';
const body = '{"lead_id":1}';

describe('webhook signatures', () => {
  it('verify with the same secret, body and a recent timestamp', () => {
    const signature = signWebhook(secret, 1_750_000_000, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, { signature, timestamp: '1750000000' }, body, 1_750_000_100)).toBe(
      true,
    );
  });

  it('fail for another body, secret or timestamp, and for stale deliveries', () => {
    const signature = signWebhook(secret, 1_750_000_000, body);
    const headers = { signature, timestamp: '1750000000' };
    expect(verifyWebhook(secret, headers, '{"lead_id":2}', 1_750_000_000)).toBe(false);
    expect(verifyWebhook('another-long-secret-value', headers, body, 1_750_000_000)).toBe(false);
    expect(verifyWebhook(secret, { signature, timestamp: '1750000001' }, body, 1_750_000_000)).toBe(
      false,
    );
    expect(verifyWebhook(secret, headers, body, 1_750_001_000)).toBe(false);
  });
});
