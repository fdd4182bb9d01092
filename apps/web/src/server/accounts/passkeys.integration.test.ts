import { PASSKEY_CHALLENGES_PER_CLIENT_PER_HOUR } from '@forecourt/core/accounts';
import { addShopperPasskey, type Database, schema } from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CeremonyStart,
  finishPasskeyRegistration,
  finishPasskeySignIn,
  type PasskeyDeps,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys.ts';
import { makeSoftwarePasskey } from './testing/software-passkey.ts';

const SECRET = 'p'.repeat(48);
const start = new Date('2026-11-23T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const rpA = { id: 'harbour.localhost', origin: 'http://harbour.localhost:3000', name: 'Harbour' };
const rpB = { id: 'valley.localhost', origin: 'http://valley.localhost:3000', name: 'Valley' };
const quiet = { warn: () => {}, error: () => {} };

function started<T>(result: CeremonyStart<T>) {
  if (!result.ok) throw new Error(`refused: ${result.answer.body.message}`);
  return result;
}

describe.each(getTestDatabaseKinds())('passkey challenges on %s', (kind) => {
  let database: Database;
  let ip = 0;
  const client = (token: string | null = null) => ({ ip: `198.51.100.${++ip}`, token });
  const deps = (now = start): PasskeyDeps => ({ db: database.db, secret: SECRET, now, log: quiet });
  const passkey = makeSoftwarePasskey();
  let userId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(schema.templates).values({ name: 'default' });
    await db.insert(schema.sites).values([
      { id: 1, slug: 'harbour', name: 'Harbour', template: 'default' },
      { id: 2, slug: 'valley', name: 'Valley', template: 'default' },
    ]);
    const [user] = await db
      .insert(schema.shopperUsers)
      .values({ siteId: 1, phone: '+61414555666' })
      .returning({ id: schema.shopperUsers.id });
    userId = user?.id ?? 0;
    await addShopperPasskey(db, {
      id: passkey.id,
      userId,
      siteId: 1,
      publicKey: passkey.publicKey,
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('signs in once per challenge: replaying the same assertion is refused (issue 24 §6)', async () => {
    const ceremony = started(await startPasskeySignIn(deps(), { id: 1 }, rpA, client()));
    const assertion = passkey.assert(ceremony.options.challenge, rpA.origin, rpA.id);
    const first = await finishPasskeySignIn(deps(), { id: 1 }, rpA, assertion, ceremony.token);
    expect(first.status).toBe(200);
    expect(first.sessionToken).toBeTruthy();
    for (let replay = 0; replay < 3; replay++) {
      const again = await finishPasskeySignIn(deps(), { id: 1 }, rpA, assertion, ceremony.token);
      expect(again.status).toBe(400);
      expect(again.sessionToken).toBeUndefined();
    }
  });

  it('gives a session to one of several parallel uses of a challenge, never two', async () => {
    const ceremony = started(await startPasskeySignIn(deps(), { id: 1 }, rpA, client()));
    const assertion = passkey.assert(ceremony.options.challenge, rpA.origin, rpA.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        finishPasskeySignIn(deps(), { id: 1 }, rpA, assertion, ceremony.token),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.sessionToken)).toHaveLength(1);
  });

  it('keeps a challenge to its site, its purpose, its browser and five minutes', async () => {
    // Another site's ceremony: the token names nothing there.
    const onB = started(await startPasskeySignIn(deps(), { id: 2 }, rpB, client()));
    const forB = passkey.assert(onB.options.challenge, rpA.origin, rpA.id);
    expect((await finishPasskeySignIn(deps(), { id: 1 }, rpA, forB, onB.token)).status).toBe(400);

    // A registration's challenge does not sign in.
    const session = { userId, siteId: 1, phone: '+61414555666' };
    const adding = started(
      await startPasskeyRegistration(deps(), { id: 1 }, session, rpA, client()),
    );
    const signIn = passkey.assert(adding.options.challenge, rpA.origin, rpA.id);
    expect((await finishPasskeySignIn(deps(), { id: 1 }, rpA, signIn, adding.token)).status).toBe(
      400,
    );
    // …and, spent by that try, it no longer registers either.
    const register = await finishPasskeyRegistration(
      deps(),
      { id: 1 },
      session,
      rpA,
      {},
      adding.token,
    );
    expect(register.status).toBe(400);

    // Asking again replaces the browser's earlier challenge.
    const first = started(await startPasskeySignIn(deps(), { id: 1 }, rpA, client()));
    const second = started(await startPasskeySignIn(deps(), { id: 1 }, rpA, client(first.token)));
    const old = passkey.assert(first.options.challenge, rpA.origin, rpA.id);
    expect((await finishPasskeySignIn(deps(), { id: 1 }, rpA, old, first.token)).status).toBe(400);
    const fresh = passkey.assert(second.options.challenge, rpA.origin, rpA.id);
    expect((await finishPasskeySignIn(deps(), { id: 1 }, rpA, fresh, second.token)).status).toBe(
      200,
    );

    // Five minutes and it is gone; without a token there is nothing to use.
    const late = started(await startPasskeySignIn(deps(), { id: 1 }, rpA, client()));
    const tooLate = passkey.assert(late.options.challenge, rpA.origin, rpA.id);
    const expired = await finishPasskeySignIn(
      deps(at(300_001)),
      { id: 1 },
      rpA,
      tooLate,
      late.token,
    );
    expect(expired.status).toBe(400);
    expect((await finishPasskeySignIn(deps(), { id: 1 }, rpA, tooLate, null)).status).toBe(400);
  });

  it('lets one client network start a bounded number of ceremonies an hour', async () => {
    const network = (n: number) => ({ ip: `2001:db8:5:9::${n.toString(16)}`, token: null });
    const hour = at(3_600_000);
    for (let n = 0; n < PASSKEY_CHALLENGES_PER_CLIENT_PER_HOUR; n++) {
      expect((await startPasskeySignIn(deps(hour), { id: 1 }, rpA, network(n))).ok).toBe(true);
    }
    const refused = await startPasskeySignIn(deps(hour), { id: 1 }, rpA, network(999));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.answer.status).toBe(429);
    // Another network is not held back.
    expect((await startPasskeySignIn(deps(hour), { id: 1 }, rpA, client())).ok).toBe(true);
  });
});
