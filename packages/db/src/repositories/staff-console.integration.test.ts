import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../client.ts';
import { leads, siteDealerships, staffAuditLog } from '../schema/index.ts';
import { hashStaffPassword, verifyStaffPassword } from '../staff/password-hash.ts';
import { createStockSite, type StockSite } from '../testing/stock-site.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import {
  changeInboxLead,
  findInboxLeadId,
  getResponseTimes,
  listInboxLeads,
} from './console-leads.ts';
import { appendStaffAudit, listStaffAudit } from './staff-audit.ts';
import {
  checkPendingSignInCode,
  createStaffSession,
  listStaffSessions,
  revokeStaffSession,
  revokeStaffSessions,
  startPendingSignIn,
  touchStaffSession,
} from './staff-sessions.ts';
import {
  ensureDealerGroup,
  ensureStaffUser,
  findStaffUserByEmail,
  grantStaffRole,
  listDealershipStaff,
  listStaffDealerships,
  listStaffGrants,
} from './staff-users.ts';

/** The database refused the statement: drizzle wraps the driver's error as its cause. */
async function expectRefused(query: PromiseLike<unknown>) {
  const error = await Promise.resolve(query).then(
    () => null,
    (caught: unknown) => caught as Error & { cause?: Error },
  );
  expect(String(error?.cause?.message ?? error?.message)).toMatch(
    /append-only: (UPDATE|DELETE) refused/,
  );
}

