import { type Database, ensureStaffUser, getTotpFactor } from '@forecourt/db';
import { hashStaffPassword } from '@forecourt/db/staff/password-hash';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../leads/delivery/mailer.ts';
import { type StaffAuthDeps, signInWithPassword, signInWithSecondFactor } from './staff-sign-in.ts';
import { confirmTotpEnrolment, decryptTotpSecret, startTotpEnrolment } from './totp.ts';

const SECRET = 'test-secret-0123456789abcdef0123456789';
const PASSWORD = 'lantern orbit gravel mosaic';
const client = { clientHash: 'home', userAgent: 'Firefox' };

// The sign-in rules on the last database kind (PostgreSQL in CI): the repositories they use are
// tested on both (packages/db staff-console), and the demo signs in on PGlite in e2e.
describe.each(getTestDatabaseKinds().slice(-1))('authenticator apps on %s', (kind) => {
  let database: Database & { url: string | null };
  const sent: OutgoingMail[] = [];
  let clock = new Date('2026-11-27T01:00:00Z');
  let user: { id: number; email: string };
  let app: TOTP;
  let recovery: string[] = [];
  const deps = (): StaffAuthDeps => ({
    db: database.db,
    secret: SECRET,
    mailer: { send: async (mail) => void sent.push(mail) },
    now: clock,
    log: { warn() {} },
  });
  const codeAt = (at: Date) => app.generate({ timestamp: at.getTime() });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const email = 'priya@harbour.example';
    user = {
      id: await ensureStaffUser(database.db, {
        email,
        name: 'Priya',
        passwordHash: await hashStaffPassword(PASSWORD),
      }),
      email,
    };
  });
  afterAll(() => database.close());

  it('enrols with a code from the app and stores the secret encrypted', async () => {
    const enrolment = await startTotpEnrolment(database.db, SECRET, user);
    expect(enrolment.uri).toMatch(
      /^otpauth:\/\/totp\/Forecourt%20console:priya%40harbour\.example\?/,
    );
    expect(enrolment.qrSvg).toMatch(/^<svg /);
    const base32 = enrolment.secret.replace(/\s/g, '');
    app = new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' });
    const stored = await getTotpFactor(database.db, user.id);
    expect(stored?.secretEncrypted).not.toContain(base32);
    expect(decryptTotpSecret(SECRET, stored?.secretEncrypted ?? '')).toBe(base32);
    expect(
      await confirmTotpEnrolment(
        database.db,
        SECRET,
        user,
        '000000' === codeAt(clock) ? '111111' : '000000',
        clock,
      ),
    ).toBeNull();
    const codes = await confirmTotpEnrolment(database.db, SECRET, user, codeAt(clock), clock);
    expect(codes).toHaveLength(10);
    recovery = codes ?? [];
  });

  it('then signs in with the app’s code instead of an emailed one, each code once', async () => {
    clock = new Date('2026-11-27T01:05:00Z');
    const before = sent.length;
    const first = await signInWithPassword(
      deps(),
      { email: user.email, password: PASSWORD },
      client,
    );
    expect(first.status).toBe(200);
    expect(sent.length).toBe(before);
    const code = codeAt(clock);
    const done = await signInWithSecondFactor(deps(), { code }, first.pendingToken ?? null, client);
    expect(done.status).toBe(200);
    // The same code, within its own 30 seconds, does not sign in again.
    const again = await signInWithPassword(
      deps(),
      { email: user.email, password: PASSWORD },
      client,
    );
    const replay = await signInWithSecondFactor(
      deps(),
      { code },
      again.pendingToken ?? null,
      client,
    );
    expect(replay.status).toBe(400);
  });

  it('takes each recovery code once', async () => {
    clock = new Date('2026-11-27T01:10:00Z');
    const [code] = recovery;
    const first = await signInWithPassword(
      deps(),
      { email: user.email, password: PASSWORD },
      client,
    );
    expect(
      (
        await signInWithSecondFactor(
          deps(),
          { recoveryCode: code?.toUpperCase() },
          first.pendingToken ?? null,
          client,
        )
      ).status,
    ).toBe(200);
    const second = await signInWithPassword(
      deps(),
      { email: user.email, password: PASSWORD },
      client,
    );
    expect(
      (
        await signInWithSecondFactor(
          deps(),
          { recoveryCode: code },
          second.pendingToken ?? null,
          client,
        )
      ).status,
    ).toBe(400);
  });
});
