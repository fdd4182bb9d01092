import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from './json-client.ts';

let server: Server;
let base = '';
const seen: { method: string; type: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', type: request.headers['content-type'], body });
      if (request.url === '/html') {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      response
        .writeHead(request.url === '/refused' ? 409 : 200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: request.url !== '/refused', echo: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the JSON client', () => {
  it('posts JSON, or nothing, and reads the answer with its status', async () => {
    expect(await postJson(`${base}/save`, { a: 1 })).toEqual({
      status: 200,
      ok: true,
      body: { ok: true, echo: '{"a":1}' },
    });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"a":1}' });
    await postJson(`${base}/sign-out`);
    expect(seen.at(-1)).toEqual({ method: 'POST', type: undefined, body: '' });
    expect(await postJson(`${base}/refused`, {})).toMatchObject({ status: 409, ok: false });
  });

  it('answers null for a body that is not JSON, and status 0 without an answer', async () => {
    expect(await getJson(`${base}/html`)).toEqual({ status: 502, ok: false, body: null });
    const aborted = new AbortController();
    aborted.abort();
    expect(await getJson(`${base}/x`, aborted.signal)).toEqual({
      status: 0,
      ok: false,
      body: null,
    });
    expect(await getJson('http://127.0.0.1:9/closed')).toEqual({
      status: 0,
      ok: false,
      body: null,
    });
  });
});
