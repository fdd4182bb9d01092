import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SIGN_IN_CODES_PER_CLIENT_ALL_SITES_PER_HOUR,
  SIGN_IN_CODES_PER_CLIENT_PER_HOUR,
  SIGN_IN_CODES_PER_NUMBER_ALL_SITES_PER_HOUR,
  SIGN_IN_MESSAGES,
} from '@forecourt/core/accounts';
import { type Database, openDatabase, schema } from '@forecourt/db';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppMetric } from '../metrics/testing/metric-value.ts';
import {
  type AccountDeps,
  type AccountSite,
  requestSignInCode,
  SIGN_IN_LIMIT_EVENT,
  SMS_BUDGET_EVENT,
} from './shopper-auth.ts';
import { createSpoolSmsSender, type SmsSender } from './sms-sender.ts';

const SECRET = 'b'.repeat(48);
const HOUR = 3_600_000;
const smsRefused = (reason: string) => readAppMetric('smsRefused', { reason });
/** Each test in its own hour, so its windows start empty. */
const hour = (n: number) => new Date(Date.UTC(2026, 10, 23, n, 30));
const site = (id: number, max = 10_000): AccountSite => ({
  id,
  name: `Site ${id}`,
  smsBudget: { max, windowSeconds: 3600 },
});

interface LogLine {
  level: 'warn' | 'error';
  event: unknown;
  limit: unknown;
  siteId: unknown;
}

