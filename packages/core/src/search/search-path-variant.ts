/**
 * Spec 2 §2 Search URL construction: on one variant '/used-car/…' replaces '/search/…'. Every
 * site answers both; the variant's address moves to the same search at /search/… (its path
 * segments and query kept), which the search URL parser reads as usual.
 */
export const SEARCH_VARIANT_PREFIX = '/used-car';

/** The /search address of a variant's path segments ('ford', 'ranger' → '/search/ford/ranger'). */
export function toSearchPathFromVariant(segments: readonly string[], query: string): string {
  const path =
    segments.length > 0
      ? `/search/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`
      : '/search';
  const search = query.replace(/^\?/, '');
  return search ? `${path}?${search}` : path;
}
