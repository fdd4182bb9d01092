import { toSameSitePath } from './same-site-path.ts';

/** Sign-in codes: six digits, valid five minutes, used once (issue 14 §1). */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_TTL_MS = 5 * 60_000;
/**
 * The tenth wrong guess at a code that was sent spends that code (not the number: nobody can
 * lock out a number they do not hold; issue 24 §3). With five codes an hour, that is at most
 * 50 guesses an hour at a number's million codes.
 */
export const SIGN_IN_WRONG_GUESSES_PER_CODE = 10;
/** Wrong codes one client network may try per hour on a site, whatever the numbers. */
export const SIGN_IN_WRONG_GUESSES_PER_CLIENT_PER_HOUR = 30;
/** A session lasts 30 days from sign-in. */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** Codes one number, and one client network, may ask for per hour on a site. */
export const SIGN_IN_CODES_PER_NUMBER_PER_HOUR = 5;
export const SIGN_IN_CODES_PER_CLIENT_PER_HOUR = 20;
/** The same across all the deployment's sites together (issue 24 §3: not 5 × each site). */
export const SIGN_IN_CODES_PER_NUMBER_ALL_SITES_PER_HOUR = 6;
export const SIGN_IN_CODES_PER_CLIENT_ALL_SITES_PER_HOUR = 40;
/** A passkey ceremony's challenge is kept server-side this long and used once. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** Passkey ceremonies one client network may start per hour on a site (each is a stored row). */
export const PASSKEY_CHALLENGES_PER_CLIENT_PER_HOUR = 30;
export const PASSKEY_PURPOSES = ['register', 'sign-in'] as const;
export type PasskeyPurpose = (typeof PASSKEY_PURPOSES)[number];

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
  codeSpent: 'Too many wrong codes. Please ask for a new code.',
  tooManyGuesses: 'Too many wrong codes were tried. Please wait a while and try again.',
  tooMany: 'Too many codes were asked for. Please wait a while and try again.',
  paused: 'We cannot text sign-in codes just now. Please try again later.',
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
