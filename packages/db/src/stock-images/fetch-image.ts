import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.ts';

export interface ImageFetchOptions {
  /** Whole request, headers and body, in milliseconds. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Only for tests: allow loopback and private addresses (a local test server). */
  allowPrivateAddresses?: boolean;
  /** Validators from the last fetch: an unchanged image is not downloaded again. */
  etag?: string | null;
  lastModified?: string | null;
}

export type ImageFetchResult =
  | { kind: 'unchanged' }
  | {
      kind: 'fetched';
      bytes: Buffer;
      contentType: string;
      etag: string | null;
      lastModified: string | null;
    };

/** Why an image was not fetched; the message goes into the import report as is. */
export class ImageFetchError extends Error {
  override name = 'ImageFetchError';
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
const MAX_REDIRECTS = 3;

/**
 * Fetch one image named by a stock feed. Only http and https; the host name is resolved first
 * and every address it gives must be public (unless allowed for tests), and the connection is
 * made to that checked address, so DNS cannot swap in a private one between check and connect.
 * Redirects are followed (at most 3), each checked the same way. The body must say it is an
 * image and stay under `maxBytes`; the whole exchange must finish within `timeoutMs`.
 */
export async function fetchImage(
  url: string,
  options: ImageFetchOptions = {},
): Promise<ImageFetchResult> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await request(current, options, signal);
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (redirects >= MAX_REDIRECTS) throw new ImageFetchError('too many redirects');
      current = new URL(response.location, current).toString();
      continue;
    }
    return response.result();
  }
}

interface Answer {
  status: number;
  location: string | null;
  result: () => Promise<ImageFetchResult>;
}

async function request(
  url: string,
  options: ImageFetchOptions,
  signal: AbortSignal,
): Promise<Answer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageFetchError('is not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ImageFetchError(`uses ${parsed.protocol} (only http and https are fetched)`);
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new ImageFetchError(`host ${host} does not resolve`);
  }
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused && !options.allowPrivateAddresses) {
    throw new ImageFetchError(`host ${host} is a private or loopback address (${refused.address})`);
  }
  const target = addresses[0];
  if (!target) throw new ImageFetchError(`host ${host} does not resolve`);
  // Connect to the address just checked, whatever DNS says by now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const headers: Record<string, string> = { accept: IMAGE_TYPES.join(', ') };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const client = parsed.protocol === 'https:' ? https : http;
  const maxBytes = options.maxBytes ?? 20 * 2 ** 20;

  return new Promise<Answer>((resolve, reject) => {
    const req = client.get(parsed, { headers, lookup: pinned, signal }, (res) => {
      const status = res.statusCode ?? 0;
      const location = typeof res.headers.location === 'string' ? res.headers.location : null;
      if (status >= 300 && status < 400 && status !== 304) {
        res.resume();
        resolve({ status, location, result: async () => ({ kind: 'unchanged' }) });
        return;
      }
      resolve({
        status,
        location: null,
        result: () =>
          new Promise<ImageFetchResult>((done, fail) => {
            if (status === 304) {
              res.resume();
              done({ kind: 'unchanged' });
              return;
            }
            if (status !== 200) {
              res.resume();
              fail(new ImageFetchError(`answered HTTP ${status}`));
              return;
            }
            const contentType =
              String(res.headers['content-type'] ?? '')
                .split(';')[0]
                ?.trim()
                .toLowerCase() ?? '';
            if (!IMAGE_TYPES.includes(contentType)) {
              res.destroy();
              fail(
                new ImageFetchError(`is not an image (content type '${contentType || 'none'}')`),
              );
              return;
            }
            const declared = Number(res.headers['content-length'] ?? Number.NaN);
            if (declared > maxBytes) {
              res.destroy();
              fail(new ImageFetchError(`is larger than ${maxBytes} bytes`));
              return;
            }
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > maxBytes) {
                res.destroy();
                fail(new ImageFetchError(`is larger than ${maxBytes} bytes`));
                return;
              }
              chunks.push(chunk);
            });
            res.on('error', (error) =>
              fail(signal.aborted ? new ImageFetchError(`took longer than the time limit`) : error),
            );
            res.on('end', () =>
              done({
                kind: 'fetched',
                bytes: Buffer.concat(chunks),
                contentType,
                etag: typeof res.headers.etag === 'string' ? res.headers.etag : null,
                lastModified:
                  typeof res.headers['last-modified'] === 'string'
                    ? res.headers['last-modified']
                    : null,
              }),
            );
          }),
      });
    });
    req.on('error', (error) =>
      reject(
        signal.aborted
          ? new ImageFetchError('took longer than the time limit')
          : new ImageFetchError(`could not be fetched: ${error.message}`),
      ),
    );
  });
}
