import type { IncomingMessage, ServerResponse } from 'node:http';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeServer, type Served } from './edge-server.mjs';

// The edge on a real socket, in front of a small app that reports what reached it — the part
// under test is the edge; Next itself runs behind it in the end-to-end security tests.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

type App = (req: IncomingMessage, res: ServerResponse) => void;

/** Responses the app holds open (`x-test: hold`) until the test ends them. */
const held: ServerResponse[] = [];

/** The app behind the edge: echoes the request it received, or does what `x-test` asks. */
const app: App = (req, res) => {
  const test = req.headers['x-test'];
  if (test === 'throw') throw new Error('app failed');
  if (test === 'hold') {
    res.setHeader('content-type', 'text/plain');
    res.write('started');
    held.push(res);
    return;
  }
  if (test === 'internal-headers') {
    res.setHeader('x-middleware-rewrite', '/sites/harbour-ford.localhost/cars');
    res.setHeader('x-nextjs-rewritten-path', '/sites/harbour-ford.localhost/cars');
    res.writeHead(200, { 'x-middleware-next': '1', 'content-type': 'text/plain' });
    res.end('ok');
    return;
  }
  if (test === 'cookie') res.setHeader('set-cookie', ['seen=1; Path=/; HttpOnly', 'b=2; Secure']);
  if (test === 'own-csp') res.setHeader('content-security-policy', "script-src 'none'; sandbox;");
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ url: req.url, headers: req.headers }));
};

type Server = ReturnType<typeof createEdgeServer>;

type ShareLimits = Parameters<typeof createEdgeServer>[0]['shareLimits'];

