// @ts-check
import { randomBytes } from 'node:crypto';

/**
 * The browser security headers of every response, in one place. The edge server sets them on
 * everything it answers (pages, APIs, static files, /media, 404s) unless the response already
 * carries its own (Next's image optimiser sends a stricter CSP of its own).
 */

/**
 * Origins of the players the video facade embeds (core's getVideoEmbedUrl; a test keeps the
 * two in step).
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Origins of the location maps a shopper opens with a click (core's getMapEmbedUrl, per site's
 * map provider; a test keeps the two in step). Nothing is framed before the click.
 */
export const MAP_EMBED_ORIGINS = ['https://www.openstreetmap.org', 'https://maps.google.com'];

/** A fresh script nonce: 128 random bits, base64 (what CSP's nonce-source expects). */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a response. Scripts run only with this request's nonce (Next
 * puts it on every script it renders, read from the request's own CSP header), and what they
 * load ('strict-dynamic'). Styles allow inline: React style attributes, the brand's CSS variables
 * and the captcha widget's stylesheet are inline, and a style cannot run code. The captcha
 * solves its proof of work in workers made from blob: URLs; dealer logos may live on the
 * dealer's own https host. upgrade-insecure-requests only over HTTPS: on plain http (local
 * use) it would send every asset to an https port that is not there.
 * @param {{ nonce: string, https: boolean }} options
 */
export function buildContentSecurityPolicy({ nonce, https }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${[...VIDEO_EMBED_ORIGINS, ...MAP_EMBED_ORIGINS].join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The dealer console's policy: nothing framed, nothing framing it, no embeds, no blob:
 * workers, forms only to itself; images from itself and https (car photos, dealer logos).
 * @param {{ nonce: string, https: boolean }} options
 */
export function buildConsoleContentSecurityPolicy({ nonce, https }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The console uses no powerful feature but passkeys and copying. */
export const CONSOLE_PERMISSIONS_POLICY = [
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'geolocation=()',
  'microphone=()',
  'payment=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'usb=()',
].join(', ');

const embedders = `(self ${VIDEO_EMBED_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`;

/**
 * Powerful features no page uses are off; the share menu copies links; the video players may
 * go fullscreen, autoplay after the shopper pressed play, play
 * protected media and picture-in-picture. clipboard-read keeps its default (this origin, after
 * the browser asks the shopper): tests read back what the share menu copied. Only features
 * Chromium on every platform knows are listed (Linux Chromium 156 warns on every page about
 * 'bluetooth' and 'web-share', so they are left out).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=${embedders}`,
  'browsing-topics=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  `encrypted-media=${embedders}`,
  `fullscreen=${embedders}`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=${embedders}`,
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year; no includeSubDomains: a dealer's own domain may have hosts we do not serve. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Every security header of one response, as [name, value] pairs. The console host (issue 28 §1)
 * gets its own strict policy, is never framed, and asks search engines not to index it.
 * @param {{ nonce: string, https: boolean, console?: boolean }} options
 * @returns {[string, string][]}
 */
export function getSecurityHeaders(options) {
  if (options.console) {
    /** @type {[string, string][]} */
    const headers = [
      ['content-security-policy', buildConsoleContentSecurityPolicy(options)],
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'DENY'],
      ['referrer-policy', 'same-origin'],
      ['permissions-policy', CONSOLE_PERMISSIONS_POLICY],
      ['x-robots-tag', 'noindex, nofollow'],
    ];
    if (options.https) headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
    return headers;
  }
  /** @type {[string, string][]} */
  const headers = [
    ['content-security-policy', buildContentSecurityPolicy(options)],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  if (options.https) headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}
