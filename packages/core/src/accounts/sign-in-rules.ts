import { toSameSitePath } from './same-site-path.ts';

/** Sign-in codes: six digits, valid five minutes, used once (issue 14 §1). */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_TTL_MS = 5 * 60_000;
/** The tenth wrong code in a row locks the number for this long. */
export const SIGN_IN_LOCK_AFTER_FAILURES = 10;
export const SIGN_IN_LOCK_MS = 30 * 60_000;
/** A session lasts 30 days from sign-in. */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** Codes one number, and one client network, may ask for per hour on a site. */
export const SIGN_IN_CODES_PER_NUMBER_PER_HOUR = 5;
export const SIGN_IN_CODES_PER_CLIENT_PER_HOUR = 20;

/** Why a sign-in page was opened (spec 1 §2 `type`); only 'watchlist' is named by the spec. */
export const SIGN_IN_TYPES = ['watchlist', 'gated'] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export interface SignInTarget {
  type: SignInType | null;
  /** Where to go after signing in. */
  redirect: string;
  /** Where 'back' returns to. */
  back: string;
}

/** The sign-in page's targets from its query, every path same-site (no open redirect). */
export function readSignInTarget(query: {
  type?: unknown;
  redirect?: unknown;
  back?: unknown;
}): SignInTarget {
  const type = SIGN_IN_TYPES.find((known) => known === query.type) ?? null;
  return {
    type,
    redirect: toSameSitePath(query.redirect),
    back: toSameSitePath(query.back ?? query.redirect),
  };
}

/** /sign-in?type=…&redirect=…&back=… (spec 1 §2). */
export function signInHref(target: { type: SignInType; redirect: string; back: string }): string {
  const query = new URLSearchParams({
    type: target.type,
    redirect: toSameSitePath(target.redirect),
    back: toSameSitePath(target.back),
  });
  return `/sign-in?${query}`;
}

/** Texts the sign-in page and its API show. */
export const SIGN_IN_MESSAGES = {
  badPhone: 'Please enter an Australian mobile number, like 0412 345 678.',
  badCode: 'Please enter the 6-digit code we sent you.',
  wrongCode: 'That code is not right, or it has expired. Please check it or ask for a new one.',
  locked: 'Too many wrong codes for this number. Please try again in 30 minutes.',
  tooMany: 'Too many codes were asked for. Please wait a while and try again.',
  sendFailed: 'We could not send the code just now. Please try again.',
  signedOut: 'Please sign in first.',
  notYou: 'That phone number is not the one you signed in with.',
} as const;

/** Whether `input` is an Australian mobile number (04xx xxx xxx or +614…). */
export function isAustralianMobile(e164: string): boolean {
  return /^\+614\d{8}$/.test(e164);
}

/** An Australian mobile in E.164 ('+61412345678') from 04xx xxx xxx or +614…; else null. */
export function toAustralianMobile(input: string): string | null {
  if (!/^[\d\s()+.-]{8,20}$/.test(input.trim())) return null;
  const digits = input.replace(/[^\d+]/g, '');
  const local = digits.startsWith('+61') ? `0${digits.slice(3)}` : digits;
  return /^04\d{8}$/.test(local) ? `+61${local.slice(1)}` : null;
}
