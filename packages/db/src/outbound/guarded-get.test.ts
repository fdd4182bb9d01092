import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressList, isPublicAddress } from './address-policy.ts';
import { GuardedGetError, type GuardedGetOptions, guardedGet } from './guarded-get.ts';

// Two real servers: one on IPv4 loopback, one on IPv6 loopback. Each counts what it was asked.
let v4: Server;
let v6: Server;
let base4: string;
let base6: string;
const hits = { v4: [] as string[], v6: [] as string[] };

function serve(name: 'v4' | 'v6'): Server {
  return createServer((request, response) => {
    hits[name].push(request.url ?? '');
    const hop = /^\/hop\/(\d+)$/.exec(request.url ?? '');
    if (hop?.[1] && hop[1] !== '0') {
      response.writeHead(302, { location: `/hop/${Number(hop[1]) - 1}` }).end();
      return;
    }
    const redirect = /^\/redirect\?to=(.+)$/.exec(request.url ?? '');
    if (redirect?.[1]) {
      response.writeHead(302, { location: decodeURIComponent(redirect[1]) }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`hello from ${name}`);
  });
}

beforeAll(async () => {
  v4 = serve('v4');
  v6 = serve('v6');
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => v6.listen(0, '::1', resolve));
  base4 = `http://127.0.0.1:${(v4.address() as AddressInfo).port}`;
  base6 = `http://[::1]:${(v6.address() as AddressInfo).port}`;
});
afterAll(() => {
  v4.close();
  v6.close();
});

const redirectTo = (target: string) => `${base4}/redirect?to=${encodeURIComponent(target)}`;

/** The body, or the guard's refusal. */
async function get(url: string, allowedAddresses: string[] = []): Promise<string> {
  const options: GuardedGetOptions = { signal: AbortSignal.timeout(5_000), allowedAddresses };
  try {
    const response = await guardedGet(url, options);
    let body = '';
    for await (const chunk of response) body += String(chunk);
    return body;
  } catch (error) {
    if (error instanceof GuardedGetError) return `refused: ${error.message}`;
    throw error;
  }
}

describe('the outbound guard', () => {
  it('refuses loopback, private, link-local, metadata, IPv6 loopback and IPv4-mapped targets before connecting', async () => {
    const before = { v4: hits.v4.length, v6: hits.v6.length };
    const port4 = new URL(base4).port;
    for (const url of [
      `${base4}/feed.csv`,
      `${base6}/feed.csv`,
      `http://[::ffff:127.0.0.1]:${port4}/feed.csv`,
      `http://[::ffff:7f00:1]:${port4}/feed.csv`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${port4}/feed.csv`,
      `http://2130706433:${port4}/feed.csv`,
      `http://0x7f.1:${port4}/feed.csv`,
      `http://localhost:${port4}/feed.csv`,
      'http://10.1.2.3/feed.csv',
      'http://172.20.0.1/feed.csv',
      'http://192.168.1.10/feed.csv',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/latest/meta-data/',
      'http://[fd00::1]/feed.csv',
      'http://[fe80::1]/feed.csv',
      'http://0.0.0.0/feed.csv',
      'http://[::]/feed.csv',
    ]) {
      expect(await get(url), url).toMatch(/^refused: host .+ is a private or loopback address/);
    }
    expect(hits.v4.length).toBe(before.v4);
    expect(hits.v6.length).toBe(before.v6);
  });

  it('checks every redirect again: an allowed address may not redirect to another private one', async () => {
    const allowed = ['127.0.0.1'];
    expect(await get(`${base4}/feed.csv`, allowed)).toBe('hello from v4');
    const before = { v4: hits.v4.length, v6: hits.v6.length };
    for (const target of [
      `${base6}/feed.csv`,
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/feed.csv',
    ]) {
      expect(await get(redirectTo(target), allowed), target).toMatch(
        /^refused: host .+ is a private or loopback address/,
      );
    }
    // Each redirect was asked of the allowed server; nothing reached the IPv6 one.
    expect(hits.v4.length).toBe(before.v4 + 4);
    expect(hits.v6.length).toBe(before.v6);
  });

  it('lets exactly the listed private addresses through, however they are written', async () => {
    expect(await get(`${base6}/feed.csv`, ['0:0:0:0:0:0:0:1'])).toBe('hello from v6');
    expect(await get(redirectTo(`${base6}/feed.csv`), ['127.0.0.1', '::1'])).toBe('hello from v6');
    expect(await get(`${base4}/feed.csv`, ['127.0.0.2'])).toMatch(/^refused/);
    expect(await get(`${base4}/feed.csv`, ['::1'])).toMatch(/^refused/);
  });

  it('refuses other schemes, also as a redirect target, and endless redirects', async () => {
    expect(await get('file:///etc/passwd')).toBe(
      'refused: uses file: (only http and https are fetched)',
    );
    expect(await get('gopher://example.com/')).toMatch(/uses gopher:/);
    expect(await get(redirectTo('file:///etc/passwd'), ['127.0.0.1'])).toBe(
      'refused: uses file: (only http and https are fetched)',
    );
    expect(await get('not a url')).toBe('refused: is not a URL');
    expect(await get(`${base4}/hop/3`, ['127.0.0.1'])).toBe('hello from v4');
    expect(await get(`${base4}/hop/4`, ['127.0.0.1'])).toBe('refused: too many redirects');
  });
});

describe('isPublicAddress', () => {
  it('knows public from private, loopback, link-local and mapped addresses', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.20.1.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      '::127.0.0.1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('an address list holds exactly its addresses', () => {
    const listed = createAddressList(['10.0.0.5', '::1']);
    expect(listed('10.0.0.5')).toBe(true);
    expect(listed('::ffff:10.0.0.5')).toBe(true);
    expect(listed('::ffff:a00:5')).toBe(true);
    expect(listed('0:0:0:0:0:0:0:1')).toBe(true);
    expect(listed('10.0.0.6')).toBe(false);
    expect(listed('127.0.0.1')).toBe(false);
    expect(listed('not-an-ip')).toBe(false);
  });
});
