import { PASSWORD_RESET_MESSAGES } from '@forecourt/core/staff';
import {
  createStaffSession,
  type Database,
  ensureStaffUser,
  findStaffUserByEmail,
  touchStaffSession,
} from '@forecourt/db';
import { verifyStaffPassword } from '@forecourt/db/staff/password-hash';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../leads/delivery/mailer.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';

const client = { clientHash: 'client', userAgent: 'Firefox' };
const address = { rootDomain: 'forecourt.example', scheme: 'https' as const, port: 443 };

// The sign-in rules on the last database kind (PostgreSQL in CI): the repositories they use are
// tested on both (packages/db staff-console), and the demo signs in on PGlite in e2e.
describe.each(getTestDatabaseKinds().slice(-1))('password reset on %s', (kind) => {
  let database: Database & { url: string | null };
  const sent: OutgoingMail[] = [];
  const now = new Date('2026-11-27T01:00:00Z');
  const deps = () => ({
    db: database.db,
    mailer: { send: async (mail: OutgoingMail) => void sent.push(mail) },
    address,
    now,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers the same for unknown emails, and mails a single-use link that ends every session', async () => {
    const userId = await ensureStaffUser(database.db, {
      email: 'dana@harbour.example',
      name: 'Dana',
    });
    await createStaffSession(database.db, {
      tokenHash: 'f'.repeat(64),
      userId,
      secondFactor: 'email-code',
      expiresAt: new Date(now.getTime() + 3_600_000),
      userAgent: 'old',
      clientHash: 'x',
      now,
    });
    const unknown = await requestPasswordReset(deps(), { email: 'nobody@harbour.example' }, client);
    const known = await requestPasswordReset(deps(), { email: 'Dana@Harbour.example' }, client);
    expect(unknown).toEqual(known);
    expect(known.body.message).toBe(PASSWORD_RESET_MESSAGES.sent);
    expect(sent).toHaveLength(1);
    const token = /reset-password\/([\w-]{43})/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    const body = {
      token,
      password: 'harbour lantern mosaic kite',
      confirm: 'harbour lantern mosaic kite',
    };
    expect((await completePasswordReset(deps(), body, client)).status).toBe(200);
    expect((await completePasswordReset(deps(), body, client)).status).toBe(410);
    const user = await findStaffUserByEmail(database.db, 'dana@harbour.example');
    expect(
      await verifyStaffPassword(user?.passwordHash ?? null, 'harbour lantern mosaic kite'),
    ).toBe(true);
    expect(await touchStaffSession(database.db, 'f'.repeat(64), now, 3_600_000)).toBeNull();
  });

  it('limits requests per email, so nobody floods a colleague’s inbox', async () => {
    await ensureStaffUser(database.db, { email: 'sam@harbour.example', name: 'Sam' });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (
          await requestPasswordReset(
            deps(),
            { email: 'sam@harbour.example' },
            { ...client, clientHash: `net-${attempt}` },
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
