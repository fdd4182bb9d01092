import { describe, expect, it } from 'vitest';
import { forEachSite } from './site-workers.ts';

describe('forEachSite', () => {
  it('skips a site that will not load or whose work fails, and goes on to the rest', async () => {
    const logged: [Record<string, unknown>, string][] = [];
    const done: string[] = [];
    await forEachSite(
      {
        listSlugs: async () => ['broken-config', 'gone', 'failing', 'fine'],
        loadSite: async (slug) => {
          if (slug === 'broken-config') throw new Error('Invalid config');
          return slug === 'gone' ? null : { slug };
        },
        log: { error: (fields, message) => logged.push([fields, message]) },
      },
      'alerts',
      async (site) => {
        if (site.slug === 'failing') throw new Error('SMTP refused');
        done.push(site.slug);
      },
    );
    expect(done).toEqual(['fine']);
    expect(logged.map(([fields, message]) => [fields.site, message])).toEqual([
      ['broken-config', 'alerts skipped a site: its config is invalid'],
      ['failing', 'alerts failed for a site'],
    ]);
  });
});
