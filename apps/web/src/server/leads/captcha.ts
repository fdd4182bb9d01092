import { createHmac } from 'node:crypto';
import type { CaptchaOutcome, FormsConfig } from '@forecourt/core/leads';
import {
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  verifySolution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const ALGORITHM = 'PBKDF2/SHA-256';

function keys(secret: string) {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  return { signature: derive('altcha-challenge'), key: derive('altcha-key') };
}

/**
 * A self-hosted ALTCHA proof-of-work challenge for one site. Deterministic mode: the browser
 * must find a counter between half of `maxAttempts` and `maxAttempts`; the server checks the
 * signed key without repeating the work.
 */
export async function createCaptchaChallenge(
  secret: string,
  siteId: number,
  config: FormsConfig['captcha'],
  now: Date,
): Promise<Challenge> {
  const { signature, key } = keys(secret);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: config.cost,
    counter: randomInt(config.maxAttempts, Math.max(1, Math.floor(config.maxAttempts / 2))),
    deriveKey,
    data: { site: siteId },
    expiresAt: new Date(now.getTime() + config.expiresSeconds * 1000),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

export interface CaptchaCheck {
  outcome: Exclude<CaptchaOutcome, 'replayed' | 'disabled'>;
  /** What makes this solution single-use: spent in the lead's transaction. */
  spend: { signature: string; expiresAt: Date } | null;
}

/** Check the widget's payload (base64 JSON of challenge and solution) for this site. */
export async function checkCaptcha(
  secret: string,
  siteId: number,
  payload: string | null,
  now: Date,
): Promise<CaptchaCheck> {
  if (!payload) return { outcome: 'missing', spend: null };
  let decoded: { challenge?: Challenge; solution?: Solution };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return { outcome: 'invalid', spend: null };
  }
  const { challenge, solution } = decoded ?? {};
  if (
    !challenge?.parameters ||
    typeof challenge.signature !== 'string' ||
    typeof solution?.counter !== 'number' ||
    typeof solution.derivedKey !== 'string' ||
    challenge.parameters.algorithm !== ALGORITHM ||
    challenge.parameters.data?.site !== siteId
  ) {
    return { outcome: 'invalid', spend: null };
  }
  const { signature, key } = keys(secret);
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
    if (result.expired) return { outcome: 'expired', spend: null };
    if (!result.verified) return { outcome: 'invalid', spend: null };
  } catch {
    return { outcome: 'invalid', spend: null };
  }
  const expiresAt = challenge.parameters.expiresAt
    ? new Date(challenge.parameters.expiresAt * 1000)
    : new Date(now.getTime() + 86_400_000);
  return { outcome: 'verified', spend: { signature: challenge.signature, expiresAt } };
}
