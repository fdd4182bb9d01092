import { expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/index.ts';
import { privacyConfigSchema } from './retention-config.ts';

it('keeps personal data 24 months unless the site says otherwise, within 1 to 120', () => {
  expect(privacyConfigSchema.parse({})).toEqual({ retentionMonths: 24 });
  expect(privacyConfigSchema.parse({ retentionMonths: 84 })).toEqual({ retentionMonths: 84 });
  for (const retentionMonths of [0, 121, 12.5]) {
    expect(privacyConfigSchema.safeParse({ retentionMonths }).success).toBe(false);
  }
});

it('is part of every site config: a template sets it, a site overrides it', () => {
  expect(resolveSiteConfig({}, {}).privacy.retentionMonths).toBe(24);
  const group = { privacy: { retentionMonths: 36 } };
  expect(resolveSiteConfig(group, {}).privacy.retentionMonths).toBe(36);
  expect(resolveSiteConfig(group, { privacy: { retentionMonths: 12 } }).privacy).toEqual({
    retentionMonths: 12,
  });
});
