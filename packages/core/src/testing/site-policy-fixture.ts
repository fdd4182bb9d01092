import { resolveSiteConfig } from '../config/merge-config.ts';
import { type SitePolicy, toSitePolicy } from '../stock/site-policy.ts';

/** A site policy for tests: dealership 1, the default config; override what the test is about. */
export function makeSitePolicy(overrides: Partial<SitePolicy> = {}): SitePolicy {
  return { ...toSitePolicy(resolveSiteConfig({}, {}), [1]), ...overrides };
}
