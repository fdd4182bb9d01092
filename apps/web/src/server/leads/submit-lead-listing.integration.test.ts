import { randomUUID } from 'node:crypto';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { type Database, listRecentLeads, schema } from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../site.ts';
import { signFormToken } from './form-token.ts';
import { submitLead } from './submit-lead.ts';
import { makeSubmitDeps, seedLeadTestSite, TEST_SECRET } from './testing/lead-test-site.ts';

const DAY_MS = 86_400_000;
const enquiry = (carId: number) => ({
  form: 'vehicle-enquiry',
  idempotencyKey: randomUUID(),
  carId,
  values: {
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode: '4163',
    message: 'Still available?',
  },
  antiSpam: {
    formToken: signFormToken(TEST_SECRET, 1, new Date(Date.now() - 20_000)),
    honeypot: '',
  },
});

describe.each(getTestDatabaseKinds())('a lead names only a car the site lists, on %s', (kind) => {
  let database: Database;
  let site: Site;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, { forms: { captcha: { enabled: false } } });
    const { cars } = schema;
    await database.db.update(cars).set({ showOnDealerWebsite: false }).where(eq(cars.id, 2));
    await database.db
      .update(cars)
      .set({ status: 'sold', soldAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(cars.id, 4));
  });
  afterAll(() => database.close());

  it('answers 404 for a hidden or long-sold car and stores nothing', async () => {
    for (const carId of [2, 4, 999]) {
      const result = await submitLead(await makeSubmitDeps(database, site), enquiry(carId));
      expect([carId, result.status, result.body]).toMatchObject([
        carId,
        404,
        { ok: false, message: LEAD_MESSAGES.carUnknown },
      ]);
    }
    expect(await listRecentLeads(database.db, 1, 10)).toEqual([]);
  });

  it('takes the enquiry for a listed car, a recently sold one included', async () => {
    for (const carId of [3, 12]) {
      const result = await submitLead(await makeSubmitDeps(database, site), enquiry(carId));
      expect([carId, result.status]).toEqual([carId, 201]);
    }
  });
});