async function listen(
  trustedProxyHops: number,
  shareLimits?: ShareLimits,
): Promise<{ server: Server; port: number }> {
  const server = createEdgeServer({ trustedProxyHops, handle: app, shareLimits });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Resolves once the response's head has arrived; the body is left to come. */
function sendHeld(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { ...headers, 'x-test': 'hold' }, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: { host: 'harbour-ford.localhost:3000', ...options.headers },
        agent: false,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A request written byte for byte (methods and targets node:http will not send). */
function sendRaw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const echoed = (answer: Answer) =>
  JSON.parse(answer.body) as { url: string; headers: IncomingHttpHeaders };

/** The edge on its own port for the enclosing describe block, closed after it. */
function serveEdge(trustedProxyHops: number, shareLimits?: ShareLimits): { readonly port: number } {
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => ({ server, port } = await listen(trustedProxyHops, shareLimits)));
  afterAll(() => {
    server?.closeAllConnections();
    return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return {
    get port() {
      return port;
    },
  };
}

describe('edge server with no trusted proxy', () => {
  const edge = serveEdge(0);

  it('replaces every forwarding claim with what the socket says', async () => {
    const answer = await send(edge.port, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'southern-cross.localhost:3000',
        'x-forwarded-proto': 'https',
        'x-real-ip': '203.0.113.8',
        forwarded: 'for=203.0.113.9;host=evil.example',
        'x-middleware-subrequest': 'proxy:proxy:proxy',
        'content-security-policy': "script-src 'nonce-chosen-by-client'",
      },
    });
    const { headers } = echoed(answer);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.host).toBe('harbour-ford.localhost:3000');
    expect(headers['x-forwarded-host']).toBe('harbour-ford.localhost:3000');
    expect(headers['x-forwarded-proto']).toBe('http');
    for (const name of ['x-real-ip', 'forwarded', 'x-middleware-subrequest']) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('hands the app the nonce the response’s CSP allows', async () => {
    const answer = await send(edge.port);
    const { headers } = echoed(answer);
    const nonce = headers['x-nonce'];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(headers['content-security-policy']).toBe(answer.headers['content-security-policy']);
    expect(answer.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect((await send(edge.port)).headers['content-security-policy']).not.toContain(nonce);
  });

  it('sets the security headers on every response, and keeps a stricter CSP the app set', async () => {
    const answer = await send(edge.port);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const own = await send(edge.port, { headers: { 'x-test': 'own-csp' } });
    expect(own.headers['content-security-policy']).toBe("script-src 'none'; sandbox;");
  });

  it('drops internal routing headers however the app wrote them', async () => {
    const answer = await send(edge.port, { headers: { 'x-test': 'internal-headers' } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.headers).filter((name) => name.startsWith('x-middleware'))).toEqual(
      [],
    );
    expect(answer.headers['x-nextjs-rewritten-path']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const rsc = await send(edge.port, { headers: { 'x-test': 'internal-headers', rsc: '1' } });
    expect(rsc.headers['x-nextjs-rewritten-path']).toBe('/sites/harbour-ford.localhost/cars');
    expect(rsc.headers['x-middleware-rewrite']).toBeUndefined();
  });

  it('keeps idle connections open longer than a proxy keeps its own (60 s is common)', async () => {
    const answer = await send(edge.port, { headers: { connection: 'keep-alive' } });
    expect(answer.headers['keep-alive']).toBe('timeout=65');
  });

  it('leaves cookies alone over plain http', async () => {
    const answer = await send(edge.port, { headers: { 'x-test': 'cookie' } });
    expect(answer.headers['set-cookie']).toEqual(['seen=1; Path=/; HttpOnly', 'b=2; Secure']);
  });

  it('keeps a safe request id and replaces any other', async () => {
    const kept = await send(edge.port, { headers: { 'x-request-id': 'lb-7f3a9c2e1d' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e1d');
    expect(echoed(kept).headers['x-request-id']).toBe('lb-7f3a9c2e1d');
    for (const id of ['<b>hi</b>', 'x'.repeat(15_000)]) {
      const answer = await send(edge.port, { headers: { 'x-request-id': id } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(echoed(answer).headers['x-request-id']).toBe(answer.headers['x-request-id']);
    }
  });

  it('answers TRACE, TRACK and CONNECT with 405', async () => {
    const trace = await send(edge.port, { method: 'TRACE' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(trace.headers['content-security-policy']).toBeDefined();
    const track = await sendRaw(edge.port, 'TRACK / HTTP/1.1\r\nHost: harbour-ford.localhost:3000');
    expect(track).toMatch(/^HTTP\/1\.1 405 /);
    expect(track).toMatch(/\r\nx-content-type-options: nosniff\r\n/);
    const tunnel = await sendRaw(
      edge.port,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example',
    );
    expect(tunnel).toMatch(/^HTTP\/1\.1 405 /);
  });

  it('answers malformed percent-encoding with 400 before the app sees it', async () => {
    for (const path of ['/%ZZ', '/cars/%ZZ', '/search/%E0%A4%A']) {
      const answer = await send(edge.port, { path });
      expect(answer.status, path).toBe(400);
      expect(answer.body).toBe('The address is not valid percent-encoding.');
    }
  });

  it('serves an absolute-form target by its path on this host, and refuses another host', async () => {
    const same = await sendRaw(
      edge.port,
      'GET http://harbour-ford.localhost:3000/cars?x=1 HTTP/1.1\r\nHost: harbour-ford.localhost:3000\r\nConnection: close',
    );
    expect(same).toMatch(/^HTTP\/1\.1 200 /);
    expect(same).toContain('"url":"/cars?x=1"');
    const other = await sendRaw(
      edge.port,
      'GET http://evil.example/ HTTP/1.1\r\nHost: harbour-ford.localhost:3000\r\nConnection: close',
    );
    expect(other).toMatch(/^HTTP\/1\.1 400 /);
    expect(other).not.toContain('evil.example');
  });

  it('answers 500 with the security headers when the app throws', async () => {
    const answer = await send(edge.port, { headers: { 'x-test': 'throw' } });
    expect(answer.status).toBe(500);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('edge server behind one trusted proxy', () => {
  const edge = serveEdge(1);

  const viaProxy = {
    'x-forwarded-for': '198.51.100.1, 203.0.113.7',
    'x-forwarded-host': 'www.harbourford.com.au',
    'x-forwarded-proto': 'https',
  };

  it('believes the address, host and scheme the proxy appended', async () => {
    const { headers } = echoed(await send(edge.port, { headers: viaProxy }));
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers.host).toBe('www.harbourford.com.au');
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('over HTTPS sends Strict-Transport-Security and makes cookies Secure', async () => {
    const answer = await send(edge.port, { headers: { ...viaProxy, 'x-test': 'cookie' } });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(answer.headers['set-cookie']).toEqual([
      'seen=1; Path=/; HttpOnly; Secure',
      'b=2; Secure',
    ]);
  });

  it('over plain http sends no Strict-Transport-Security', async () => {
    const answer = await send(edge.port, { headers: { ...viaProxy, 'x-forwarded-proto': 'http' } });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('edge server rationing large generated files per client', () => {
  const edge = serveEdge(1);

  const from = (address: string) => ({
    host: 'southern-cross.localhost:3000',
    'x-forwarded-for': address,
  });
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('lets a client network have two feeds or sitemaps in flight, and refuses a third at once', async () => {
    const client = from('203.0.113.7');
    expect(await sendHeld(edge.port, '/feeds/google-vehicles.xml', client)).toBe(200);
    expect(await sendHeld(edge.port, '/sitemap.xml?page=2', client)).toBe(200);
    await until(() => held.length === 2);

    const third = await send(edge.port, { path: '/feeds/meta-vehicles.csv', headers: client });
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    expect(third.headers['x-content-type-options']).toBe('nosniff');
    expect(third.body).toMatch(/Too many requests at once/);
    // Pages, and other clients, are not rationed: an IPv6 /64 is one client.
    expect((await send(edge.port, { path: '/cars', headers: client })).status).toBe(200);
    expect(await sendHeld(edge.port, '/sitemap.xml', from('2001:db8:1:2::10'))).toBe(200);
    expect(await sendHeld(edge.port, '/sitemap.xml', from('2001:db8:1:2::11'))).toBe(200);
    const sameV6 = await send(edge.port, {
      path: '/sitemap.xml',
      headers: from('2001:db8:1:2::99'),
    });
    expect(sameV6.status).toBe(429);
    const other = await send(edge.port, { path: '/sitemap.xml', headers: from('198.51.100.1') });
    expect(other.status).toBe(200);

    // A response sent, or a client gone, gives its place back.
    held.shift()?.end();
    held.shift()?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await send(edge.port, { path: '/feeds/google-vehicles.xml', headers: client });
    expect(again.status).toBe(200);
    for (const res of held.splice(0)) res.end();
  });
});

describe('edge server rationing how often a client fetches large generated files', () => {
  let clock = 0;
  // Three a minute (one every 20 s), two clients remembered, on a clock the test moves.
  const edge = serveEdge(1, { perClient: 2, perMinute: 3, maxClients: 2, now: () => clock });
  const feed = (address: string) =>
    send(edge.port, {
      path: '/feeds/google-vehicles.xml',
      headers: { host: 'southern-cross.localhost:3000', 'x-forwarded-for': address },
    });

  it('serves a burst of a minute’s share one after another, then refuses until the next is due', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await feed('203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    clock += 15_000;
    const refused = await feed('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toMatch(/Too many requests for these files/);
    // Pages are not rationed, nor is another client.
    expect(
      (await send(edge.port, { path: '/cars', headers: { 'x-forwarded-for': '203.0.113.7' } }))
        .status,
    ).toBe(200);
    expect((await feed('198.51.100.1')).status).toBe(200);
    clock += 5_000;
    expect((await feed('203.0.113.7')).status).toBe(200);
    expect((await feed('203.0.113.7')).status).toBe(429);
  });

  it('forgets the least recent client beyond the ones it remembers, which then starts afresh', async () => {
    clock += 60_000;
    for (let i = 0; i < 3; i++) expect((await feed('192.0.2.1')).status).toBe(200);
    expect((await feed('192.0.2.1')).status).toBe(429);
    // Two newer clients push it out; back, it has a full minute's share again.
    expect((await feed('192.0.2.2')).status).toBe(200);
    expect((await feed('192.0.2.3')).status).toBe(200);
    expect((await feed('192.0.2.1')).status).toBe(200);
  });
});

describe('edge server reporting each request once, when its response is over', () => {
  const served: Served[] = [];
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    server = createEdgeServer({
      trustedProxyHops: 1,
      handle: app,
      onServed: (s) => served.push(s),
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server?.closeAllConnections();
    return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  async function reportOf(requestId: string | string[] | undefined): Promise<Served[]> {
    for (let wait = 0; wait < 100 && !served.some((s) => s.requestId === requestId); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return served.filter((s) => s.requestId === requestId);
  }

  it('with status, bytes, time, the host and the client by the trusted-proxy rule, no query', async () => {
    const answer = await send(port, {
      path: '/cars/ford-ranger-12?phone=0412345678',
      headers: {
        'x-forwarded-for': '198.51.100.1, 203.0.113.7',
        'x-forwarded-host': 'www.harbourford.com.au',
      },
    });
    const [report, ...more] = await reportOf(answer.headers['x-request-id']);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      method: 'GET',
      host: 'www.harbourford.com.au',
      path: '/cars/ford-ranger-12',
      status: 200,
      client: '203.0.113.7',
      bytes: Buffer.byteLength(answer.body),
      aborted: false,
    });
    expect(report?.ms).toBeGreaterThanOrEqual(0);
  });

  it('for what the edge refuses and what the app fails at too', async () => {
    const refused = await send(port, { path: '/%zz' });
    expect(await reportOf(refused.headers['x-request-id'])).toMatchObject([
      { status: 400, bytes: Buffer.byteLength(refused.body) },
    ]);
    const failed = await send(port, { headers: { 'x-test': 'throw' } });
    expect(await reportOf(failed.headers['x-request-id'])).toMatchObject([{ status: 500 }]);
  });

  it('as aborted when the client leaves before the response is complete', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/',
          headers: { 'x-test': 'hold', 'x-request-id': 'left-early' },
          agent: false,
        },
        (response) => {
          response.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(await reportOf('left-early')).toMatchObject([{ aborted: true, bytes: 7 }]);
  });
});
