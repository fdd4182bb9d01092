import { normaliseHost, parseHost } from '@forecourt/core/tenancy';
import { findUnsupportedUrlPart } from '@forecourt/core/text';
import { type NextRequest, NextResponse } from 'next/server';
import { getEnv } from './env.ts';

/**
 * Routing only: the request's host becomes the first path segment, so every page and API
 * route gets its tenant as a route parameter and no path can choose another tenant. The edge
 * server (apps/web/edge) has already settled Host (a forwarded host only from trusted proxies),
 * the request id and the security headers, and writes each request's access line.
 */
export function proxy(request: NextRequest): NextResponse {
  // A NUL or control character in the address (/print?car_id=%00) can name nothing and
  // PostgreSQL refuses it: answer 400 here rather than 500 from whichever query meets it.
  const unsupported = findUnsupportedUrlPart(
    request.nextUrl.pathname,
    request.nextUrl.searchParams,
  );
  if (unsupported) return unsupportedAddress(request.nextUrl.pathname, unsupported);
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
  const hostHeader = request.headers.get('host');
  const target = parseHost(hostHeader, getEnv().ROOT_DOMAIN);
  const url = request.nextUrl.clone();
  const path = url.pathname === '/' ? '' : url.pathname;

  if (target.kind === 'console') {
    // Its own route tree: console pages never render for a site's host, nor site pages here.
    url.pathname = `/console${path}`;
  } else if (target.kind === 'platform' || target.kind === 'invalid') {
    url.pathname = target.kind === 'platform' ? `/platform${path}` : '/platform/unknown-host';
  } else {
    url.pathname = `/sites/${encodeURIComponent(normaliseHost(hostHeader) ?? '')}${path}`;
  }

  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  return NextResponse.rewrite(url, { request: { headers } });
}

function unsupportedAddress(pathname: string, part: string): NextResponse {
  const message = `Please remove unsupported characters from the address (${part}).`;
  const headers = { 'cache-control': 'no-store' };
  return pathname.startsWith('/api/')
    ? NextResponse.json({ ok: false, message }, { status: 400, headers })
    : new NextResponse(message, {
        status: 400,
        headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
      });
}

export const config = {
  // Static assets, the image optimiser, generated media and health checks need no tenant.
  matcher: ['/((?!_next/|media/|api/health|api/ready|favicon.ico).*)'],
};
