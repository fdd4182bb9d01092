import { formsConfigSchema } from '@forecourt/core/leads';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { checkCaptcha, createCaptchaChallenge } from './captcha.ts';

const secret = 's'.repeat(40);
const config = { ...formsConfigSchema.parse({}).captcha, cost: 1, maxAttempts: 20 };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solved(siteId: number, now: Date) {
  const challenge = await createCaptchaChallenge(secret, siteId, config, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, payload: encode({ challenge, solution }) };
}

describe('captcha', () => {
  it('accepts a solved challenge of this site and names what makes it single-use', async () => {
    const now = new Date();
    const { challenge, payload } = await solved(7, now);
    const check = await checkCaptcha(secret, 7, payload, now);
    expect(check.outcome).toBe('verified');
    expect(check.spend?.signature).toBe(challenge.signature);
  });

  it('refuses a solution for another site, a wrong answer, garbage and nothing', async () => {
    const now = new Date();
    const { challenge, payload } = await solved(7, now);
    expect((await checkCaptcha(secret, 8, payload, now)).outcome).toBe('invalid');
    const wrong = encode({ challenge, solution: { counter: 99_999, derivedKey: '00' } });
    expect((await checkCaptcha(secret, 7, wrong, now)).outcome).toBe('invalid');
    expect((await checkCaptcha(secret, 7, 'not base64 json', now)).outcome).toBe('invalid');
    expect((await checkCaptcha(secret, 7, null, now)).outcome).toBe('missing');
  });

  it('refuses an expired challenge', async () => {
    const past = new Date(Date.now() - 3 * 3600_000);
    const { payload } = await solved(7, past);
    expect((await checkCaptcha(secret, 7, payload, new Date())).outcome).toBe('expired');
  });
});
