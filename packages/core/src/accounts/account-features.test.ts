import { describe, expect, it } from 'vitest';
import { featuresConfigSchema } from '../features/features-config.ts';
import { usesShopperAccounts } from './account-features.ts';

const features = (input: object) => featuresConfigSchema.parse(input);

describe('usesShopperAccounts', () => {
  it('is off with every account feature off (the default)', () => {
    expect(usesShopperAccounts(features({}))).toBe(false);
    // A gated feature that is on but not gated needs nobody to sign in.
    expect(
      usesShopperAccounts(features({ checkout: { enabled: true }, signInRequired: ['garage'] })),
    ).toBe(false);
    // Gating a feature that is off is no reason either.
    expect(usesShopperAccounts(features({ signInRequired: ['spinToWin'] }))).toBe(false);
  });

  it('is on with a watchlist, My Garage, or a gated feature that is on', () => {
    expect(usesShopperAccounts(features({ watchlist: true }))).toBe(true);
    expect(usesShopperAccounts(features({ garage: true, signInRequired: [] }))).toBe(true);
    expect(usesShopperAccounts(features({ checkout: { enabled: true } }))).toBe(true);
    expect(usesShopperAccounts(features({ personalisedFinance: true }))).toBe(true);
    expect(usesShopperAccounts(features({ onlinePayment: true }))).toBe(true);
    expect(usesShopperAccounts(features({ spinToWin: true }))).toBe(true);
  });
});
