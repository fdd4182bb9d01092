import type { IncomingMessage } from 'node:http';
import { GuardedGetError, guardedGet } from '../outbound/guarded-get.ts';

export interface ImageFetchOptions {
  /** Whole request, headers and body, in milliseconds. */
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Private addresses the photo may be fetched from all the same (the site's
   * `stockFeed.privateAddresses`; a test's local server).
   */
  allowedAddresses?: readonly string[];
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

/**
 * Fetch one image named by a stock feed, through the outbound guard (public addresses only,
 * each redirect checked again: outbound/guarded-get.ts). The body must say it is an image and
 * stay under `maxBytes`; the whole exchange must finish within `timeoutMs`.
 */
export async function fetchImage(
  url: string,
  options: ImageFetchOptions = {},
): Promise<ImageFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 15_000);
  const headers: Record<string, string> = { accept: IMAGE_TYPES.join(', ') };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  let response: IncomingMessage;
  try {
    response = await guardedGet(url, {
      signal,
      headers,
      ...(options.allowedAddresses ? { allowedAddresses: options.allowedAddresses } : {}),
    });
  } catch (error) {
    if (error instanceof GuardedGetError) throw new ImageFetchError(error.message);
    throw error;
  }
  return readImage(response, options.maxBytes ?? 20 * 2 ** 20, signal);
}

function readImage(
  res: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<ImageFetchResult> {
  return new Promise<ImageFetchResult>((done, fail) => {
    const status = res.statusCode ?? 0;
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
      fail(new ImageFetchError(`is not an image (content type '${contentType || 'none'}')`));
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
      fail(signal.aborted ? new ImageFetchError('took longer than the time limit') : error),
    );
    res.on('end', () =>
      done({
        kind: 'fetched',
        bytes: Buffer.concat(chunks),
        contentType,
        etag: typeof res.headers.etag === 'string' ? res.headers.etag : null,
        lastModified:
          typeof res.headers['last-modified'] === 'string' ? res.headers['last-modified'] : null,
      }),
    );
  });
}
