import {
  type CatalogueLocation,
  renderGoogleVehiclesXml,
  renderMetaVehiclesCsv,
  selectCatalogueVehicles,
} from '@forecourt/core/stock-feed';
import { makeSitePolicy } from '@forecourt/core/testing';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLocationsForDealerships } from '../repositories/locations.ts';
import { listSiteStock } from '../repositories/site-stock.ts';
import { createStockSite, csvFeed, feedConfig } from '../testing/stock-site.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { importStock } from './import-stock.ts';

const header = [
  'stock_number',
  'vin',
  'car_type',
  'year',
  'make',
  'model',
  'price',
  'km',
  'location',
];
const row = (n: number) => [
  `F${n}`,
  `MPBUMFF50MX${String(n).padStart(6, '0')}`,
  'used',
  2021,
  'Ford',
  'Ranger',
  40_000 + n,
  1000 * n,
  'North Yard',
];

describe.each(getTestDatabaseKinds())('catalogue feeds after an import on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('a car sold on import leaves both the Google and the Meta feed', async () => {
    const site = await createStockSite(database.db, 'catalogue');
    const policy = makeSitePolicy({ dealershipIds: site.dealershipIds });
    const feeds = async () => {
      const cars = await listSiteStock(database.db, policy, new Date());
      const locations = await listLocationsForDealerships(database.db, site.dealershipIds);
      const places = new Map<number, CatalogueLocation>(
        locations.map((location) => [
          location.id,
          { code: location.slug, dealershipName: 'Catalogue Motors', ...location.address },
        ]),
      );
      // Photos are fetched separately; here every imported car gets one directly.
      const withPhotos = cars.map((car) => ({
        ...car,
        images: [
          {
            url: `/media/stock/${car.id}.jpg`,
            thumbUrl: '',
            width: 640,
            height: 480,
            isVideo: false,
          },
        ],
      }));
      const selection = selectCatalogueVehicles(withPhotos, {
        origin: 'https://catalogue.example',
        locations: places,
      });
      const google = new XMLParser({ isArray: (name) => name === 'item' }).parse(
        renderGoogleVehiclesXml(selection, 'Catalogue', 'https://catalogue.example'),
      );
      const meta = parse(renderMetaVehiclesCsv(selection), { columns: true }) as {
        vehicle_id: string;
      }[];
      return {
        google: ((google.rss.channel.item ?? []) as { 'g:id': string }[])
          .map((item) => item['g:id'])
          .sort(),
        meta: meta.map((item) => item.vehicle_id).sort(),
      };
    };
    const run = (rows: (string | number)[][]) =>
      importStock(database, {
        ...site,
        config: feedConfig({ removalGuardShare: 1 }),
        input: csvFeed([header, ...rows]),
        source: 'f.csv',
      });

    await run([row(1), row(2), row(3)]);
    expect(await feeds()).toEqual({ google: ['F1', 'F2', 'F3'], meta: ['F1', 'F2', 'F3'] });
    const sold = await run([row(1), row(3)]);
    expect(sold.summary.sold).toBe(1);
    // F2 is still on the site (JUST SOLD, inside the sold window) but no longer for sale.
    expect(
      (await listSiteStock(database.db, policy, new Date())).map((car) => car.stockNumber).sort(),
    ).toEqual(['F1', 'F2', 'F3']);
    expect(await feeds()).toEqual({ google: ['F1', 'F3'], meta: ['F1', 'F3'] });
  });
});
