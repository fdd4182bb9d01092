import { SiteConfigError } from '@forecourt/core/config';

export interface IndexBuildDeps<S> {
  listSlugs(): Promise<string[]>;
  /** The site as requests see it; throws SiteConfigError when its config does not validate. */
  loadSite(slug: string): Promise<S | null>;
  buildIndex(site: S): Promise<unknown>;
  log: { error(fields: Record<string, unknown>, message: string): void };
}

/**
 * Builds the search index of every site, one after another (the builds are CPU-bound and the
 * process serves meanwhile), and resolves to how many it built. A site whose config does not
 * validate is not served at all, so it is logged and left out rather than keeping every other
 * site unready; any other failure (the database) rejects, for the caller to retry.
 */
export async function buildSiteIndexes<S>(deps: IndexBuildDeps<S>): Promise<number> {
  let built = 0;
  for (const slug of await deps.listSlugs()) {
    let site: S | null;
    try {
      site = await deps.loadSite(slug);
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      deps.log.error({ err: error, site: slug }, 'site config invalid: its index is not built');
      continue;
    }
    if (!site) continue;
    await deps.buildIndex(site);
    built += 1;
  }
  return built;
}
