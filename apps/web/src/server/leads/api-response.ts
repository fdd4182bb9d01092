import 'server-only';
import { LEAD_MESSAGES } from '@forecourt/core/leads/lead-messages';
import { getSiteForHost, type Site } from '../site.ts';

const noStore = { 'cache-control': 'no-store' };

/** JSON that is never cached (forms, slots and tokens are per shopper and per moment). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return json({ ok: false, message, ...extra }, status);
}

/** The site of an API route under /sites/[host]/api, or null (answer 404). */
export async function getApiSite(params: Promise<{ host: string }>): Promise<Site | null> {
  return getSiteForHost(decodeURIComponent((await params).host));
}

export const siteNotFound = () => jsonError(404, 'Unknown site');

/** The request body as JSON, refusing bodies over `maxBytes` (413) and non-JSON (400). */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes)
    return { ok: false, response: jsonError(413, 'The form is too large to send.') };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: jsonError(400, LEAD_MESSAGES.badRequest) };
  }
  if (Buffer.byteLength(text) > maxBytes) {
    return { ok: false, response: jsonError(413, 'The form is too large to send.') };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, LEAD_MESSAGES.badRequest) };
  }
}

/** 'https://host' of the request as the shopper used it. */
export function getOrigin(request: Request): string {
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost';
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
