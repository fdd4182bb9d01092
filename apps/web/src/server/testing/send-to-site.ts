import { type IncomingHttpHeaders, request } from 'node:http';

export interface SiteRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The local address to send from (another loopback address is another client). */
  localAddress?: string;
}

/**
 * A request to the local app as the browser of `host` would send it. Node's fetch drops the Host
 * header (a forbidden header in the Fetch standard), and the host picks the site, so this goes
 * through node:http.
 */
export function sendToSite(
  port: number,
  host: string,
  { method = 'GET', path, body, headers = {}, timeoutMs = 30_000, localAddress }: SiteRequest,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path,
        method,
        headers: {
          ...headers,
          host,
          ...(body === undefined || headers['content-type']
            ? {}
            : { 'content-type': 'application/json' }),
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
    req.on('error', reject);
    req.end(body);
  });
}
