/** The fields of a model that decide where its links go (spec 2 §3 Model). */
export interface ModelLinkFields {
  slug: string;
  newSlug: string | null;
  overrideUrl: string | null;
}

/** A site's own path for one model's page (config navigation.modelPathRewrites). */
export interface ModelPathRewrite {
  /** The model's slug or new_slug. */
  model: string;
  path: string;
}

/** The model's own page path before any per-site rewrite: `/{new_slug}` when renamed, else `/{slug}`. */
function defaultModelPath(model: ModelLinkFields): string {
  return `/${model.newSlug || model.slug}`;
}

function findRewrite(
  model: ModelLinkFields,
  rewrites: readonly ModelPathRewrite[],
): ModelPathRewrite | undefined {
  return rewrites.find(
    (rewrite) =>
      rewrite.model === model.slug || (!!model.newSlug && rewrite.model === model.newSlug),
  );
}

/**
 * The model's page on the site: the site's rewritten path when it has one (spec 2 §2
 * Navigation), else `/{new_slug}` when the model was renamed, else `/{slug}`.
 */
export function modelPath(
  model: ModelLinkFields,
  rewrites: readonly ModelPathRewrite[] = [],
): string {
  return findRewrite(model, rewrites)?.path ?? defaultModelPath(model);
}

/**
 * Where every link to a model goes (header dropdown, /models, offers' 'Explore {model}'):
 * the dealer's override_url when it is a usable link, else the model's page (spec 2 §2).
 */
export function modelHref(
  model: ModelLinkFields,
  rewrites: readonly ModelPathRewrite[] = [],
): string {
  const override = model.overrideUrl?.trim();
  return override && isUsableOverride(override) ? override : modelPath(model, rewrites);
}

/** Same-site paths and http(s) URLs only: a stored `javascript:` or `//host` never becomes a link. */
function isUsableOverride(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^/\\\s]/i.test(url);
}

/** What a request path means for the site's models: its page, a move to its page, or nothing. */
export type ModelPathMatch<T> =
  | { kind: 'page'; model: T }
  | { kind: 'redirect'; to: string }
  | null;

/**
 * The model a path names: its page at its path, or a permanent move from an old path (the
 * slug of a renamed model, or a path the site rewrites) to its path. First model wins when
 * two share a slug.
 */
export function matchModelPath<T extends ModelLinkFields>(
  models: readonly T[],
  path: string,
  rewrites: readonly ModelPathRewrite[] = [],
): ModelPathMatch<T> {
  for (const model of models) {
    const own = modelPath(model, rewrites);
    if (path === own) return { kind: 'page', model };
  }
  for (const model of models) {
    const own = modelPath(model, rewrites);
    if (path === `/${model.slug}` || (model.newSlug && path === `/${model.newSlug}`))
      return { kind: 'redirect', to: own };
  }
  return null;
}
