import { describe, expect, it } from 'vitest';
import { stockFeedConfigSchema } from './stock-feed-config.ts';

describe('stockFeed.privateAddresses', () => {
  it('is empty unless a site lists IP addresses, and refuses anything else with its path', () => {
    expect(stockFeedConfigSchema.parse({}).privateAddresses).toEqual([]);
    expect(
      stockFeedConfigSchema.parse({ privateAddresses: ['10.20.0.5', 'fd00::5'] }).privateAddresses,
    ).toEqual(['10.20.0.5', 'fd00::5']);
    for (const wrong of ['dms.local', '10.0.0.0/8', '*', '']) {
      const result = stockFeedConfigSchema.safeParse({ privateAddresses: [wrong] });
      expect(result.success, wrong).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['privateAddresses', 0],
        message: 'must be an IP address, e.g. 10.0.0.5',
      });
    }
  });
});
