import 'server-only';
import { getClientIp } from './leads/client-ip.ts';
import { getClientNetwork } from './leads/rate-limit.ts';

/** Expensive requests one client network may have in flight at once. */
const PER_CLIENT = 2;
/** Clients tracked at once; past it, new clients are asked to retry (the map stays bounded). */
const MAX_CLIENTS = 10_000;

// One count per process, whichever route bundle asks (each bundle has its own module copy).
const globalKey = Symbol.for('forecourt.client-share');
type WithShares = typeof globalThis & { [globalKey]?: Map<string, number> };

function getShares(): Map<string, number> {
  const store = globalThis as WithShares;
  store[globalKey] ??= new Map();
  return store[globalKey];
}

/** A request's hold on its client's share lasts at most this long, whatever its body does. */
const HOLD_LIMIT_MS = 60_000;

/**
 * Runs `work` unless the client's network (an IPv4 address or an IPv6 /64) already has
 * PER_CLIENT expensive requests in flight; then 429. A request is in flight until its response
 * body is sent (sending a large body is most of the work) or abandoned. One client can hold at
 * most that share of the app's work, however many connections it opens. Entries leave the map
 * when their last request ends, so it holds only clients with requests in flight.
 */
export async function withClientShare(
  request: Request,
  work: () => Promise<Response>,
): Promise<Response> {
  const shares = getShares();
  const client = getClientNetwork(getClientIp(request.headers));
  const held = shares.get(client) ?? 0;
  if (held >= PER_CLIENT) {
    return refuse(429, 'Too many requests at once from your network; try again in a moment.');
  }
  if (held === 0 && shares.size >= MAX_CLIENTS) {
    return refuse(503, 'The server is busy; try again in a moment.');
  }
  shares.set(client, held + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    const left = (shares.get(client) ?? 1) - 1;
    if (left > 0) shares.set(client, left);
    else shares.delete(client);
  };
  const timer = setTimeout(release, HOLD_LIMIT_MS);
  timer.unref?.();
  try {
    const response = await work();
    if (!response.body) {
      release();
      return response;
    }
    return new Response(releasingWhenSent(response.body, release), response);
  } catch (error) {
    release();
    throw error;
  }
}

/** The same bytes, calling `release` once they are all read, or the reader gives up. */
function releasingWhenSent(
  body: ReadableStream<Uint8Array>,
  release: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}

function refuse(status: 429 | 503, message: string): Response {
  return new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '1',
    },
  });
}