const now = new Date('2026-11-27T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
let sequence = 0;

function leadRow(
  siteId: number,
  dealershipId: number | null,
  extra: Partial<typeof leads.$inferInsert> = {},
) {
  sequence += 1;
  return {
    siteId,
    dealershipId,
    idempotencyKey: `key-${sequence}`,
    form: 'vehicle-enquiry' as const,
    category: 'Enquiry',
    firstName: `Shopper${sequence}`,
    lastName: 'Citizen',
    email: `shopper${sequence}@example.com`,
    phone: '+61400000001',
    values: {},
    attribution: {
      url: `https://s.example/cars/${sequence}`,
      source: 'Website' as const,
      userAgent: 'Mozilla/5.0',
      visitedPages: [],
      linkedQueryParams: {},
    },
    createdAt: minutes(-sequence),
    ...extra,
  };
}

describe.each(getTestDatabaseKinds())('staff console data on %s', (kind) => {
  let database: TestDatabase;
  let harbour: StockSite;
  let valley: StockSite;
  let sam: number;
  let kim: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    harbour = await createStockSite(database.db, 'harbour');
    valley = await createStockSite(database.db, 'valley');
    sam = await ensureStaffUser(database.db, { email: 'Sam@Harbour.example', name: 'Sam' });
    kim = await ensureStaffUser(database.db, { email: 'kim@harbour.example', name: 'Kim' });
  });
  afterAll(() => database.close());

  it('finds users by email whatever its case, and refuses a second user with the same email', async () => {
    expect((await findStaffUserByEmail(database.db, ' sam@harbour.EXAMPLE '))?.id).toBe(sam);
    expect(await ensureStaffUser(database.db, { email: 'SAM@harbour.example', name: 'x' })).toBe(
      sam,
    );
  });

  it('hashes passwords with argon2id and checks them', async () => {
    const stored = await hashStaffPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyStaffPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyStaffPassword(stored, 'Correct horse battery staple')).toBe(false);
    expect(await verifyStaffPassword(null, 'anything')).toBe(false);
  });

  it('reaches dealerships through dealership, group and platform grants', async () => {
    const [harbourId] = harbour.dealershipIds as [number];
    const [valleyId] = valley.dealershipIds as [number];
    const group = await ensureDealerGroup(database.db, {
      slug: 'coastal',
      name: 'Coastal Motor Group',
      dealershipIds: [valleyId],
    });
    await grantStaffRole(database.db, {
      userId: sam,
      role: 'salesperson',
      groupId: null,
      dealershipId: harbourId,
      grantedBy: null,
    });
    await grantStaffRole(database.db, {
      userId: sam,
      role: 'salesperson',
      groupId: null,
      dealershipId: harbourId,
      grantedBy: null,
    });
    await grantStaffRole(database.db, {
      userId: kim,
      role: 'group_admin',
      groupId: group,
      dealershipId: null,
      grantedBy: null,
    });
    const samGrants = await listStaffGrants(database.db, sam);
    expect(samGrants).toEqual([
      {
        role: 'salesperson',
        scope: { kind: 'dealership', dealershipId: harbourId, groupId: null },
      },
    ]);
    expect((await listStaffDealerships(database.db, samGrants)).map((d) => d.id)).toEqual([
      harbourId,
    ]);
    const kimGrants = await listStaffGrants(database.db, kim);
    expect((await listStaffDealerships(database.db, kimGrants)).map((d) => d.name)).toEqual([
      'valley',
    ]);
    expect(
      await listStaffDealerships(database.db, [
        { role: 'platform_admin', scope: { kind: 'platform' } },
      ]),
    ).toHaveLength(2);
    expect(await listDealershipStaff(database.db, { id: valleyId, groupId: group })).toEqual([
      { id: kim, name: 'Kim', roles: ['group_admin'] },
    ]);
  });

  it('scopes the inbox to the dealership, and a salesperson to their own and unassigned leads', async () => {
    const { db } = database;
    const [harbourId] = harbour.dealershipIds as [number];
    const [valleyId] = valley.dealershipIds as [number];
    // Valley's site also shows Harbour: its unrouted leads belong to both.
    await db
      .insert(siteDealerships)
      .values({ siteId: valley.siteId, dealershipId: harbourId, position: 1 });
    const [mine, unassigned, kims, otherDealer, unrouted, spam] = await db
      .insert(leads)
      .values([
        leadRow(harbour.siteId, harbourId, { assignedTo: sam }),
        leadRow(harbour.siteId, harbourId),
        leadRow(harbour.siteId, harbourId, { assignedTo: kim }),
        leadRow(valley.siteId, valleyId),
        leadRow(valley.siteId, null),
        leadRow(harbour.siteId, harbourId, { spam: true, spamReasons: ['honeypot'] }),
      ])
      .returning({ id: leads.id });
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    const salesperson = { dealershipId: harbourId, viewerId: sam, seeAll: false };
    const manager = { dealershipId: harbourId, viewerId: kim, seeAll: true };
    expect(ids(await listInboxLeads(db, salesperson, { limit: 50 }))).toEqual(
      ids([mine, unassigned, unrouted] as { id: number }[]),
    );
    expect(ids(await listInboxLeads(db, manager, { limit: 50 }))).toEqual(
      ids([mine, unassigned, kims, unrouted] as { id: number }[]),
    );
    expect(ids(await listInboxLeads(db, manager, { limit: 50, spam: true }))).toEqual([spam?.id]);
    expect(
      ids(
        await listInboxLeads(
          db,
          { dealershipId: valleyId, viewerId: kim, seeAll: true },
          { limit: 50 },
        ),
      ),
    ).toEqual(ids([otherDealer, unrouted] as { id: number }[]));
    expect(await findInboxLeadId(db, salesperson, kims?.id ?? 0)).toBeNull();
    expect(await findInboxLeadId(db, salesperson, otherDealer?.id ?? 0)).toBeNull();
    expect(await findInboxLeadId(db, salesperson, mine?.id ?? 0)).toBe(mine?.id);
    // Filters and keyset paging.
    const byName = await listInboxLeads(db, manager, { limit: 50, q: `shopper${sequence - 4}@` });
    expect(byName.map((lead) => lead.id)).toEqual([unassigned?.id]);
    expect(await listInboxLeads(db, manager, { limit: 50, q: '100%' })).toEqual([]);
    const first = await listInboxLeads(db, manager, { limit: 2 });
    const last = first.at(-1) as { createdAt: Date; id: number };
    const next = await listInboxLeads(db, manager, { limit: 50, before: last });
    expect([...first, ...next].map((lead) => lead.id)).toEqual(
      (await listInboxLeads(db, manager, { limit: 50 })).map((lead) => lead.id),
    );
  });

  it('changes a lead with its audit line, counts the first response, and refuses leads out of scope', async () => {
    const { db } = database;
    const [harbourId] = harbour.dealershipIds as [number];
    const [valleyId] = valley.dealershipIds as [number];
    const [lead] = await db
      .insert(leads)
      .values(leadRow(harbour.siteId, harbourId, { createdAt: minutes(-10) }))
      .returning({ id: leads.id });
    const [foreign] = await db
      .insert(leads)
      .values(leadRow(valley.siteId, valleyId))
      .returning({ id: leads.id });
    const scope = { dealershipId: harbourId, viewerId: sam, seeAll: false };
    const audit = { actorId: sam, actorEmail: 'sam@harbour.example', action: 'lead.update' };
    const changed = await changeInboxLead(
      db,
      scope,
      lead?.id ?? 0,
      { status: 'contacted', assignedTo: sam },
      audit,
      now,
    );
    expect(changed).toEqual({
      ok: true,
      before: { status: 'new', assignedTo: null },
      after: { status: 'contacted', assignedTo: sam },
    });
    const [row] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, lead?.id ?? 0));
    expect(row?.firstResponseAt).toEqual(now);
    expect(row?.firstResponderId).toBe(sam);
    expect(
      await changeInboxLead(db, scope, foreign?.id ?? 0, { status: 'sold' }, audit, now),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
    const lines = await listStaffAudit(db, {
      dealershipIds: [harbourId],
      viewerId: sam,
      limit: 10,
    });
    expect(lines[0]).toMatchObject({
      actorId: sam,
      action: 'lead.update',
      targetKind: 'lead',
      targetId: String(lead?.id),
      dealershipId: harbourId,
      details: {
        before: { status: 'new', assignedTo: null },
        after: { status: 'contacted', assignedTo: sam },
      },
    });
    const times = await getResponseTimes(db, harbourId, minutes(-60 * 24));
    expect(times.byStaff).toEqual([{ id: sam, name: 'Sam', medianMs: 10 * 60_000, leads: 1 }]);
  });

  it('keeps the audit log append-only', async () => {
    const { db } = database;
    await appendStaffAudit(db, {
      actorId: sam,
      actorEmail: 'sam@harbour.example',
      action: 'sign_in',
      at: new Date('2020-01-01T00:00:00Z'),
    });
    await expectRefused(db.update(staffAuditLog).set({ action: 'tampered' }));
    await expectRefused(db.delete(staffAuditLog));
    await expectRefused(db.execute(sql`update staff_audit_log set details = '{}'`));
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from staff_audit_log`,
    );
    // Pruning removes only what is past 90 days, whatever it is asked.
    const [{ removed } = { removed: 0 }] = await queryRows<{ removed: number }>(
      db,
      sql`select prune_staff_audit_log(0)::int as removed`,
    );
    expect(removed).toBe(1);
    const [{ count: after } = { count: 0 }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from staff_audit_log`,
    );
    expect(after).toBe(count - 1);
    // Setting the pruning flag by hand still removes nothing recent.
    await expectRefused(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('forecourt.audit_prune', 'on', true)`);
        await tx.delete(staffAuditLog);
      }),
    );
  });

  it('ends sessions at the idle timeout, lists them and revokes them', async () => {
    const { db } = database;
    const session = (tokenHash: string) =>
      createStaffSession(db, {
        tokenHash,
        userId: kim,
        secondFactor: 'email-code',
        expiresAt: minutes(12 * 60),
        userAgent: 'Firefox',
        clientHash: 'client',
        now,
      });
    await session('a'.repeat(64));
    await session('b'.repeat(64));
    await session('c'.repeat(64));
    const idle = 30 * 60_000;
    expect((await touchStaffSession(db, 'a'.repeat(64), minutes(20), idle))?.userId).toBe(kim);
    expect(await touchStaffSession(db, 'a'.repeat(64), minutes(49), idle)).not.toBeNull();
    expect(await touchStaffSession(db, 'b'.repeat(64), minutes(31), idle)).toBeNull();
    const listed = await listStaffSessions(db, kim, 'a'.repeat(64), minutes(49), idle);
    expect(listed.map((s) => [s.id, s.current])).toEqual([['aaaaaaaaaaaa', true]]);
    expect(await revokeStaffSession(db, sam, 'cccccccccccc')).toBe(false);
    expect(await revokeStaffSession(db, kim, 'cccccccccccc')).toBe(true);
    await session('d'.repeat(64));
    expect(await revokeStaffSessions(db, kim, 'a'.repeat(64))).toBe(2);
    expect(await touchStaffSession(db, 'a'.repeat(64), minutes(50), idle)).not.toBeNull();
  });

  it('spends a pending sign-in after too many wrong codes', async () => {
    const { db } = database;
    await startPendingSignIn(db, {
      tokenHash: 'p1',
      userId: sam,
      codeHash: 'right',
      expiresAt: minutes(10),
      now,
    });
    const check = (code: string) =>
      checkPendingSignInCode(db, {
        tokenHash: 'p1',
        matches: (stored) => stored === code,
        wrongLimit: 3,
        now,
      });
    expect(await check('wrong')).toEqual({ ok: false, reason: 'wrong' });
    expect(await check('wrong')).toEqual({ ok: false, reason: 'wrong' });
    expect(await check('wrong')).toEqual({ ok: false, reason: 'spent' });
    expect(await check('right')).toEqual({ ok: false, reason: 'expired' });
    await startPendingSignIn(db, {
      tokenHash: 'p2',
      userId: sam,
      codeHash: 'right',
      expiresAt: minutes(10),
      now,
    });
    expect(
      await checkPendingSignInCode(db, {
        tokenHash: 'p2',
        matches: (s) => s === 'right',
        wrongLimit: 3,
        now,
      }),
    ).toEqual({ ok: true, userId: sam });
  });
});
