import { z } from 'zod';

/** What staff read when signing in goes wrong: the same words on the page and from the API. */
export const STAFF_SIGN_IN_MESSAGES = {
  badForm: 'Please enter your email address and password.',
  wrongPassword: 'That email address and password do not match. Please try again.',
  tooMany: 'Too many sign-in attempts from this network. Please wait 15 minutes and try again.',
  badCode: 'Please enter the 6-digit code we emailed you.',
  badAppCode: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongAppCode:
    'That code is not right. Check the app shows the Forecourt console, and try the next code.',
  wrongCode: 'That code is not right. Please check the latest email and try again.',
  codeSpent: 'Too many wrong codes. Please sign in again for a new code.',
  expired: 'Your sign-in has expired. Please enter your password again.',
  sendFailed: 'We could not email your code just now. Please try again in a minute.',
  signedOut: 'Please sign in to the console.',
  forbidden: 'Your role does not allow this.',
  notFound: 'That lead does not exist, or it is not one you can see.',
} as const;

/** The code emailed as the second factor: six digits, valid 10 minutes, 5 wrong guesses. */
export const STAFF_EMAIL_CODE_TTL_MS = 10 * 60_000;
export const STAFF_EMAIL_CODE_WRONG_GUESSES = 5;

/** A session ends after 30 minutes without use, and after 12 hours whatever happens. */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;

/**
 * Password attempts: per client network, and per account from one network. Neither counts
 * the account as a whole, so nobody can lock a real user out by guessing at their email from
 * elsewhere; the emailed second factor stands between a guessed password and the console.
 */
export const STAFF_PASSWORD_LIMITS = {
  perNetwork: { max: 30, windowMs: 15 * 60_000 },
  perAccountAndNetwork: { max: 6, windowMs: 15 * 60_000 },
} as const;

export const staffPasswordBodySchema = z.object({
  email: z.string().trim().min(3).max(254).includes('@'),
  password: z.string().min(1).max(256),
});

/** The second step: a 6-digit code (emailed, or from the authenticator app), or a recovery code. */
export const staffCodeBodySchema = z.union([
  z
    .object({
      code: z
        .string()
        .transform((code) => code.replace(/\s+/g, ''))
        .pipe(z.string().regex(/^\d{6}$/)),
    })
    .strict(),
  z.object({ recoveryCode: z.string().trim().min(8).max(20) }).strict(),
]);
