import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createAddressList, isPublicAddress } from './address-policy.ts';

export interface GuardedGetOptions {
  /** Ends the whole exchange, headers and body. */
  signal: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Private addresses this request may reach all the same, exactly as listed: a site's own
   * dealer system on its network (`stockFeed.privateAddresses`), or a test's local server.
   * Never taken from a request.
   */
  allowedAddresses?: readonly string[];
  maxRedirects?: number;
}

/** Why a guarded request was not made or not answered; the message is fit for a report. */
export class GuardedGetError extends Error {
  override name = 'GuardedGetError';
}

/**
 * GET a URL that outside data named (a feed, a photo): only http and https; the host name is
 * resolved first and every address it gives must be public (or listed in `allowedAddresses`),
 * and the connection goes to that checked address, so DNS cannot swap in a private one between
 * check and connect. Redirects are followed (at most `maxRedirects`, default 3), each checked
 * the same way. The answer that is not a redirect is returned with its body unread; the caller
 * reads or discards it, within `signal`.
 */
export async function guardedGet(
  url: string,
  options: GuardedGetOptions,
): Promise<IncomingMessage> {
  const isAllowed = createAddressList(options.allowedAddresses ?? []);
  const maxRedirects = options.maxRedirects ?? 3;
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await getOnce(current, options, isAllowed);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && status !== 304 && typeof location === 'string') {
      response.resume();
      if (redirects >= maxRedirects) throw new GuardedGetError('too many redirects');
      current = new URL(location, current).toString();
      continue;
    }
    return response;
  }
}

async function getOnce(
  url: string,
  options: GuardedGetOptions,
  isAllowed: (address: string) => boolean,
): Promise<IncomingMessage> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new GuardedGetError('is not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new GuardedGetError(`uses ${parsed.protocol} (only http and https are fetched)`);
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new GuardedGetError(`host ${host} does not resolve`);
  }
  const refused = addresses.find(
    (entry) => !isPublicAddress(entry.address) && !isAllowed(entry.address),
  );
  if (refused) {
    throw new GuardedGetError(`host ${host} is a private or loopback address (${refused.address})`);
  }
  const target = addresses[0];
  if (!target) throw new GuardedGetError(`host ${host} does not resolve`);
  // Connect to the address just checked, whatever DNS says by now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = parsed.protocol === 'https:' ? https : http;
  const { signal } = options;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.get(
      parsed,
      { headers: options.headers ?? {}, lookup: pinned, signal },
      resolve,
    );
    request.on('error', (error) =>
      reject(
        signal.aborted
          ? new GuardedGetError('took longer than the time limit')
          : new GuardedGetError(`could not be fetched: ${error.message}`),
      ),
    );
  });
}
