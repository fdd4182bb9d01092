/** A car's URL slug: its name in lower-case words and its id, e.g. '2021-ford-ranger-xlt-101'. */
export function carSlug(name: string, id: number): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
}
