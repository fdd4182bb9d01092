import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { dealerships, manufacturers, models, offers } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { getSiteOffer, listSiteOffers } from './offers.ts';

const now = new Date('2026-11-23T00:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
const audience = { siteId: 7, dealershipIds: [1], makes: ['Ford'] };

describe.each(getTestDatabaseKinds())('the site offers query on %s', (kind) => {
  let database: Database;
  const offer = (
    id: number,
    overrides: Partial<typeof offers.$inferInsert> = {},
  ): typeof offers.$inferInsert => ({
    id,
    dealershipId: 1,
    manufacturerId: 1,
    modelId: 1,
    name: `Offer ${id}`,
    startsAt: at(-5),
    endsAt: at(5 + id),
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(dealerships).values([
      { id: 1, slug: 'harbour', name: 'Harbour' },
      { id: 2, slug: 'elsewhere', name: 'Elsewhere' },
    ]);
    await db.insert(manufacturers).values([
      { id: 1, name: 'Ford', slug: 'ford' },
      { id: 2, name: 'Honda', slug: 'honda' },
    ]);
    await db.insert(models).values([
      {
        id: 1,
        manufacturerId: 1,
        name: 'Ranger',
        slug: 'ranger',
        newSlug: 'ranger-2026',
        overrideUrl: 'https://ford.example/ranger',
        imageUrl: '/m/ranger.jpg',
      },
    ]);
    await db
      .insert(offers)
      .values([
        offer(1),
        offer(2, { endsAt: at(-1) }),
        offer(3, { startsAt: at(1) }),
        offer(4, { excludedSiteIds: [7] }),
        offer(5, { dealershipId: 2 }),
        offer(6, { dealershipId: null, modelId: null }),
        offer(7, { dealershipId: null, manufacturerId: 2, modelId: null }),
        offer(8, { excludedSiteIds: [8, 9], modelId: null, manufacturerId: null }),
      ]);
  });
  afterAll(() => database.close());

  it('lists the live offers of the site dealerships and of makes it sells, soonest ending first', async () => {
    const found = await listSiteOffers(database.db, audience, now);
    expect(found.map((item) => item.id)).toEqual([1, 6, 8]);
  });

  it('carries the model link fields and the manufacturer', async () => {
    const [first] = await listSiteOffers(database.db, audience, now);
    expect(first?.manufacturer).toEqual({ name: 'Ford', slug: 'ford' });
    expect(first?.model).toEqual({
      name: 'Ranger',
      slug: 'ranger',
      newSlug: 'ranger-2026',
      overrideUrl: 'https://ford.example/ranger',
      imageUrl: '/m/ranger.jpg',
    });
    const [, , last] = await listSiteOffers(database.db, audience, now);
    expect(last?.model).toBeNull();
    expect(last?.manufacturer).toBeNull();
  });

  it('finds one offer only when this site shows it', async () => {
    expect((await getSiteOffer(database.db, audience, 1, now))?.name).toBe('Offer 1');
    for (const hidden of [2, 3, 4, 5, 7, 999]) {
      expect(await getSiteOffer(database.db, audience, hidden, now)).toBeNull();
    }
    expect(
      await getSiteOffer(database.db, { ...audience, dealershipIds: [], makes: [] }, 1, now),
    ).toBeNull();
  });
});
