import { randomUUID } from 'node:crypto';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { type Database, listRecentLeads, schema } from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  message: 'Is the bonus still on?',
};

function body(offerId: number | null, form = 'offer-enquiry') {
  return {
    form,
    idempotencyKey: randomUUID(),
    values: contact,
    offerId,
    attribution: { url: 'https://harbour.example/offers/1', visitedPages: ['/special-offers'] },
    antiSpam: {
      formToken: signFormToken(TEST_SECRET, 1, new Date(Date.now() - 20_000)),
      honeypot: '',
    },
  };
}

describe.each(getTestDatabaseKinds())('offer enquiries on %s', (kind) => {
  let database: Database;
  let site: Site;
  const day = 86_400_000;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, {
      forms: {
        captcha: { enabled: false },
        rateLimits: { perIp: { max: 1000 } },
        delivery: { routes: [{ email: ['leads@harbour.example'] }] },
      },
    });
    const { db } = database;
    await db.insert(schema.manufacturers).values({ id: 1, name: 'Ford', slug: 'ford' });
    await db
      .insert(schema.models)
      .values({ id: 1, manufacturerId: 1, name: 'Ranger', slug: 'ranger' });
    const live = { startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + day) };
    await db.insert(schema.offers).values([
      { id: 1, dealershipId: 1, manufacturerId: 1, modelId: 1, name: 'Ranger bonus', ...live },
      { id: 2, dealershipId: 1, name: 'Not here', excludedSiteIds: [site.id], ...live },
      { id: 3, dealershipId: 1, name: 'Over', endsAt: new Date(Date.now() - day) },
    ]);
  });
  afterAll(() => database.close());

  it('stores the lead with the offer it is about, filed as a special offer enquiry', async () => {
    const result = await submitLead(await makeSubmitDeps(database, site), body(1));
    expect(result.status).toBe(201);
    const [lead] = await listRecentLeads(database.db, site.id, 1);
    expect(lead).toMatchObject({
      form: 'offer-enquiry',
      category: 'Special Offer Enquiry',
      offer: {
        id: 1,
        name: 'Ranger bonus',
        make: 'Ford',
        model: 'Ranger',
        // The site sells one make: the short route.
        url: 'https://harbour.example/offers/1',
      },
    });
    expect(lead?.deliveries.map((job) => job.channel)).toEqual(['email']);
  });

  it('refuses an offer this site does not show (excluded, ended, unknown) with 404', async () => {
    for (const offerId of [2, 3, 999]) {
      const result = await submitLead(await makeSubmitDeps(database, site), body(offerId));
      expect(result).toMatchObject({
        status: 404,
        body: { ok: false, message: LEAD_MESSAGES.offerUnknown },
      });
    }
  });

  it('refuses an offer enquiry without an offer, and an offer on another form, with 400', async () => {
    const deps = await makeSubmitDeps(database, site);
    expect((await submitLead(deps, body(null))).status).toBe(400);
    expect((await submitLead(deps, body(1, 'contact'))).status).toBe(400);
  });
});
