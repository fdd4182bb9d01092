import type { Readable } from 'node:stream';
import { GuardedGetError, guardedGet } from '../outbound/guarded-get.ts';

/** A feed to fetch: what `npm run stock:import -- --url` and `stockFeed.schedule` name. */
export interface FeedUrl {
  url: string;
  headers?: Record<string, string>;
}

/** Why a feed URL gave no feed; the message is shown to the dealer as is. */
export class FeedUrlError extends Error {
  override name = 'FeedUrlError';
}

/**
 * Open a feed URL through the outbound guard (public addresses only unless the site lists a
 * private one, each redirect checked again: outbound/guarded-get.ts), as a stream of its body.
 * The whole download must finish within `timeoutMs` (default 5 minutes).
 */
export async function openFeedUrl(
  feed: FeedUrl,
  options: { allowedAddresses: readonly string[]; timeoutMs?: number },
): Promise<Readable> {
  try {
    const response = await guardedGet(feed.url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 5 * 60_000),
      headers: feed.headers ?? {},
      allowedAddresses: options.allowedAddresses,
    });
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FeedUrlError(`the feed URL answered HTTP ${status}`);
    }
    return response;
  } catch (error) {
    if (!(error instanceof GuardedGetError)) throw error;
    const hint = error.message.includes('private or loopback')
      ? '; to fetch from a dealer system on a private network, list its address in stockFeed.privateAddresses'
      : '';
    throw new FeedUrlError(`the feed URL was not fetched: ${error.message}${hint}`);
  }
}
