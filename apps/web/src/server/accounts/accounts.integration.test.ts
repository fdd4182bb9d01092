import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_SAVED_SEARCHES,
  SIGN_IN_MESSAGES,
  SIGN_IN_WRONG_GUESSES_PER_CLIENT_PER_HOUR,
  toAustralianMobile,
} from '@forecourt/core/accounts';
import type { SearchUrlContext } from '@forecourt/core/search';
import { makeSitePolicy } from '@forecourt/core/testing';
import {
  addShopperPasskey,
  type Database,
  deleteShopperUser,
  getShopperPasskey,
  listSavedSearches,
  listShopperEnquiries,
  listWatchlistCars,
  schema,
} from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteShopperSearch, saveShopperSearch } from './saved-search-change.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import {
  type AccountDeps,
  getRequestSession,
  requestSignInCode,
  signInWithCode,
} from './shopper-auth.ts';
import { createSpoolSmsSender, type SmsSender } from './sms-sender.ts';
import { changeWatchlist } from './watchlist-change.ts';

const SECRET = 's'.repeat(48);
const start = new Date('2026-11-23T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const smsBudget = { max: 10_000, windowSeconds: 3600 };
const siteA = {
  id: 1,
  name: 'Harbour Ford',
  policy: makeSitePolicy({ dealershipIds: [1] }),
  smsBudget,
};
const siteB = {
  id: 2,
  name: 'Valley Kia',
  policy: makeSitePolicy({ dealershipIds: [2] }),
  smsBudget,
};
const quiet = { warn: () => {}, error: () => {} };
const searchContext: SearchUrlContext = {
  makes: { ford: 'Ford' },
  models: { ford: { ranger: 'Ranger' } },
  places: {},
  facets: ['make', 'model', 'body', 'car_type'],
};
const savedSite = (site: typeof siteA) => ({
  id: site.id,
  defaultSearchPath: '/search/new-used-and-demo-cars',
});
const cookie = (token: string | undefined) => `${SESSION_COOKIE}=${token ?? ''}`;

describe.each(getTestDatabaseKinds())('shopper accounts on %s', (kind) => {
  let database: Database;
  let spoolDir: string;
  let ip = 0;
  // Each sign-in from its own client, so the per-client code limit stays out of the way.
  const nextIp = () => `198.51.100.${++ip}`;

  let sms: SmsSender;
  const deps = (now = start): AccountDeps => ({
    db: database.db,
    secret: SECRET,
    now,
    sms,
    smsBudgetPerHour: 100_000,
    log: quiet,
  });
  const verify = (now: Date, site: typeof siteA, body: object, ip = nextIp()) =>
    signInWithCode(deps(now), site, body, ip);

  /** The code in the newest message the development sender wrote for `phone`. */
  async function lastCode(phone: string): Promise<string> {
    const names = (await readdir(spoolDir)).filter((name) => name.endsWith(`${phone}.json`));
    const newest = names.sort((a, b) => Number(a.split('-')[2]) - Number(b.split('-')[2])).at(-1);
    if (!newest) throw new Error(`no message for ${phone}`);
    const { text } = JSON.parse(await readFile(join(spoolDir, newest), 'utf8')) as { text: string };
    return /^(\d{6}) /.exec(text)?.[1] ?? '';
  }

  async function signIn(site: typeof siteA, phone: string, now = start) {
    const sent = await requestSignInCode(deps(now), site, { phone }, nextIp());
    expect(sent.status).toBe(200);
    const code = await lastCode(toAustralianMobile(phone)?.slice(1) ?? '');
    const answer = await verify(now, site, { phone, code });
    expect(answer.status).toBe(200);
    return answer.sessionToken;
  }

  beforeAll(async () => {
    spoolDir = await mkdtemp(join(tmpdir(), 'forecourt-sms-'));
    sms = createSpoolSmsSender({ spoolDir, log: () => {} });
    database = await createTestDatabase(kind);
    const { db } = database;
    const { cars, dealerships, sites, templates } = schema;
    await db.insert(templates).values({ name: 'default' });
    await db.insert(sites).values([
      { id: 1, slug: 'harbour', name: 'Harbour Ford', template: 'default' },
      { id: 2, slug: 'valley', name: 'Valley Kia', template: 'default' },
    ]);
    await db.insert(dealerships).values([
      { id: 1, slug: 'harbour', name: 'Harbour' },
      { id: 2, slug: 'valley', name: 'Valley' },
    ]);
    const car = {
      year: 2022,
      make: 'Ford',
      model: 'Ranger',
      carType: 'used' as const,
      price: 40_000,
      km: 1,
    };
    await db.insert(cars).values([
      { id: 11, slug: 'a-car', dealershipId: 1, status: 'in_stock', ...car },
      {
        id: 12,
        slug: 'a-sold',
        dealershipId: 1,
        status: 'sold',
        soldAt: at(-400 * 86_400_000),
        ...car,
      },
      { id: 13, slug: 'a-selling', dealershipId: 1, status: 'in_stock', ...car },
      { id: 21, slug: 'b-car', dealershipId: 2, status: 'in_stock', ...car },
    ]);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('keeps the same phone on two sites as two accounts whose sessions stay home', async () => {
    const onA = await signIn(siteA, '0411 111 111');
    const onB = await signIn(siteB, '+61 411 111 111');
    const sessionA = await getRequestSession(database.db, siteA.id, cookie(onA), start);
    const sessionB = await getRequestSession(database.db, siteB.id, cookie(onB), start);
    expect(sessionA?.phone).toBe('+61411111111');
    expect(sessionB?.phone).toBe('+61411111111');
    expect(sessionA?.userId).not.toBe(sessionB?.userId);
    expect(await getRequestSession(database.db, siteB.id, cookie(onA), start)).toBeNull();
    expect(await getRequestSession(database.db, siteA.id, cookie(onB), start)).toBeNull();
  });

  it("never lets site A's session read or change site B's watchlist", async () => {
    const onA = await signIn(siteA, '0422 222 222');
    const onB = await signIn(siteB, '0422 222 222');
    const sessionB = await getRequestSession(database.db, siteB.id, cookie(onB), start);
    const saveOnB = await changeWatchlist(deps(), siteB, sessionB, { car_id: 21 }, 'save');
    expect(saveOnB).toMatchObject({ status: 200, body: { ok: true, car_ids: [21] } });

    // A's cookie sent to site B is nobody there: refused before anything is read or written.
    const aOnB = await getRequestSession(database.db, siteB.id, cookie(onA), start);
    const refused = await changeWatchlist(deps(), siteB, aOnB, { car_id: 21 }, 'remove');
    expect(refused.status).toBe(401);

    // On its own site, A can neither save B's car nor see B's list.
    const sessionA = await getRequestSession(database.db, siteA.id, cookie(onA), start);
    const foreign = await changeWatchlist(deps(), siteA, sessionA, { car_id: 21 }, 'save');
    expect(foreign).toMatchObject({ status: 404, body: { ok: false } });
    const own = await changeWatchlist(deps(), siteA, sessionA, { car_id: 11 }, 'save');
    expect(own.body.car_ids).toEqual([11]);
    if (!sessionA || !sessionB) throw new Error('signed in');
    expect(
      (await listWatchlistCars(database.db, siteB.policy, sessionB.userId, start)).map(
        ({ car }) => car.id,
      ),
    ).toEqual([21]);
    // A sold car past the sold window cannot be saved.
    const sold = await changeWatchlist(deps(), siteA, sessionA, { car_id: 12 }, 'save');
    expect(sold.status).toBe(404);
  });

  it("refuses a body phone_number that is not the session's, and a signed-out call", async () => {
    const token = await signIn(siteA, '0433 333 333');
    const session = await getRequestSession(database.db, siteA.id, cookie(token), start);
    const other = await changeWatchlist(
      deps(),
      siteA,
      session,
      { car_id: 11, phone_number: '0444 444 444' },
      'save',
    );
    expect(other).toMatchObject({ status: 403, body: { ok: false } });
    const same = await changeWatchlist(
      deps(),
      siteA,
      session,
      { car_id: 11, phone_number: '+61433333333' },
      'save',
    );
    expect(same.status).toBe(200);
    const signedOut = await changeWatchlist(deps(), siteA, null, { car_id: 11 }, 'save');
    expect(signedOut).toMatchObject({ status: 401, body: { ok: false } });
    const junk = await changeWatchlist(deps(), siteA, session, { car_id: 'x' }, 'save');
    expect(junk.status).toBe(400);
  });

  it('accepts a code once, and never after five minutes', async () => {
    const phone = '0455 555 555';
    await requestSignInCode(deps(), siteA, { phone }, nextIp());
    const code = await lastCode('61455555555');
    expect((await verify(start, siteA, { phone, code })).status).toBe(200);
    expect((await verify(start, siteA, { phone, code })).status).toBe(400);

    await requestSignInCode(deps(), siteA, { phone }, nextIp());
    const late = await lastCode('61455555555');
    const expired = await verify(at(5 * 60_000 + 1000), siteA, { phone, code: late });
    expect(expired).toMatchObject({ status: 400, body: { ok: false } });
    // A code sent to the same number on site B does not sign in on site A.
    await requestSignInCode(deps(), siteB, { phone }, nextIp());
    const fromB = await lastCode('61455555555');
    expect((await verify(start, siteA, { phone, code: fromB })).status).toBe(400);
  });

  it('spends a code at its tenth wrong guess, never the number: a new code works at once', async () => {
    const phone = '0466 666 666';
    await requestSignInCode(deps(), siteA, { phone }, nextIp());
    const code = await lastCode('61466666666');
    const wrong = code === '000000' ? '111111' : '000000';
    // Guesses from many clients (a botnet): the code still allows ten in all.
    for (let attempt = 1; attempt <= 9; attempt++) {
      const answer = await verify(at(attempt), siteA, { phone, code: wrong });
      expect(answer.status).toBe(400);
    }
    const tenth = await verify(at(10), siteA, { phone, code: wrong });
    expect(tenth).toMatchObject({ status: 429, body: { message: SIGN_IN_MESSAGES.codeSpent } });
    const right = await verify(at(11), siteA, { phone, code });
    expect(right.status).toBe(400);
    // The number is not locked: the shopper asks again and signs in.
    await signIn(siteA, phone, at(12));
  });

  it('lets nobody lock out a number with guesses when no code was sent (issue 24 §3)', async () => {
    const phone = '0412 000 001';
    await signIn(siteA, phone);
    const attacker = '203.0.113.66';
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await verify(at(attempt), siteA, { phone, code: '000000' }, attacker);
      expect(answer).toMatchObject({ status: 400, body: { message: SIGN_IN_MESSAGES.wrongCode } });
    }
    // No row was made for the guesses, and the shopper (an existing account) signs in.
    await signIn(siteA, phone, at(20));
  });

  it('counts wrong guesses per client network (an IPv6 /64), whatever the numbers', async () => {
    const guess = (ip: string, n: number) =>
      verify(
        start,
        siteB,
        { phone: `04130000${String(n % 100).padStart(2, '0')}`, code: '123456' },
        ip,
      );
    const client = '2001:db8:77:1::1';
    for (let n = 0; n < SIGN_IN_WRONG_GUESSES_PER_CLIENT_PER_HOUR; n++) {
      expect((await guess(n % 2 ? client : '2001:db8:77:1:ffff::9', n)).status).toBe(400);
    }
    const refused = await guess('2001:db8:77:1:abcd::2', 99);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: SIGN_IN_MESSAGES.tooManyGuesses },
    });
    expect(Number(refused.headers?.['retry-after'])).toBeGreaterThan(0);
    // Even the right code waits: the client may not look any further this hour.
    const phone = '0413 111 222';
    await requestSignInCode(deps(), siteB, { phone }, nextIp());
    const code = await lastCode('61413111222');
    expect((await verify(start, siteB, { phone, code }, client)).status).toBe(429);
    // Another network is not held back, and right codes cost the client nothing.
    expect((await verify(start, siteB, { phone, code }, '2001:db8:77:2::1')).status).toBe(200);
    for (let round = 0; round < SIGN_IN_WRONG_GUESSES_PER_CLIENT_PER_HOUR + 2; round++) {
      const next = `04131110${String(round).padStart(2, '0')}`;
      await requestSignInCode(deps(), siteA, { phone: next }, nextIp());
      const right = await lastCode(toAustralianMobile(next)?.slice(1) ?? '');
      expect((await verify(start, siteA, { phone: next, code: right }, '198.18.0.1')).status).toBe(
        200,
      );
    }
  });

  it('a right code resets the count of wrong ones', async () => {
    const phone = '0477 777 777';
    for (let round = 0; round < 2; round++) {
      await requestSignInCode(deps(), siteA, { phone }, nextIp());
      const code = await lastCode('61477777777');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await verify(start, siteA, { phone, code: wrong })).status).toBe(400);
      }
      expect((await verify(start, siteA, { phone, code })).status).toBe(200);
    }
  });

  it('limits codes per number and per client network', async () => {
    const phone = '0488 888 888';
    for (let sent = 0; sent < 5; sent++) {
      expect((await requestSignInCode(deps(), siteA, { phone }, nextIp())).status).toBe(200);
    }
    expect((await requestSignInCode(deps(), siteA, { phone }, nextIp())).status).toBe(429);
    const client = '203.0.113.9';
    for (let sent = 0; sent < 20; sent++) {
      const answer = await requestSignInCode(
        deps(),
        siteA,
        { phone: `04990000${String(sent).padStart(2, '0')}` },
        client,
      );
      expect(answer.status).toBe(200);
    }
    expect((await requestSignInCode(deps(), siteA, { phone: '0499 111 111' }, client)).status).toBe(
      429,
    );
    expect(
      (await requestSignInCode(deps(), siteA, { phone: '07 3123 4567' }, nextIp())).status,
    ).toBe(400);
  });

  it("erases a shopper's account, sessions and watchlist on one site only", async () => {
    const onA = await signIn(siteA, '0400 000 001');
    const onB = await signIn(siteB, '0400 000 001');
    const sessionA = await getRequestSession(database.db, siteA.id, cookie(onA), start);
    const sessionB = await getRequestSession(database.db, siteB.id, cookie(onB), start);
    if (!sessionA || !sessionB) throw new Error('signed in');
    await changeWatchlist(deps(), siteA, sessionA, { car_id: 11 }, 'save');
    await changeWatchlist(deps(), siteB, sessionB, { car_id: 21 }, 'save');
    // Site B cannot erase site A's shopper, even knowing the id.
    await deleteShopperUser(database.db, siteB.id, sessionA.userId, start);
    expect(await getRequestSession(database.db, siteA.id, cookie(onA), start)).not.toBeNull();
    await deleteShopperUser(database.db, siteA.id, sessionA.userId, start);
    expect(await getRequestSession(database.db, siteA.id, cookie(onA), start)).toBeNull();
    expect(await listWatchlistCars(database.db, siteA.policy, sessionA.userId, start)).toEqual([]);
    expect(
      (await listWatchlistCars(database.db, siteB.policy, sessionB.userId, start)).map(
        ({ car }) => car.id,
      ),
    ).toEqual([21]);
  });

  it('keeps a watched car that sells, and stops linking it once the site no longer lists it', async () => {
    const token = await signIn(siteA, '0412 000 013');
    const session = await getRequestSession(database.db, siteA.id, cookie(token), start);
    if (!session) throw new Error('signed in');
    await changeWatchlist(deps(), siteA, session, { car_id: 13 }, 'save');
    await database.db
      .update(schema.cars)
      .set({ status: 'sold', soldAt: start })
      .where(eq(schema.cars.id, 13));
    const watched = async (now: Date) =>
      (await listWatchlistCars(database.db, siteA.policy, session.userId, now)).map(
        ({ car, listed }) => [car.id, car.status, listed],
      );
    const windowMs = siteA.policy.soldWindowDays * 86_400_000;
    expect(await watched(at(windowMs - 60_000))).toEqual([[13, 'sold', true]]);
    expect(await watched(at(windowMs + 120_000))).toEqual([[13, 'sold', false]]);
  });

  it('saves searches under their canonical URL, per shopper and site, within the limit', async () => {
    const onA = await signIn(siteA, '0412 000 021');
    const onB = await signIn(siteB, '0412 000 021');
    const sessionA = await getRequestSession(database.db, siteA.id, cookie(onA), start);
    const sessionB = await getRequestSession(database.db, siteB.id, cookie(onB), start);
    if (!sessionA || !sessionB) throw new Error('signed in');
    const save = (site: typeof siteA, session: typeof sessionA | null, body: unknown) =>
      saveShopperSearch(database.db, savedSite(site), session, searchContext, body);

    // Page 3 of a plain-key link is saved as the canonical first page.
    const first = await save(siteA, sessionA, {
      name: '  Used  Rangers ',
      path: '/search/used-cars?make=Ford&model=Ranger&page=3',
    });
    expect(first.status).toBe(201);
    const [saved] = first.body.saved_searches ?? [];
    expect(saved?.name).toBe('Used Rangers');
    // Canonical: the search page's own form of it, first page, whatever shape the link had.
    expect(saved?.path).toMatch(/^\/search\/ford\/ranger\?/);
    expect(saved?.path).not.toContain('page');
    // The same search again (in another shape) renames it rather than adding a second.
    const again = await save(siteA, sessionA, {
      name: 'Rangers',
      path: '/search/ford/ranger?make=Ford&car_type=used',
    });
    expect(again.status).toBe(200);
    expect(again.body.saved_searches?.map((saved) => saved.name)).toEqual(['Rangers']);

    for (const [body, status] of [
      [{ name: 'x', path: 'https://evil.example/search' }, 400],
      [{ name: 'x', path: '/cars/a-car' }, 400],
      [{ name: 'x', path: '/search/no-such-type' }, 400],
      [{ name: '   ', path: '/search/used-cars' }, 400],
      [{ name: 'x' }, 400],
    ] as const) {
      expect((await save(siteA, sessionA, body)).status, JSON.stringify(body)).toBe(status);
    }
    expect((await save(siteA, null, { name: 'x', path: '/search/used-cars' })).status).toBe(401);

    // The same phone on site B is another account: it sees none of A's, and cannot delete them.
    const [savedA] = await listSavedSearches(database.db, siteA.id, sessionA.userId);
    if (!savedA) throw new Error('saved');
    expect(await listSavedSearches(database.db, siteB.id, sessionB.userId)).toEqual([]);
    expect(await listSavedSearches(database.db, siteB.id, sessionA.userId)).toEqual([]);
    const foreign = await deleteShopperSearch(database.db, savedSite(siteB), sessionB, {
      id: savedA.id,
    });
    expect(foreign.status).toBe(404);
    expect(await listSavedSearches(database.db, siteA.id, sessionA.userId)).toHaveLength(1);

    // A shopper keeps at most MAX_SAVED_SEARCHES, even saving from many tabs at once.
    const bodies = ['new-cars', 'demo-cars', 'used-cars'].flatMap((type) =>
      [
        '',
        '?body=SUV',
        '?body=Ute',
        '?body=Sedan',
        '?body=Van',
        '?body=Wagon',
        '?body=Hatch',
        '?body=Coupe',
        '?body=Cab',
      ].map((query) => ({ name: `${type}${query}`, path: `/search/${type}${query}` })),
    );
    const results = await Promise.all(bodies.map((body) => save(siteA, sessionA, body)));
    expect(results.every((result) => [200, 201, 409].includes(result.status))).toBe(true);
    expect(await listSavedSearches(database.db, siteA.id, sessionA.userId)).toHaveLength(
      MAX_SAVED_SEARCHES,
    );
    const deleted = await deleteShopperSearch(database.db, savedSite(siteA), sessionA, {
      id: savedA.id,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.saved_searches).toHaveLength(MAX_SAVED_SEARCHES - 1);
  });

  it("shows a shopper's garage enquiries from their verified phone on their site only", async () => {
    const lead = (siteId: number, phone: string, key: string, spam = false) => ({
      siteId,
      idempotencyKey: key,
      form: 'vehicle-enquiry' as const,
      category: 'Vehicle Enquiry',
      firstName: 'Jo',
      lastName: 'Citizen',
      phone,
      spam,
      values: {},
      attribution: {
        url: 'https://x.example/',
        source: 'Website' as const,
        userAgent: 'test',
        visitedPages: [],
        linkedQueryParams: {},
      },
    });
    await database.db
      .insert(schema.leads)
      .values([
        lead(1, '+61401010101', 'a1'),
        lead(1, '+61401010101', 'a2', true),
        lead(2, '+61401010101', 'b1'),
        lead(1, '+61402020202', 'a3'),
      ]);
    const onA = await listShopperEnquiries(database.db, siteA.id, '+61401010101');
    expect(onA.map((enquiry) => enquiry.category)).toEqual(['Vehicle Enquiry']);
    expect(await listShopperEnquiries(database.db, siteB.id, '+61401010101')).toHaveLength(1);
    expect(await listShopperEnquiries(database.db, siteB.id, '+61402020202')).toEqual([]);
  });

  it('finds a passkey only on its own site, and erases it with the account', async () => {
    const token = await signIn(siteA, '0403 030 303');
    const session = await getRequestSession(database.db, siteA.id, cookie(token), start);
    if (!session) throw new Error('signed in');
    await addShopperPasskey(database.db, {
      id: 'cred-a',
      userId: session.userId,
      siteId: siteA.id,
      publicKey: 'AAAA',
    });
    expect((await getShopperPasskey(database.db, siteA.id, 'cred-a'))?.phone).toBe('+61403030303');
    expect(await getShopperPasskey(database.db, siteB.id, 'cred-a')).toBeNull();
    await deleteShopperUser(database.db, siteA.id, session.userId, start);
    expect(await getShopperPasskey(database.db, siteA.id, 'cred-a')).toBeNull();
  });
});
