import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export type CaptchaChallenge = Challenge;

/** Solve a site's captcha challenge as the widget does, giving the payload a form sends. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
