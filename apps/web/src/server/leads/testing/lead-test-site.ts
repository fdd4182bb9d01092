import type { SiteConfigOverrides } from '@forecourt/core/config';
import type { OpeningHour } from '@forecourt/core/location';
import { listSiteMakes, toLeadOfferSnapshot } from '@forecourt/core/offers';
import {
  type Database,
  getSiteCar,
  getSiteOffer,
  listLocationsForDealerships,
  schema,
} from '@forecourt/db';
import { type Site, toSite } from '../../site-model.ts';
import type { SubmitDeps } from '../submit-lead.ts';

export const TEST_SECRET = 't'.repeat(48);

/** The test sites' public address: http on port 3000, as the demo. */
export const TEST_ADDRESS = { rootDomain: 'localhost', scheme: 'http', port: 3000 } as const;

const hours: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: 'Open',
  open: '08:00',
  close: '18:00',
}));

/**
 * One site with one dealership, a sales location open every day 8–18 and a few cars (one of
 * them an in-stock 2022 Ford Ranger with 11 comparables), for lead integration tests.
 */
export async function seedLeadTestSite(
  database: Database,
  overrides: SiteConfigOverrides = {},
): Promise<Site> {
  const { db } = database;
  const { cars, dealerships, locations, siteDealerships, sites, templates } = schema;
  await db.insert(templates).values({ name: 'default' }).onConflictDoNothing();
  await db
    .insert(sites)
    .values({ id: 1, slug: 'harbour', name: 'Harbour Motors', template: 'default', config: {} })
    .onConflictDoNothing();
  await db
    .insert(dealerships)
    .values({ id: 1, slug: 'harbour-motors', name: 'Harbour Motors' })
    .onConflictDoNothing();
  await db.insert(siteDealerships).values({ siteId: 1, dealershipId: 1 }).onConflictDoNothing();
  await db
    .insert(locations)
    .values({
      id: 1,
      dealershipId: 1,
      slug: 'harbour-sales',
      name: 'Harbour Sales',
      locationType: 'sales',
      primary: true,
      manufacturers: ['Ford'],
      street: '1 Shore St',
      city: 'Cleveland',
      state: 'QLD',
      postcode: '4163',
      lat: -27.5,
      lng: 153.2,
      email: 'sales@harbour.example',
      phone: '+61755501200',
      openingHours: hours,
    })
    .onConflictDoNothing();
  await db
    .insert(cars)
    .values(
      Array.from({ length: 12 }, (_, index) => ({
        id: index + 1,
        slug: `ford-ranger-${index + 1}`,
        dealershipId: 1,
        locationId: 1,
        year: 2020 + (index % 4),
        make: 'Ford',
        model: 'Ranger',
        badge: index % 2 ? 'XLT' : 'Wildtrak',
        carType: 'used' as const,
        status: index === 11 ? ('sold' as const) : ('in_stock' as const),
        // Sold just now: inside the sold window, so still listed and taking enquiries.
        soldAt: index === 11 ? new Date() : null,
        price: 42_000 + index * 700,
        km: 30_000 + index * 4_000,
        stockNumber: `HM${100 + index}`,
        vin: `MNAUMFF50HW70${String(index).padStart(4, '0')}`,
      })),
    )
    .onConflictDoNothing();
  const record = {
    id: 1,
    slug: 'harbour',
    name: 'Harbour Motors',
    template: 'default',
    templateConfig: {},
    siteConfig: overrides,
    domains: [],
    primaryDomain: null,
    dealerships: [
      {
        id: 1,
        slug: 'harbour-motors',
        name: 'Harbour Motors',
        newCarsPhone: null,
        usedCarsPhone: null,
      },
    ],
  };
  return toSite(record, 'harbour.localhost', TEST_ADDRESS);
}

/** Submission dependencies for a test site, as the route handler builds them. */
export async function makeSubmitDeps(
  database: Database,
  site: Site,
  overrides: Partial<SubmitDeps> = {},
): Promise<SubmitDeps> {
  return {
    db: database.db,
    site,
    locations: await listLocationsForDealerships(database.db, site.dealershipIds),
    loadCar: (carId) => getSiteCar(database.db, site.policy, carId, new Date()),
    loadOffer: async (offerId) => {
      const locations = await listLocationsForDealerships(database.db, site.dealershipIds);
      const audience = {
        siteId: site.id,
        dealershipIds: site.dealershipIds,
        makes: listSiteMakes(locations),
      };
      const offer = await getSiteOffer(database.db, audience, offerId, new Date());
      return offer && toLeadOfferSnapshot(offer, audience.makes, 'https://harbour.example');
    },
    tradeInMakes: ['Ford', 'Toyota'],
    secret: TEST_SECRET,
    now: new Date(),
    ip: '203.0.113.10',
    userAgent: 'Vitest',
    origin: 'https://harbour.example',
    ...overrides,
  };
}
