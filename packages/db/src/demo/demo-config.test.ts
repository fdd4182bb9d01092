import { resolveSiteConfig } from '@forecourt/core/config';
import { findDeadConfigLinks } from '@forecourt/core/navigation';
import { describe, expect, it } from 'vitest';
import { demoSites, demoTemplates } from './sites.ts';

describe('demo site configs', () => {
  it.each(demoSites.map((site) => [site.slug, site] as const))(
    '%s resolves with no dead config link',
    (_slug, site) => {
      const template = demoTemplates.find((t) => t.name === site.template);
      const config = resolveSiteConfig(template?.config, site.config, site.slug);
      expect(findDeadConfigLinks(config)).toEqual([]);
    },
  );
});