describe.each(getTestDatabaseKinds())('sign-in SMS budgets on %s', (kind) => {
  let database: TestDatabase;
  /** Two app instances where the database is a server (each its own pool); one on PGlite. */
  let instances: Database[];
  let spoolDir: string;
  let sms: SmsSender;
  const lines: LogLine[] = [];
  const log = {
    warn: (fields: Record<string, unknown>) => lines.push({ level: 'warn', ...pick(fields) }),
    error: (fields: Record<string, unknown>) => lines.push({ level: 'error', ...pick(fields) }),
  };
  const pick = (fields: Record<string, unknown>) => ({
    event: fields.event,
    limit: fields.limit,
    siteId: fields.siteId,
  });
  const deps = (index: number, now: Date, smsBudgetPerHour = 100_000): AccountDeps => ({
    db: (instances[index % instances.length] as Database).db,
    secret: SECRET,
    sms,
    now,
    smsBudgetPerHour,
    log,
  });
  let numbers = 0;
  const freshPhone = () => `0420${String(++numbers).padStart(6, '0')}`;
  let addresses = 0;
  const freshIp = () => `10.${(++addresses >> 8) & 255}.${addresses & 255}.7`;
  const texts = async () => (await readdir(spoolDir)).length;

  beforeAll(async () => {
    spoolDir = await mkdtemp(join(tmpdir(), 'forecourt-sms-budget-'));
    sms = createSpoolSmsSender({ spoolDir, log: () => {} });
    database = await createTestDatabase(kind);
    await database.db.insert(schema.templates).values({ name: 'default' });
    await database.db.insert(schema.sites).values(
      [1, 2, 3, 4, 5, 6].map((id) => ({
        id,
        slug: `s${id}`,
        name: `Site ${id}`,
        template: 'default',
      })),
    );
    instances = database.url
      ? [database, await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 5 })]
      : [database];
  });

  afterAll(async () => {
    for (const instance of instances?.slice(1) ?? []) await instance.close();
    await database?.close();
  });

  it("holds a site's budget exactly under parallel requests from many addresses, and says so once", async () => {
    const now = hour(1);
    const before = await texts();
    const refusedBefore = await smsRefused('budget');
    lines.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        requestSignInCode(deps(n, now), site(1, 7), { phone: freshPhone() }, freshIp()),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(23);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 503, body: { message: SIGN_IN_MESSAGES.paused } });
      expect(Number(answer.headers?.['retry-after'])).toBe(30 * 60);
    }
    expect((await texts()) - before).toBe(7);
    expect(lines).toEqual([
      { level: 'error', event: SMS_BUDGET_EVENT, limit: 'site-budget', siteId: 1 },
    ]);
    // Logged once a window, counted every time (the metric an alert watches).
    expect((await smsRefused('budget')) - refusedBefore).toBe(23);
    // The flood goes on: no more lines this window; other sites are untouched.
    await requestSignInCode(deps(0, now), site(1, 7), { phone: freshPhone() }, freshIp());
    expect(lines).toHaveLength(1);
    const other = await requestSignInCode(
      deps(1, now),
      site(2, 7),
      { phone: freshPhone() },
      freshIp(),
    );
    expect(other.status).toBe(200);
    // The next window sends again, and a new refusal there is reported again.
    const next = new Date(now.getTime() + HOUR);
    for (let n = 0; n < 8; n++) {
      await requestSignInCode(deps(n, next), site(1, 7), { phone: freshPhone() }, freshIp());
    }
    expect(lines.filter((line) => line.event === SMS_BUDGET_EVENT)).toHaveLength(2);
  });

  it("holds the deployment's budget exactly across sites and addresses in parallel", async () => {
    const now = hour(3);
    const before = await texts();
    lines.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, n) =>
        requestSignInCode(deps(n, now, 12), site(1 + (n % 4)), { phone: freshPhone() }, freshIp()),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 503)).toHaveLength(36);
    expect((await texts()) - before).toBe(12);
    expect(lines).toEqual([
      {
        level: 'error',
        event: SMS_BUDGET_EVENT,
        limit: 'deployment-budget',
        siteId: expect.any(Number),
      },
    ]);
  });

  it('texts one number at most a few codes across all sites, however the requests race', async () => {
    const now = hour(5);
    lines.length = 0;
    const phone = freshPhone();
    // 5 a site on 4 sites used to make 20 texts to one number.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        requestSignInCode(deps(n, now), site(1 + (n % 4)), { phone }, freshIp()),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(
      SIGN_IN_CODES_PER_NUMBER_ALL_SITES_PER_HOUR,
    );
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer).toMatchObject({ status: 429, body: { message: SIGN_IN_MESSAGES.tooMany } });
    }
    // Logged once (a warning: one number, not everyone's budget).
    expect(lines.filter((line) => line.limit === 'number-all-sites')).toEqual([
      {
        level: 'warn',
        event: SIGN_IN_LIMIT_EVENT,
        limit: 'number-all-sites',
        siteId: expect.any(Number),
      },
    ]);
  });

  it('counts one client network (an IPv6 /64) on each site and across sites, in parallel', async () => {
    const now = hour(7);
    const network = (n: number) => `2001:db8:42:7:${(n + 1).toString(16)}::1`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        requestSignInCode(deps(n, now), site(1 + (n % 3)), { phone: freshPhone() }, network(n)),
      ),
    );
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent).toHaveLength(SIGN_IN_CODES_PER_CLIENT_ALL_SITES_PER_HOUR);
    // No one site gave the network more than its own share.
    for (const siteId of [1, 2, 3]) {
      const onSite = answers.filter((answer, n) => answer.status === 200 && 1 + (n % 3) === siteId);
      expect(onSite.length).toBeLessThanOrEqual(SIGN_IN_CODES_PER_CLIENT_PER_HOUR);
    }
    // Another /64 still gets its codes.
    const elsewhere = await requestSignInCode(
      deps(0, now),
      site(4),
      { phone: freshPhone() },
      '2001:db8:42:8::1',
    );
    expect(elsewhere.status).toBe(200);
  });

  it('holds every budget together when sites, addresses and numbers all race', async () => {
    const now = hour(9);
    const before = await texts();
    const shared = freshPhone();
    const budgets = { 5: 4, 6: 6 } as const;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => {
        const siteId = n % 2 ? 5 : 6;
        const phone = n % 5 === 0 ? shared : freshPhone();
        return requestSignInCode(
          deps(n, now, 9),
          site(siteId, budgets[siteId]),
          { phone },
          freshIp(),
        ).then((answer) => ({ answer, siteId, phone }));
      }),
    );
    const ok = answers.filter(({ answer }) => answer.status === 200);
    // Site budgets 4 + 6 exceed the deployment's 9: exactly 9 texts, each site within its own.
    expect(ok).toHaveLength(9);
    expect(ok.filter(({ siteId }) => siteId === 5).length).toBeLessThanOrEqual(4);
    expect(ok.filter(({ siteId }) => siteId === 6).length).toBeLessThanOrEqual(6);
    expect(ok.filter(({ phone }) => phone === shared).length).toBeLessThanOrEqual(
      SIGN_IN_CODES_PER_NUMBER_ALL_SITES_PER_HOUR,
    );
    expect((await texts()) - before).toBe(9);
  });
});
