import { randomUUID } from 'node:crypto';
import { unsupportedCharactersMessage } from '@forecourt/core/leads';
import { type Database, queryRows } from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataException } from '../database-error.ts';
import type { Site } from '../site.ts';
import { signFormToken } from './form-token.ts';
import { submitLead } from './submit-lead.ts';
import { makeSubmitDeps, seedLeadTestSite, TEST_SECRET } from './testing/lead-test-site.ts';

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4163',
  message: 'Still available?',
};

function body(values: Record<string, unknown>, attribution: Record<string, unknown> = {}) {
  return {
    form: 'contact',
    idempotencyKey: randomUUID(),
    values,
    attribution,
    antiSpam: { formToken: signFormToken(TEST_SECRET, 1, new Date(Date.now() - 20_000)) },
  };
}

/** The error a query throws, or null. */
async function failureOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
    return null;
  } catch (error) {
    return error;
  }
}

describe.each(getTestDatabaseKinds())('text no lead can store, on %s', (kind) => {
  let database: Database;
  let site: Site;
  const leadCount = async () =>
    Number(
      (await queryRows<{ n: string }>(database.db, sql`select count(*) as n from leads`))[0]?.n,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, { forms: { captcha: { enabled: false } } });
  });
  afterAll(() => database.close());

  it("is the database's data exception (class 22), which no retry can fix", async () => {
    for (const query of [
      sql`select ${'a\u0000b'}::text`,
      sql`select ${'"\\u0000"'}::jsonb`,
      sql`select ${'"\\ud800"'}::jsonb`,
    ]) {
      const error = await failureOf(queryRows(database.db, query));
      expect(error).not.toBeNull();
      expect(isDataException(error)).toBe(true);
    }
    const notData = await failureOf(queryRows(database.db, sql`select * from no_such_table`));
    expect(notData).not.toBeNull();
    expect(isDataException(notData)).toBe(false);
  });

  it('in a field the shopper typed: 400 naming the field, nothing stored', async () => {
    const before = await leadCount();
    for (const bad of ['Jo\u0000', 'Jo\uD800', '\uDC00', 'a\u0008b']) {
      const result = await submitLead(
        await makeSubmitDeps(database, site),
        body({ ...contact, name: bad, message: `Hello ${bad}` }),
      );
      expect(result.status).toBe(400);
      expect(result.body.fieldErrors).toEqual({
        name: unsupportedCharactersMessage('First Name'),
        message: unsupportedCharactersMessage('Comments'),
      });
    }
    expect(await leadCount()).toBe(before);
  });

  it('in what the browser reports (campaign link, pages): replaced, and the lead stored', async () => {
    const result = await submitLead(
      await makeSubmitDeps(database, site, { userAgent: 'Agent\u0001' }),
      body(contact, {
        url: 'https://harbour.example/?utm_source=a\u0000b',
        visitedPages: ['/\uD800'],
        linkedQueryParams: { utm_campaign: 'x\u0000\uDBFF' },
      }),
    );
    expect(result.status).toBe(201);
    const [stored] = await queryRows<{ attribution: Record<string, unknown> }>(
      database.db,
      sql`select attribution from leads where id = ${result.body.leadId as number}`,
    );
    expect(stored?.attribution).toMatchObject({
      url: 'https://harbour.example/?utm_source=a\uFFFDb',
      userAgent: 'Agent\uFFFD',
      visitedPages: ['/\uFFFD'],
      linkedQueryParams: { utm_campaign: 'x\uFFFD\uFFFD' },
    });
  });
});
