import { SiteConfigError } from '@forecourt/core/config';
import { describe, expect, it } from 'vitest';
import { buildSiteIndexes } from './build-site-indexes.ts';

function deps(loadSite: (slug: string) => Promise<string | null>) {
  const built: string[] = [];
  const errors: Record<string, unknown>[] = [];
  return {
    built,
    errors,
    deps: {
      listSlugs: async () => ['harbour-ford', 'broken', 'southern-cross'],
      loadSite,
      buildIndex: async (site: string) => built.push(site),
      log: { error: (fields: Record<string, unknown>) => errors.push(fields) },
    },
  };
}

describe('buildSiteIndexes', () => {
  it('builds every site, in turn', async () => {
    const run = deps(async (slug) => slug);
    expect(await buildSiteIndexes(run.deps)).toBe(3);
    expect(run.built).toEqual(['harbour-ford', 'broken', 'southern-cross']);
  });

  it('leaves out a site whose config does not validate, logging it, and builds the others', async () => {
    const run = deps(async (slug) => {
      if (slug === 'broken') throw new SiteConfigError(slug, [{ path: 'search', message: 'bad' }]);
      return slug;
    });
    expect(await buildSiteIndexes(run.deps)).toBe(2);
    expect(run.built).toEqual(['harbour-ford', 'southern-cross']);
    expect(run.errors).toMatchObject([{ site: 'broken' }]);
  });

  it('gives up on any other failure, for the caller to retry', async () => {
    const down = new Error('connection terminated');
    const run = deps(async (slug) => {
      if (slug === 'broken') throw down;
      return slug;
    });
    await expect(buildSiteIndexes(run.deps)).rejects.toBe(down);
  });
});
