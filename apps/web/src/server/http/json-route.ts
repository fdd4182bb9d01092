import 'server-only';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { isDataException } from '../database-error.ts';
import { getLogger } from '../logger.ts';
import { getSiteForHost, type Site } from '../site.ts';
import { checkSameSiteRequest } from './same-site-request.ts';

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

/**
 * The guard every state-changing route handler runs first: 403 for a request another website
 * made, 415 for a body that should be JSON and is not; null to go ahead.
 */
async function refuseUnsafeRequest(
  request: Request,
  params: Promise<{ host: string }>,
  body: 'json' | 'none',
): Promise<Response | null> {
  const host = decodeURIComponent((await params).host);
  const refusal = checkSameSiteRequest(request.headers, host, body);
  return refusal ? jsonError(refusal.status, refusal.message) : null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The request body as JSON, refusing bodies over `maxBytes` (413), bytes that are not UTF-8
 * (400: decoding would silently turn them into U+FFFD) and non-JSON (400).
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes)
    return { ok: false, response: jsonError(413, 'The form is too large to send.') };
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    return { ok: false, response: jsonError(400, LEAD_MESSAGES.badRequest) };
  }
  if (bytes.byteLength > maxBytes) {
    return { ok: false, response: jsonError(413, 'The form is too large to send.') };
  }
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return { ok: false, response: jsonError(400, LEAD_MESSAGES.unsupportedCharacters) };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, LEAD_MESSAGES.badRequest) };
  }
}

/**
 * The answer when storing failed: 400 when the data itself was refused (retrying cannot help;
 * the form's own checks should have caught it), else 503 so the browser keeps the form and
 * retries with the same idempotency key.
 */
export function storageFailed(
  error: unknown,
  unavailableMessage: string,
  log: { message: string } & Record<string, unknown>,
): Response {
  const { message, ...context } = log;
  if (isDataException(error)) {
    getLogger().warn({ err: error, ...context }, `${message}: data refused by the database`);
    return jsonError(400, LEAD_MESSAGES.unsupportedCharacters);
  }
  getLogger().error({ err: error, ...context }, message);
  return jsonError(503, unavailableMessage);
}

export interface JsonPostOptions {
  /**
   * Largest JSON body accepted (413 above); null for a route that reads no JSON (a form post, or
   * no body): no Content-Type is required, and `handle` gets a null body.
   */
  maxBytes: number | null;
  /** A site-level refusal before the body is read, e.g. 404 when the feature is off. */
  refuse?: (site: Site) => Response | null;
  /** What the shopper reads when storing fails (503), and what the log says. */
  failure: { message: string; log: string };
}

/**
 * Every state-changing route's guard in one order: same-site and content type, the site, the
 * route's own refusal, the body, then `handle` — whose throw answers as `storageFailed`.
 */
export async function handleJsonPost(
  request: Request,
  params: Promise<{ host: string }>,
  options: JsonPostOptions,
  handle: (site: Site, body: unknown) => Promise<Response>,
): Promise<Response> {
  const { maxBytes } = options;
  const refused = await refuseUnsafeRequest(request, params, maxBytes === null ? 'none' : 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const refusal = options.refuse?.(site);
  if (refusal) return refusal;
  const body =
    maxBytes === null ? { ok: true as const, value: null } : await readJsonBody(request, maxBytes);
  if (!body.ok) return body.response;
  try {
    return await handle(site, body.value);
  } catch (error) {
    return storageFailed(error, options.failure.message, {
      message: options.failure.log,
      siteId: site.id,
    });
  }
}

/** The route refusal of a site feature that is switched off. */
export const unlessFeature = (on: (site: Site) => boolean) => (site: Site) =>
  on(site) ? null : jsonError(404, 'Not found');
