import {
  PASSKEY_CHALLENGES_PER_CLIENT_PER_HOUR,
  SIGN_IN_CODES_PER_CLIENT_ALL_SITES_PER_HOUR,
  SIGN_IN_CODES_PER_CLIENT_PER_HOUR,
  SIGN_IN_CODES_PER_NUMBER_ALL_SITES_PER_HOUR,
  SIGN_IN_CODES_PER_NUMBER_PER_HOUR,
  SIGN_IN_WRONG_GUESSES_PER_CLIENT_PER_HOUR,
} from './sign-in-rules.ts';

/**
 * What a sign-in counter limits: one number or one client network (on this site, or on all
 * sites), or a budget of texts — the site's and the deployment's — that every shopper shares.
 */
export const SIGN_IN_LIMIT_KINDS = [
  'number',
  'client',
  'number-all-sites',
  'client-all-sites',
  'site-budget',
  'deployment-budget',
  'wrong-guesses',
  'passkey-challenges',
] as const;
export type SignInLimitKind = (typeof SIGN_IN_LIMIT_KINDS)[number];

/** One fixed-window counter: `max` per `windowMs`, under a key no other counter uses. */
export interface SignInLimit {
  kind: SignInLimitKind;
  key: string;
  max: number;
  windowMs: number;
}

const HOUR_MS = 3_600_000;

/** Whether refusing under this limit stops texts for everyone (an operator must hear of it). */
export function isSmsBudget(kind: SignInLimitKind): boolean {
  return kind === 'site-budget' || kind === 'deployment-budget';
}

/**
 * The counters one sign-in text counts against, all or none (issue 24 §3). `client` is the
 * keyed hash of the client's network (an IPv4 address or an IPv6 /64, as lead limits count).
 */
export function getSignInCodeLimits(input: {
  siteId: number;
  /** E.164. */
  phone: string;
  client: string;
  /** The site's budget (config features.signInSmsBudget). */
  siteBudget: { max: number; windowSeconds: number };
  /** The deployment's budget (SIGN_IN_SMS_BUDGET_PER_HOUR). */
  deploymentBudgetPerHour: number;
}): SignInLimit[] {
  const { siteId, phone, client } = input;
  return [
    {
      kind: 'number',
      key: `otp-phone:${siteId}:${phone}`,
      max: SIGN_IN_CODES_PER_NUMBER_PER_HOUR,
      windowMs: HOUR_MS,
    },
    {
      kind: 'client',
      key: `otp-ip:${siteId}:${client}`,
      max: SIGN_IN_CODES_PER_CLIENT_PER_HOUR,
      windowMs: HOUR_MS,
    },
    {
      kind: 'number-all-sites',
      key: `otp-phone:all:${phone}`,
      max: SIGN_IN_CODES_PER_NUMBER_ALL_SITES_PER_HOUR,
      windowMs: HOUR_MS,
    },
    {
      kind: 'client-all-sites',
      key: `otp-ip:all:${client}`,
      max: SIGN_IN_CODES_PER_CLIENT_ALL_SITES_PER_HOUR,
      windowMs: HOUR_MS,
    },
    {
      kind: 'site-budget',
      key: `sms-budget:${siteId}`,
      max: input.siteBudget.max,
      windowMs: input.siteBudget.windowSeconds * 1000,
    },
    {
      kind: 'deployment-budget',
      key: 'sms-budget:all',
      max: input.deploymentBudgetPerHour,
      windowMs: HOUR_MS,
    },
  ];
}

/** The counter of wrong codes one client network tries on a site. */
export function getWrongGuessLimit(siteId: number, client: string): SignInLimit {
  return {
    kind: 'wrong-guesses',
    key: `otp-guess:${siteId}:${client}`,
    max: SIGN_IN_WRONG_GUESSES_PER_CLIENT_PER_HOUR,
    windowMs: HOUR_MS,
  };
}

/** The counter of passkey ceremonies one client network starts on a site. */
export function getPasskeyChallengeLimit(siteId: number, client: string): SignInLimit {
  return {
    kind: 'passkey-challenges',
    key: `passkey-challenge:${siteId}:${client}`,
    max: PASSKEY_CHALLENGES_PER_CLIENT_PER_HOUR,
    windowMs: HOUR_MS,
  };
}
