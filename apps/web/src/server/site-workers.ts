import 'server-only';

export interface EachSiteDeps<S> {
  listSlugs(): Promise<string[]>;
  /** The site, null when it is gone; throws when its config does not validate. */
  loadSite(slug: string): Promise<S | null>;
  log: { error(fields: Record<string, unknown>, message: string): void };
}

/**
 * Each site in turn, for a background worker (`work` names it in the log): a site whose config
 * does not validate, or whose work throws, is logged with its slug and skipped, never every site
 * after it, pass after pass.
 */
export async function forEachSite<S>(
  deps: EachSiteDeps<S>,
  work: string,
  run: (site: S, slug: string) => Promise<void>,
): Promise<void> {
  for (const slug of await deps.listSlugs()) {
    let site: S | null;
    try {
      site = await deps.loadSite(slug);
    } catch (error) {
      deps.log.error({ err: error, site: slug }, `${work} skipped a site: its config is invalid`);
      continue;
    }
    if (!site) continue;
    try {
      await run(site, slug);
    } catch (error) {
      deps.log.error({ err: error, site: slug }, `${work} failed for a site`);
    }
  }
}
