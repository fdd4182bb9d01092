import { STAFF_PASSWORD_LIMITS, STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import { type Database, ensureStaffUser, listStaffAudit } from '@forecourt/db';
import { hashStaffPassword } from '@forecourt/db/staff/password-hash';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../leads/delivery/mailer.ts';
import { type StaffAuthDeps, signInWithPassword, signInWithSecondFactor } from './staff-sign-in.ts';

const PASSWORD = 'lantern orbit gravel mosaic';
const home = { clientHash: 'home-network', userAgent: 'Firefox' };
const attacker = { clientHash: 'attacker-network', userAgent: 'curl' };

// The sign-in rules on the last database kind (PostgreSQL in CI): the repositories they use are
// tested on both (packages/db staff-console), and the demo signs in on PGlite in e2e.
describe.each(getTestDatabaseKinds().slice(-1))('staff sign-in on %s', (kind) => {
  let database: Database & { url: string | null };
  const sent: OutgoingMail[] = [];
  let userId: number;
  let clock = new Date('2026-11-27T01:00:00Z');

  const deps = (): StaffAuthDeps => ({
    db: database.db,
    secret: 'test-secret-0123456789abcdef0123456789',
    mailer: {
      async send(mail) {
        sent.push(mail);
      },
    },
    now: clock,
    log: { warn() {} },
  });
  const lastCode = () => /is (\d{6})\./.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    userId = await ensureStaffUser(database.db, {
      email: 'sam@harbourford.example',
      name: 'Sam Nguyen',
      passwordHash: await hashStaffPassword(PASSWORD),
    });
  });
  afterAll(() => database.close());

  it('signs in with the password and then the emailed code, never one without the other', async () => {
    const first = await signInWithPassword(
      deps(),
      { email: 'SAM@harbourford.example', password: PASSWORD },
      home,
    );
    expect(first.status).toBe(200);
    expect(first.sessionToken).toBeUndefined();
    expect(sent.at(-1)?.to).toBe('sam@harbourford.example');
    const wrong = await signInWithSecondFactor(
      deps(),
      { code: '000000' === lastCode() ? '111111' : '000000' },
      first.pendingToken ?? null,
      home,
    );
    expect(wrong.body).toEqual({ ok: false, message: STAFF_SIGN_IN_MESSAGES.wrongCode });
    expect(await signInWithSecondFactor(deps(), { code: lastCode() }, null, home)).toMatchObject({
      status: 401,
    });
    const done = await signInWithSecondFactor(
      deps(),
      { code: lastCode() },
      first.pendingToken ?? null,
      home,
    );
    expect(done.status).toBe(200);
    expect(done.sessionToken).toMatch(/^[\w-]{43}$/);
    // The code works once.
    const again = await signInWithSecondFactor(
      deps(),
      { code: lastCode() },
      first.pendingToken ?? null,
      home,
    );
    expect(again.status).toBe(401);
  });

  it('answers a wrong password, an unknown email and a malformed form the same safe way', async () => {
    const wrong = await signInWithPassword(
      deps(),
      { email: 'sam@harbourford.example', password: 'nope' },
      home,
    );
    const unknown = await signInWithPassword(
      deps(),
      { email: 'nobody@harbourford.example', password: PASSWORD },
      home,
    );
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.status).toBe(400);
    expect((await signInWithPassword(deps(), { email: 'x' }, home)).body).toEqual({
      ok: false,
      message: STAFF_SIGN_IN_MESSAGES.badForm,
    });
  });

  it('limits guessing from one network without locking the real user out from theirs', async () => {
    clock = new Date('2026-11-27T03:00:00Z');
    const { max } = STAFF_PASSWORD_LIMITS.perAccountAndNetwork;
    for (let attempt = 0; attempt < max; attempt++) {
      const answer = await signInWithPassword(
        deps(),
        { email: 'sam@harbourford.example', password: `guess ${attempt}` },
        attacker,
      );
      expect(answer.status).toBe(400);
    }
    const limited = await signInWithPassword(
      deps(),
      { email: 'sam@harbourford.example', password: PASSWORD },
      attacker,
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ ok: false, message: STAFF_SIGN_IN_MESSAGES.tooMany });
    expect(Number(limited.headers?.['retry-after'])).toBeGreaterThan(0);
    // Sam, at home, is not locked out.
    const real = await signInWithPassword(
      deps(),
      { email: 'sam@harbourford.example', password: PASSWORD },
      home,
    );
    expect(real.status).toBe(200);
    // A right password gives its count back: signing in often never uses up the allowance.
    for (let attempt = 0; attempt < max + 2; attempt++) {
      expect(
        (
          await signInWithPassword(
            deps(),
            { email: 'sam@harbourford.example', password: PASSWORD },
            home,
          )
        ).status,
      ).toBe(200);
    }
    const lines = await listStaffAudit(database.db, {
      dealershipIds: null,
      viewerId: userId,
      limit: 100,
    });
    const actions = lines.map((line) => line.action);
    expect(actions).toContain('sign_in.limited');
    expect(actions.filter((action) => action === 'sign_in.failed').length).toBeGreaterThanOrEqual(
      max,
    );
    expect(lines.find((line) => line.action === 'sign_in.limited')?.clientHash).toBe(
      'attacker-network',
    );
  });

  it('spends the code after five wrong guesses', async () => {
    clock = new Date('2026-11-27T05:00:00Z');
    const first = await signInWithPassword(
      deps(),
      { email: 'sam@harbourford.example', password: PASSWORD },
      home,
    );
    const answers = [];
    for (let guess = 0; guess < 5; guess++) {
      const code = String(100000 + guess);
      answers.push(
        (
          await signInWithSecondFactor(
            deps(),
            { code: code === lastCode() ? '999999' : code },
            first.pendingToken ?? null,
            home,
          )
        ).status,
      );
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    expect(
      (await signInWithSecondFactor(deps(), { code: lastCode() }, first.pendingToken ?? null, home))
        .status,
    ).toBe(401);
  });
});
