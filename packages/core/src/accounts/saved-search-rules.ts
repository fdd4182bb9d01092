/** How many searches one shopper keeps on a site: enough to follow several, bounded storage. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME = 80;

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved to My Garage.',
  badName: `Please give the search a name of up to ${MAX_SAVED_SEARCH_NAME} characters.`,
  badSearch: 'That search cannot be saved. Please start again from the search page.',
  full: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one in My Garage to save another.`,
  notFound: 'That saved search was not found.',
} as const;

/** The name as stored: spaces collapsed; null when empty or too long. */
export function cleanSavedSearchName(name: string): string | null {
  const cleaned = name.replace(/\s+/g, ' ').trim();
  return cleaned.length > 0 && cleaned.length <= MAX_SAVED_SEARCH_NAME ? cleaned : null;
}

/**
 * The path and query of a search page URL the shopper's browser sent ('/search/used-cars?…'),
 * or null for anything else: another origin, another page, a fragment-only trick.
 */
export function readSearchPagePath(
  path: string,
): { segments: string[]; query: URLSearchParams } | null {
  if (!path.startsWith('/search') || path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const [first, ...segments] = url.pathname.split('/').filter(Boolean);
  if (first !== 'search') return null;
  try {
    return { segments: segments.map(decodeURIComponent), query: url.searchParams };
  } catch {
    return null;
  }
}
