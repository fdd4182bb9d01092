import { type IncomingHttpHeaders, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SiteRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Text is sent as UTF-8; bytes as they are (e.g. malformed UTF-8). */
  body?: string | Uint8Array;
  /** A body is sent as application/json unless these name another content-type. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The local address to send from (another loopback address is another client). */
  localAddress?: string;
  /**
   * When the edge rations feeds and sitemaps (429 with Retry-After), wait and send again, as a
   * polite crawler does: for tests that read these files rather than probe the ration.
   */
  waitWhenRationed?: boolean;
}

/** What the app answered: status, headers and the body as text. */
export interface SiteAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * A request to the local app as the browser of `host` would send it. Node's fetch drops the Host
 * header (a forbidden header in the Fetch standard), and the host picks the site, so this goes
 * through node:http. Without Origin or Sec-Fetch-* headers it is what a server or curl sends.
 */
export async function sendToSite(
  port: number,
  host: string,
  request: SiteRequest,
): Promise<SiteAnswer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await sendFresh(port, host, request);
    const wait = request.waitWhenRationed ? getRationedWait(answer, attempt) : null;
    if (wait === null) return answer;
    await sleep(wait);
  }
}

/**
 * How long to wait before sending again a request the edge rationed (429 with Retry-After), or
 * null to take the answer as it is: not rationed, or tried five times already.
 */
export function getRationedWait(
  answer: Pick<SiteAnswer, 'status' | 'headers'>,
  attempt: number,
): number | null {
  const seconds = Number(answer.headers['retry-after']);
  if (answer.status !== 429 || !Number.isInteger(seconds) || attempt >= 5) return null;
  return seconds * 1000;
}

async function sendFresh(port: number, host: string, request: SiteRequest): Promise<SiteAnswer> {
  try {
    return await sendOnce(port, host, request);
  } catch (error) {
    // Node's agent keeps connections alive; one the server closed while idle (after its 5 s
    // keep-alive timeout) fails when reused, before the server sees the request. Node's
    // documented answer is to send again on a fresh connection.
    if (!(error instanceof ReusedSocketError)) throw error;
    return sendOnce(port, host, request);
  }
}

class ReusedSocketError extends Error {}

function sendOnce(
  port: number,
  host: string,
  { method = 'GET', path, body, headers = {}, timeoutMs = 30_000, localAddress }: SiteRequest,
): Promise<SiteAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path,
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
          host,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        req.reusedSocket && error.code === 'ECONNRESET'
          ? new ReusedSocketError(error.message)
          : error,
      ),
    );
    req.end(body);
  });
}
