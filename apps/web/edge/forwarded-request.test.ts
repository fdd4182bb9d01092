import { describe, expect, it } from 'vitest';
import {
  isUntrustedRequestHeader,
  normaliseAddress,
  resolveForwarding,
} from './forwarded-request.mjs';

const socket = {
  host: 'harbour-ford.localhost:3000',
  socketAddress: '::ffff:192.0.2.10',
  socketEncrypted: false,
};

describe('resolveForwarding with no trusted proxy', () => {
  it('ignores every forwarding claim: address, host and scheme come from the connection', () => {
    expect(
      resolveForwarding({
        ...socket,
        forwardedFor: '203.0.113.7',
        forwardedHost: 'southern-cross.localhost:3000',
        forwardedProto: 'https',
        trustedHops: 0,
      }),
    ).toEqual({ clientIp: '192.0.2.10', host: 'harbour-ford.localhost:3000', proto: 'http' });
  });

  it('is https only when the connection itself is TLS', () => {
    const tls = { ...socket, socketEncrypted: true, trustedHops: 0 };
    expect(resolveForwarding({ ...tls, forwardedFor: undefined }).proto).toBe('https');
  });
});

describe('resolveForwarding behind trusted proxies', () => {
  const input = { ...socket, forwardedHost: undefined, forwardedProto: undefined };

  it('takes the N-th entry from the right of X-Forwarded-For', () => {
    const forwardedFor = '198.51.100.1, 203.0.113.7, 10.0.0.2';
    expect(resolveForwarding({ ...input, forwardedFor, trustedHops: 1 }).clientIp).toBe('10.0.0.2');
    expect(resolveForwarding({ ...input, forwardedFor, trustedHops: 2 }).clientIp).toBe(
      '203.0.113.7',
    );
  });

  it('reads repeated header lines as one list', () => {
    const forwardedFor = ['198.51.100.1', '203.0.113.7'];
    expect(resolveForwarding({ ...input, forwardedFor, trustedHops: 1 }).clientIp).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the leftmost entry when fewer proxies wrote than are trusted', () => {
    expect(
      resolveForwarding({ ...input, forwardedFor: '203.0.113.7', trustedHops: 3 }).clientIp,
    ).toBe('203.0.113.7');
  });

  it('uses the socket when the entry is missing or is not an address', () => {
    expect(resolveForwarding({ ...input, forwardedFor: undefined, trustedHops: 1 }).clientIp).toBe(
      '192.0.2.10',
    );
    expect(resolveForwarding({ ...input, forwardedFor: '<script>', trustedHops: 1 }).clientIp).toBe(
      '192.0.2.10',
    );
  });

  it('honours the forwarded host and scheme the trusted proxy reports', () => {
    expect(
      resolveForwarding({
        ...input,
        forwardedFor: '203.0.113.7',
        forwardedHost: 'evil.example, www.harbourford.com.au',
        forwardedProto: 'http, HTTPS',
        trustedHops: 1,
      }),
    ).toEqual({ clientIp: '203.0.113.7', host: 'www.harbourford.com.au', proto: 'https' });
  });

  it('keeps the Host header when the forwarded host is not a host name', () => {
    const forwardedHost = 'evil.example/<b>';
    expect(
      resolveForwarding({ ...input, forwardedFor: undefined, forwardedHost, trustedHops: 1 }).host,
    ).toBe('harbour-ford.localhost:3000');
  });
});

describe('normaliseAddress', () => {
  it('spells each address one way', () => {
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('refuses what is not an address', () => {
    expect(normaliseAddress('unknown')).toBeNull();
    expect(normaliseAddress('')).toBeNull();
    expect(normaliseAddress('999.1.1.1')).toBeNull();
  });
});

describe('isUntrustedRequestHeader', () => {
  it('names forwarding claims, Next internals and the nonce carriers', () => {
    for (const name of [
      'x-forwarded-for',
      'x-forwarded-host',
      'forwarded',
      'x-real-ip',
      'x-middleware-subrequest',
      'x-middleware-rewrite',
      'content-security-policy',
      'x-nonce',
    ]) {
      expect(isUntrustedRequestHeader(name), name).toBe(true);
    }
  });

  it('leaves the headers Next’s client router and browsers send', () => {
    for (const name of ['host', 'rsc', 'next-router-state-tree', 'next-url', 'cookie', 'origin']) {
      expect(isUntrustedRequestHeader(name), name).toBe(false);
    }
  });
});
