// @ts-check
import { createServer, ServerResponse, STATUS_CODES } from 'node:http';
import { createClientShare, isExpensivePath } from './client-share.mjs';
import { isUntrustedRequestHeader, resolveForwarding } from './forwarded-request.mjs';
import { chooseRequestId } from './request-id.mjs';
import { ALLOWED_METHODS, checkRequestTarget } from './request-target.mjs';
import { isInternalResponseHeader, withSecureAttribute } from './response-headers.mjs';
import { createNonce, getSecurityHeaders } from './security-headers.mjs';

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void> | void} Handler
 */

/**
 * What the edge decided for one request, applied to its response headers when they are written.
 * @typedef {object} EdgeContext
 * @property {string} requestId
 * @property {[string, string][]} securityHeaders
 * @property {boolean} https
 * @property {boolean} rsc
 */

/**
 * A response whose headers pass through the edge as they are written, however the handler
 * writes them (setHeader, writeHead with headers, or implicitly on the first write): internal
 * routing headers are dropped, the security headers added, cookies made Secure over HTTPS.
 */
class EdgeResponse extends ServerResponse {
  /** @type {EdgeContext | null} */
  edge = null;
  /** Body bytes the handler wrote (before any transfer encoding). */
  bytesSent = 0;

  /**
   * @param {any} chunk
   * @param {any[]} rest encoding and/or callback, as ServerResponse#write takes them
   */
  // @ts-expect-error one signature for write's overloads
  write(chunk, ...rest) {
    this.bytesSent += byteLength(chunk, rest[0]);
    return super.write(chunk, ...rest);
  }

  /**
   * @param {any} [chunk]
   * @param {any[]} rest encoding and/or callback, as ServerResponse#end takes them
   */
  // @ts-expect-error one signature for end's overloads
  end(chunk, ...rest) {
    if (chunk !== undefined && typeof chunk !== 'function') {
      this.bytesSent += byteLength(chunk, rest[0]);
    }
    return super.end(chunk, ...rest);
  }

  /**
   * @param {number} statusCode
   * @param {any[]} rest statusMessage and/or headers, as ServerResponse#writeHead takes them
   */
  // @ts-expect-error one signature for writeHead's overloads
  writeHead(statusCode, ...rest) {
    if (this.edge && !this.headersSent) {
      const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
      const args = typeof rest[0] === 'string' ? [rest[0]] : [];
      if (headers) this.#takeHeaders(headers);
      this.#applyEdge(this.edge);
      return super.writeHead(statusCode, ...args);
    }
    return super.writeHead(statusCode, ...rest);
  }

  /** @param {Record<string, any> | any[]} headers */
  #takeHeaders(headers) {
    if (!Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) this.setHeader(name, value);
      }
    } else if (Array.isArray(headers[0])) {
      for (const [name, value] of headers) this.appendHeader(name, value);
    } else {
      for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i], headers[i + 1]);
    }
  }

  /** @param {EdgeContext} edge */
  #applyEdge(edge) {
    for (const name of this.getHeaderNames()) {
      if (isInternalResponseHeader(name, edge.rsc)) this.removeHeader(name);
    }
    for (const [name, value] of edge.securityHeaders) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    this.setHeader('x-request-id', edge.requestId);
    const cookies = this.getHeader('set-cookie');
    if (edge.https && cookies !== undefined) {
      const list = Array.isArray(cookies) ? cookies : [String(cookies)];
      this.setHeader('set-cookie', list.map(withSecureAttribute));
    }
  }
}

/**
 * One request as the edge saw it, reported when its response is over (sent, or the client left).
 * @typedef {object} Served
 * @property {string} requestId
 * @property {string} method
 * @property {string | null} host the host the edge settled on (a forwarded one from trusted hops)
 * @property {string} path without the query string
 * @property {number} status
 * @property {number} ms from the request's head to the response's end
 * @property {string} client the client's address by the trusted-proxy rule
 * @property {number} bytes body bytes sent
 * @property {boolean} aborted the connection closed before the response was complete
 */

/**
 * @typedef {object} EdgeOptions
 * @property {number} trustedProxyHops proxies in front that append to X-Forwarded-For
 * @property {Handler} handle the app (Next's request handler)
 * @property {(served: Served) => void} [onServed] told once per request (access log, metrics)
 * @property {import('./client-share.mjs').ShareLimits} [shareLimits] each client's share of the
 *   expensive paths (feeds, sitemap)
 * @property {string} [consoleHost] the dealer console's host name (`console.{ROOT_DOMAIN}`): its
 *   responses get the console's security headers
 */

/**
 * Two at once lets a crawler fetch a feed and the sitemap together; a third waits its turn. Twenty
 * a minute is far more than any crawler asks (they fetch these a few times a day); at about 15 ms
 * to send a cached 2 MB feed, it holds one client to a burst of 0.3 s and 0.5% of the app's time.
 * @type {import('./client-share.mjs').ShareLimits}
 */
export const EXPENSIVE_SHARE = { perClient: 2, perMinute: 20, maxClients: 10_000 };

/**
 * The HTTP server in front of Next: it decides the client's address, host and scheme from the
 * socket or trusted proxies (replacing whatever the client claimed), refuses request lines Next
 * would mishandle, gives the request an id and a CSP nonce, and shapes every response's headers.
 * @param {EdgeOptions} options
 */
