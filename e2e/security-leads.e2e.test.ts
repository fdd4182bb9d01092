import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import {
  type CaptchaChallenge,
  solveCaptcha,
} from '../apps/web/src/server/leads/testing/solve-captcha.ts';
import { sendToSite } from '../apps/web/src/server/testing/send-to-site.ts';
import { CONTACT, expectLeadEmail } from './lib/leads.ts';

// Lead capture under attack, against the app as shipped (captcha on, default limits).
// outback-caravans takes no other lead in e2e, so its counters are this file's own.
const port = inject('port');
const host = `outback-caravans.localhost:${port}`;

/** A request from another loopback address: a different client by its socket. */
const send = (
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
) =>
  sendToSite(port, host, {
    method: options.body === undefined ? 'GET' : 'POST',
    path,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: options.headers,
    localAddress: options.from,
  });

const getJson = async <T>(path: string, from?: string) =>
  JSON.parse((await send(path, { from })).text) as T;

describe('lead capture that one client cannot switch off', () => {
  it('stores and delivers a genuine lead after 600 spam posts with rotating X-Forwarded-For', async () => {
    const { formToken } = await getJson<{ formToken: string }>('/api/leads/session');
    const junk = (index: number) => ({
      form: 'contact',
      idempotencyKey: randomUUID(),
      values: { ...CONTACT, category: 'General Enquiry', message: `Cheap pills ${index}` },
      attribution: { url: `http://${host}/contact`, visitedPages: [], linkedQueryParams: {} },
      antiSpam: { formToken, honeypot: 'http://spam.example' },
    });
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 600; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, offset) => {
          const index = batch + offset;
          return send('/api/leads', {
            body: junk(index),
            headers: { 'x-forwarded-for': `198.18.${index >> 8}.${index & 255}` },
          });
        }),
      );
      for (const answer of answers)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    // Flagged and stored, or refused once spam passes its own limits: never an error.
    expect([...statuses.keys()].every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses.get(429)).toBeGreaterThan(0);

    // A shopper on another address fills the form as a browser would, captcha and all.
    const shopper = '127.0.0.2';
    const session = await getJson<{ formToken: string }>('/api/leads/session', shopper);
    const challenge = await getJson<CaptchaChallenge>('/api/leads/captcha', shopper);
    const altcha = await solveCaptcha(challenge);
    await sleep(3200);
    const marker = `flood-survivor-${randomUUID().slice(0, 8)}`;
    const answer = await send('/api/leads', {
      from: shopper,
      body: {
        form: 'contact',
        idempotencyKey: randomUUID(),
        values: { ...CONTACT, category: 'General Enquiry', message: `Still open? ${marker}` },
        attribution: { url: `http://${host}/contact`, visitedPages: [], linkedQueryParams: {} },
        antiSpam: { formToken: session.formToken, honeypot: '', altcha },
      },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: true });
    await expectLeadEmail(marker);
  });
});
