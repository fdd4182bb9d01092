import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { dealerships, locations, reviews } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { listSiteReviews } from './reviews.ts';

const ids = (found: { id: number }[]) => found.map((review) => review.id);

describe.each(getTestDatabaseKinds())('the site-scoped reviews query on %s', (kind) => {
  let database: Database;
  const review = (
    id: number,
    overrides: Partial<typeof reviews.$inferInsert> = {},
  ): typeof reviews.$inferInsert => ({
    id,
    dealershipId: 1,
    locationId: 1,
    customerName: `Reviewer ${id}`,
    text: 'Helpful and friendly.',
    rating: 5,
    reviewDate: `2026-10-${String(id).padStart(2, '0')}`,
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(dealerships).values([
      { id: 1, slug: 'harbour', name: 'Harbour' },
      { id: 2, slug: 'elsewhere', name: 'Elsewhere' },
    ]);
    const place = { street: '1 Main St', state: 'QLD', postcode: '4163', lat: -27.5, lng: 153.2 };
    await db.insert(locations).values([
      { id: 1, dealershipId: 1, slug: 'cleveland', name: 'Cleveland', city: 'Cleveland', ...place },
      { id: 2, dealershipId: 1, slug: 'capalaba', name: 'Capalaba', city: 'Capalaba', ...place },
      { id: 3, dealershipId: 2, slug: 'other', name: 'Other', city: 'Cleveland', ...place },
      {
        id: 4,
        dealershipId: 1,
        slug: 'closed',
        name: 'Closed',
        city: 'Cleveland',
        visible: false,
        ...place,
      },
    ]);
    await db.insert(reviews).values([
      review(1),
      review(2, { locationId: 2 }),
      review(3, { rating: 3 }),
      review(4, { text: '' }),
      review(5, { dealershipId: 2, locationId: 3 }),
      review(6, { locationId: null }),
      review(7, { locationId: 4 }),
      // Filed under this dealer but naming another dealer's location: not this site's.
      review(8, { locationId: 3 }),
      review(9, { reviewDate: '2026-10-09', replyText: 'Thanks!', replyDate: '2026-10-10' }),
      review(10),
    ]);
  });
  afterAll(() => database.close());

  it("reads only the site's dealerships' reviews of visible locations, newest first", async () => {
    const found = await listSiteReviews(database.db, { dealershipIds: [1], minRating: 4 });
    expect(ids(found)).toEqual([10, 9, 6, 2, 1]);
    expect(found.find((item) => item.id === 9)).toMatchObject({
      replyText: 'Thanks!',
      replyDate: '2026-10-10',
      reviewDate: '2026-10-09',
    });
  });

  it('reads one location, never another dealer’s even when its id is asked for', async () => {
    expect(
      ids(await listSiteReviews(database.db, { dealershipIds: [1], locationId: 2, minRating: 4 })),
    ).toEqual([2]);
    expect(
      await listSiteReviews(database.db, { dealershipIds: [1], locationId: 3, minRating: 4 }),
    ).toEqual([]);
    expect(
      await listSiteReviews(database.db, { dealershipIds: [1], locationId: 4, minRating: 4 }),
    ).toEqual([]);
  });

  it('leaves lower ratings and excluded ids in the database; no dealerships, no reviews', async () => {
    expect(
      ids(
        await listSiteReviews(database.db, {
          dealershipIds: [1],
          minRating: 3,
          excludedIds: [10, 6],
        }),
      ),
    ).toEqual([9, 3, 2, 1]);
    expect(await listSiteReviews(database.db, { dealershipIds: [], minRating: 1 })).toEqual([]);
  });
});
