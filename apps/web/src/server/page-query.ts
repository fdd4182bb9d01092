/** A page's `searchParams` as Next gives them (a repeated name becomes an array). */
export type PageQuery = Record<string, string | string[] | undefined>;

/** A page's parsed query back as URLSearchParams, every value of a repeated name kept in order. */
export function toUrlSearchParams(query: PageQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) params.append(name, item);
  }
  return params;
}
