/** The file formats a stock feed may come in (docs/stock-feeds.md "Formats"). */
export const feedFormats = ['csv', 'json', 'xml'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/**
 * The format a feed's file name or URL says by its extension (`stock.XML`, `…/feed.json?key=1`),
 * or null when it says none; then the site's `stockFeed.format` applies.
 */
export function getFeedFormatFromName(name: string): FeedFormat | null {
  let path = name;
  try {
    path = new URL(name).pathname;
  } catch {
    // A file path, not a URL.
  }
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  return feedFormats.find((format) => format === extension) ?? null;
}
