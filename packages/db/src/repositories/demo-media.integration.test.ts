import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { galleryImages, logoUrl, spinImages } from '../demo/images.ts';
import { cars, dealerships, manufacturers, models, sites, templates } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { getMakeNameByLogoUrl, isMediaUrlReferenced } from './demo-media.ts';

describe.each(getTestDatabaseKinds())('demo media ownership on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(templates).values({ name: 'default' });
    await db.insert(sites).values({ id: 1, slug: 's', name: 'Site', template: 'default' });
    await db.insert(dealerships).values({ id: 1, slug: 'one', name: 'One' });
    await db.insert(manufacturers).values({
      id: 1,
      name: 'Harley-Davidson',
      slug: 'harley-davidson',
      logoUrl: logoUrl('harley-davidson'),
    });
    await db.insert(models).values({
      manufacturerId: 1,
      name: 'Street Glide',
      slug: 'street-glide',
      imageUrl: '/media/demo/v1/motorcycle/side-1/1f4e9c.jpg',
    });
    await db.insert(cars).values({
      id: 5,
      slug: 'car-5',
      dealershipId: 1,
      year: 2022,
      make: 'Ford',
      model: 'Ranger',
      carType: 'used',
      status: 'in_stock',
      images: galleryImages('ute', 'b3121b', 8),
      spinImages: spinImages('ute', 'b3121b'),
      spinInteriorImage: '/media/demo/v1/ute/interior-1/b3121b.jpg',
      historyReportUrl: '/media/demo/v1/report/5.pdf',
    });
  });
  afterAll(() => database.close());

  it('knows the pictures and reports cars, models and makes use, and nothing else', async () => {
    const used = [
      '/media/demo/v1/ute/front-1/b3121b.jpg',
      '/media/demo/v1/ute/side-2/b3121b.thumb.jpg',
      '/media/demo/v1/ute/spin-23/b3121b.jpg',
      '/media/demo/v1/ute/interior-1/b3121b.jpg',
      '/media/demo/v1/report/5.pdf',
      '/media/demo/v1/motorcycle/side-1/1f4e9c.jpg',
      '/media/demo/v1/logo/harley-davidson.png',
    ];
    for (const url of used) expect(await isMediaUrlReferenced(database.db, url), url).toBe(true);
    const unused = [
      '/media/demo/v1/ute/front-3/b3121b.jpg',
      '/media/demo/v1/ute/front-1/1f4e9c.jpg',
      '/media/demo/v1/suv/front-1/b3121b.jpg',
      '/media/demo/v1/report/6.pdf',
      '/media/demo/v1/logo/call-0400-000-000-scam-refunds.png',
    ];
    for (const url of unused) expect(await isMediaUrlReferenced(database.db, url), url).toBe(false);
  });

  it("names a logo's make from the catalogue", async () => {
    expect(await getMakeNameByLogoUrl(database.db, logoUrl('harley-davidson'))).toBe(
      'Harley-Davidson',
    );
    expect(await getMakeNameByLogoUrl(database.db, logoUrl('scam-refunds'))).toBeNull();
  });
});
