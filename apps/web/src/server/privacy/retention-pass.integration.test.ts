import {
  appendStaffAudit,
  createStaffSession,
  type Database,
  ensureStaffUser,
  listStaffAudit,
  schema,
} from '@forecourt/db';
import { createStockSite } from '@forecourt/db/testing/stock-site';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetentionPass, runStaffRetention } from './retention-pass.ts';

const now = new Date('2026-11-27T10:00:00Z');

describe.each(getTestDatabaseKinds())('the retention pass on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("keeps each site's data for that site's own period, and logs each pass once", async () => {
    const short = await createStockSite(database.db, 'short');
    const long = await createStockSite(database.db, 'long');
    const thirteenMonthsAgo = new Date('2025-10-20T00:00:00Z');
    const lead = (siteId: number, key: string) => ({
      siteId,
      idempotencyKey: key,
      form: 'contact' as const,
      category: 'General Enquiry',
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com',
      values: {},
      attribution: {
        url: 'https://s.example/contact',
        source: 'Website' as const,
        userAgent: 'test',
        visitedPages: [],
        linkedQueryParams: {},
      },
      createdAt: thirteenMonthsAgo,
    });
    await database.db
      .insert(schema.leads)
      .values([lead(short.siteId, 'a'), lead(long.siteId, 'b')]);
    const lines: object[] = [];
    const deps = { db: database.db, now, log: { info: (fields: object) => lines.push(fields) } };
    const sites = [
      { id: short.siteId, slug: 'short', retentionMonths: 12 },
      { id: long.siteId, slug: 'long', retentionMonths: 24 },
    ];

    expect(await runRetentionPass(deps, sites)).toMatchObject({ leads: 1 });
    const rows = await database.db.select().from(schema.leads).orderBy(schema.leads.siteId);
    expect(rows.map((row) => [row.siteId, row.email])).toEqual([
      [short.siteId, null],
      [long.siteId, 'jo@example.com'],
    ]);
    expect(await runRetentionPass(deps, sites)).toMatchObject({ leads: 0 });
    expect(lines).toEqual([
      expect.objectContaining({ event: 'retention_pass', sites: 2, leads: 1, accounts: 0 }),
      expect.objectContaining({ event: 'retention_pass', sites: 2, leads: 0 }),
    ]);
  });

  it('prunes audit lines past the setting, never younger than 90 days, and ended staff sessions', async () => {
    const { db } = database;
    // The database prunes by its own clock: this test's times are real ones.
    const today = new Date();
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * day);
    for (const daysAgo of [800, 400, 60, 10]) {
      await appendStaffAudit(db, {
        actorId: null,
        actorEmail: 'x@example.com',
        action: 'sign_in',
        at: at(daysAgo),
      });
    }
    const userId = await ensureStaffUser(db, { email: 'old.session@example.com', name: 'Old' });
    await createStaffSession(db, {
      tokenHash: 'e'.repeat(64),
      userId,
      secondFactor: 'email-code',
      expiresAt: at(1),
      userAgent: 'x',
      clientHash: 'x',
      now: at(2),
    });
    const lines: object[] = [];
    const deps = { db, now: today, log: { info: (fields: object) => lines.push(fields) } };
    expect(await runStaffRetention(deps, 365)).toEqual({ auditLines: 2, sessions: 1 });
    // Asked to keep 30 days, the database still keeps 90.
    expect(await runStaffRetention(deps, 30)).toEqual({ auditLines: 0, sessions: 0 });
    const left = await listStaffAudit(db, { dealershipIds: null, viewerId: 0, limit: 10 });
    expect(left.map((line) => Math.round((today.getTime() - line.at.getTime()) / day))).toEqual([
      10, 60,
    ]);
    expect(lines[0]).toMatchObject({ event: 'staff_retention_pass', auditLines: 2, sessions: 1 });
  });
});
