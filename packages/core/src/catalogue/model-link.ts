/** The fields of a model that decide where its links go (spec 2 §3 Model). */
export interface ModelLinkFields {
  slug: string;
  newSlug: string | null;
  overrideUrl: string | null;
}

/** The model's own page on the site: `/{new_slug}` when the model was renamed, else `/{slug}`. */
export function modelPath(model: ModelLinkFields): string {
  return `/${model.newSlug || model.slug}`;
}

/**
 * Where every link to a model goes (header dropdown, /models, offers' 'Explore {model}'):
 * the dealer's override_url when it is a usable link, else the model's page (spec 2 §2).
 */
export function modelHref(model: ModelLinkFields): string {
  const override = model.overrideUrl?.trim();
  return override && isUsableOverride(override) ? override : modelPath(model);
}

/** Same-site paths and http(s) URLs only: a stored `javascript:` or `//host` never becomes a link. */
function isUsableOverride(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^/\\\s]/i.test(url);
}
