/**
 * The browser's one way to call this site's JSON routes. Never throws: a network failure or an
 * abort answers status 0, and a body that is not JSON (a proxy's error page) answers null, so
 * every caller handles one shape instead of try/catch around fetch and response.json().
 */
export interface JsonAnswer {
  /** The HTTP status; 0 when no answer came (offline, aborted). */
  status: number;
  /** Whether the status is 2xx. */
  ok: boolean;
  /** The parsed JSON body, or null. Read it with the route's reader from core. */
  body: unknown;
}

async function send(path: string, init: RequestInit): Promise<JsonAnswer> {
  try {
    const response = await fetch(path, init);
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, ok: response.ok, body };
  } catch {
    return { status: 0, ok: false, body: null };
  }
}

/** GET a JSON route of this site; pass `signal` to cancel a read a newer one replaced. */
export function getJson(path: string, signal?: AbortSignal): Promise<JsonAnswer> {
  return send(path, { signal });
}

/** POST `body` as JSON to a route of this site, or nothing when `body` is undefined. */
export function postJson(path: string, body?: unknown, signal?: AbortSignal): Promise<JsonAnswer> {
  return send(
    path,
    body === undefined
      ? { method: 'POST', signal }
      : {
          method: 'POST',
          signal,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
}