export function createEdgeServer({
  trustedProxyHops,
  handle,
  shareLimits = EXPENSIVE_SHARE,
  onServed,
  consoleHost,
}) {
  const share = createClientShare(shareLimits);
  const server = createServer({ ServerResponse: EdgeResponse }, (req, res) => {
    const started = performance.now();
    const response = /** @type {EdgeResponse} */ (res);
    const clientIp = prepareRequest(req, response, trustedProxyHops, consoleHost);
    // What the client asked for; Next may rewrite req.url as it routes.
    let path = withoutQuery(req.url ?? '/');
    if (onServed) {
      const method = req.method ?? 'GET';
      const requestId = response.edge?.requestId ?? '';
      const host = req.headers.host ?? null;
      res.once('close', () => {
        onServed({
          requestId,
          method,
          host,
          path,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
          client: clientIp,
          bytes: response.bytesSent,
          aborted: !res.writableFinished,
        });
      });
    }
    const check = checkRequestTarget(req.method ?? 'GET', req.url ?? '/', req.headers.host);
    if (!check.ok) {
      answerPlain(response, check.status, check.message);
      return;
    }
    req.url = check.path;
    path = withoutQuery(check.path);
    if (isExpensivePath(check.path)) {
      const admission = share.enter(clientIp);
      if (!admission.ok) {
        answerPlain(response, admission.status, admission.message, {
          'retry-after': String(admission.retryAfterSeconds),
        });
        return;
      }
      // Held until the response is sent or the client goes away: sending is most of the work.
      res.once('close', admission.release);
    }
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => {
        logError(error, response.edge?.requestId);
        if (!res.headersSent) answerPlain(response, 500, 'Internal Server Error');
        else res.destroy();
      });
  });
  // An idle connection stays open longer than reverse proxies keep theirs (60 s is common):
  // with Node's 5 s, a proxy or keep-alive client reusing a connection just as the server drops
  // it gets no answer at all (seen as 'socket hang up' in the lead fuzz tests).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // CONNECT never reaches the request handler; without this Node would just drop the socket.
  server.on('connect', (_req, socket) => {
    socket.end(rawResponse(405, { allow: ALLOWED_METHODS }));
  });
  server.on('clientError', (error, socket) => {
    if (!socket.writable || /** @type {any} */ (error).code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    socket.end(rawResponse(clientErrorStatus(/** @type {any} */ (error).code)));
  });
  return server;
}

/**
 * Replace what the client claimed with what the edge decided, before any handler reads it.
 * @param {import('node:http').IncomingMessage} req
 * @param {EdgeResponse} res
 * @param {number} trustedHops
 * @param {string | undefined} consoleHost
 * @returns {string} the client's address
 */
function prepareRequest(req, res, trustedHops, consoleHost) {
  const { headers } = req;
  const forwarding = resolveForwarding({
    forwardedFor: headers['x-forwarded-for'],
    forwardedHost: headers['x-forwarded-host'],
    forwardedProto: headers['x-forwarded-proto'],
    host: headers.host,
    socketAddress: req.socket.remoteAddress,
    socketEncrypted: Boolean(/** @type {any} */ (req.socket).encrypted),
    trustedHops,
  });
  const requestId = chooseRequestId(headers['x-request-id']);
  for (const name of Object.keys(headers)) {
    if (isUntrustedRequestHeader(name)) delete headers[name];
  }
  // The one normalised value the app reads: Host, X-Forwarded-Proto, one X-Forwarded-For.
  if (forwarding.host) {
    headers.host = forwarding.host;
    headers['x-forwarded-host'] = forwarding.host;
  }
  headers['x-forwarded-proto'] = forwarding.proto;
  headers['x-forwarded-for'] = forwarding.clientIp;
  headers['x-request-id'] = requestId;
  const https = forwarding.proto === 'https';
  const nonce = createNonce();
  const hostName = forwarding.host?.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const securityHeaders = getSecurityHeaders({
    nonce,
    https,
    console: consoleHost !== undefined && hostName === consoleHost,
  });
  // Next renders its scripts with the nonce it finds in the request's CSP header.
  headers['content-security-policy'] = /** @type {string} */ (securityHeaders[0]?.[1]);
  headers['x-nonce'] = nonce;
  res.edge = { requestId, securityHeaders, https, rsc: headers.rsc === '1' };
  return forwarding.clientIp;
}

/**
 * @param {EdgeResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [extra]
 */
function answerPlain(res, status, message, extra = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 405 ? { allow: ALLOWED_METHODS } : {}),
    ...extra,
  });
  res.end(message);
}

/** @param {string} target */
function withoutQuery(target) {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/**
 * @param {any} chunk
 * @param {unknown} encoding
 */
function byteLength(chunk, encoding) {
  if (typeof chunk === 'string') {
    return Buffer.byteLength(
      chunk,
      typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
    );
  }
  return chunk?.byteLength ?? 0;
}

/** @param {string | undefined} code */
function clientErrorStatus(code) {
  if (code === 'HPE_INVALID_METHOD') return 405;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * A whole response written straight to a socket the HTTP parser gave up on.
 * @param {number} status
 * @param {Record<string, string>} [extra]
 */
function rawResponse(status, extra = {}) {
  const headers = {
    ...Object.fromEntries(getSecurityHeaders({ nonce: createNonce(), https: false })),
    ...(status === 405 ? { allow: ALLOWED_METHODS } : {}),
    ...extra,
    'content-length': '0',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * @param {unknown} error
 * @param {string | undefined} requestId
 */
function logError(error, requestId) {
  console.error(
    JSON.stringify({
      level: 50,
      time: Date.now(),
      msg: 'request failed at the edge',
      requestId,
      err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
    }),
  );
}
