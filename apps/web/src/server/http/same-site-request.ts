import { normaliseHost } from '@forecourt/core/tenancy';

export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Please use the form on this site.';
export const JSON_ONLY_MESSAGE =
  'Please send this request as JSON (Content-Type: application/json).';

export interface RequestRefusal {
  status: 403 | 415;
  message: string;
}

/**
 * Whether a state-changing request may go ahead: a browser's own page sends Sec-Fetch-Site
 * 'same-origin' (or 'none' when the shopper typed the address) and an Origin naming this
 * site's host — compared by host, as the scheme may end at a TLS proxy; 'same-site' is refused,
 * as another dealer's subdomain is another site. Requests with neither header (servers, curl)
 * go ahead: no browser sends cookies or a shopper's trust with them. Endpoints reading JSON also
 * require Content-Type application/json, which no cross-site form or 'simple' fetch can send.
 * `siteHost` is the host that picked the site ('harbour-ford.localhost').
 */
export function checkSameSiteRequest(
  headers: Headers,
  siteHost: string,
  body: 'json' | 'none',
): RequestRefusal | null {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return { status: 403, message: CROSS_SITE_MESSAGE };
  const origin = headers.get('origin');
  if (origin !== null && originHost(origin) !== normaliseHost(siteHost))
    return { status: 403, message: CROSS_SITE_MESSAGE };
  if (body === 'json' && mediaType(headers.get('content-type')) !== 'application/json')
    return { status: 415, message: JSON_ONLY_MESSAGE };
  return null;
}

/** 'harbour-ford.localhost' of 'http://harbour-ford.localhost:3000'; null for 'null' or junk. */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? normaliseHost(url.host) : null;
  } catch {
    return null;
  }
}

function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
