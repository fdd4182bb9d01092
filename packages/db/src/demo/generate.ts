import type { CarType } from '@forecourt/core/car';
import { toSlug } from '@forecourt/core/text';
import type {
  dealerships,
  locations,
  manufacturers,
  models,
  offers,
  reviews,
  siteDealerships,
  siteDomains,
  sites,
  templates,
} from '../schema/index.ts';
import { type CarInsert, generateCar } from './cars.ts';
import {
  caravanModels,
  carModels,
  getVehicleKind,
  type ModelSpec,
  motorcycleModels,
} from './catalogue.ts';
import { generateOffers } from './content.ts';
import { imageUrl, logoUrl } from './images.ts';
import { upcomingHolidays } from './places.ts';
import { Random } from './random.ts';
import { generateDemoReviews, withDemoReviewRules } from './reviews.ts';
import { demoSites, demoTemplates } from './sites.ts';

export interface DemoOptions {
  /** Same seed and `now` → identical data. */
  seed?: number;
  /** Vehicles in all, shared between the sites (default about 2,000). */
  cars?: number;
  /** Dates (sold windows, new arrivals, holidays) are relative to this. */
  now: Date;
}

export interface DemoData {
  templates: (typeof templates.$inferInsert)[];
  manufacturers: (typeof manufacturers.$inferInsert)[];
  models: (typeof models.$inferInsert)[];
  sites: (typeof sites.$inferInsert)[];
  siteDomains: (typeof siteDomains.$inferInsert)[];
  dealerships: (typeof dealerships.$inferInsert)[];
  siteDealerships: (typeof siteDealerships.$inferInsert)[];
  locations: (typeof locations.$inferInsert)[];
  cars: CarInsert[];
  offers: (typeof offers.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
}

export const DEFAULT_DEMO_CARS = 2000;

const catalogueByKind = {
  car: carModels,
  motorcycle: motorcycleModels,
  caravan: caravanModels,
} as const;

function counter(): () => number {
  let id = 0;
  return () => ++id;
}

/** The four demo sites with their dealers, locations, stock, offers and reviews. */
export function generateDemoData(options: DemoOptions): DemoData {
  const random = new Random(options.seed ?? 20261122);
  const { now } = options;
  const total = options.cars ?? DEFAULT_DEMO_CARS;
  const data: DemoData = {
    templates: demoTemplates,
    manufacturers: [],
    models: [],
    sites: [],
    siteDomains: [],
    dealerships: [],
    siteDealerships: [],
    locations: [],
    cars: [],
    offers: [],
    reviews: [],
  };
  const ids = {
    model: counter(),
    location: counter(),
    car: counter(),
    offer: counter(),
    review: counter(),
    dealership: counter(),
  };

  const allSpecs = [...carModels, ...motorcycleModels, ...caravanModels];
  const makeNames = [...new Set(allSpecs.map((spec) => spec.make))].sort();
  const makeIds = new Map(makeNames.map((name, index) => [name, index + 1]));
  data.manufacturers = makeNames.map((name, index) => ({
    id: index + 1,
    name,
    slug: toSlug(name),
    logoUrl: logoUrl(toSlug(name)),
    vehicleKind: getVehicleKind(name),
  }));
  const modelRows = allSpecs.map((spec) => ({
    id: ids.model(),
    manufacturerId: makeIds.get(spec.make) ?? 0,
    name: spec.model,
    slug: toSlug(spec.model),
    newSlug: spec.newSlug ?? null,
    status: spec.comingSoon ? 'coming_soon' : 'new',
    imageUrl: imageUrl(spec.shape, 'side-1', '1f4e9c'),
    overrideUrl: spec.overrideUrl ?? null,
    fromPrice: Math.round(spec.price[0] / 100) * 100,
    shortDescription: `The ${spec.make} ${spec.model}: ${spec.badges.length} grades from $${Math.round(spec.price[0] / 1000)}k.`,
    body: spec.simpleBody,
    manufacturerBody: spec.categories[0] ?? `${spec.simpleBody}s`,
    manufacturerBody2: spec.categories[1] ?? null,
    manufacturerBody3: spec.categories[2] ?? null,
  }));
  data.models = modelRows;

  demoSites.forEach((site, siteIndex) => {
    const siteId = siteIndex + 1;
    data.sites.push({
      id: siteId,
      slug: site.slug,
      name: site.name,
      template: site.template,
      config: site.config as Record<string, unknown>,
    });
    data.siteDomains.push(...site.domains.map((domain) => ({ domain, siteId })));
    let siteLocationCount = 0;
    const siteExcludedReviewIds: number[] = [];
    const siteCars = Math.max(1, Math.round(total * site.inventoryShare));
    const catalogue: ModelSpec[] = catalogueByKind[site.itemType];

    const dealerships = site.dealerships.map((dealership, position) => {
      const dealershipId = ids.dealership();
      data.dealerships.push({
        id: dealershipId,
        slug: dealership.slug,
        name: dealership.name,
        newCarsPhone: dealership.newCarsPhone,
        usedCarsPhone: dealership.usedCarsPhone,
        averageRating: null,
        reviewCount: 0,
      });
      data.siteDealerships.push({ siteId, dealershipId, position });
      const locationRows = dealership.locations.map((location, index) => ({
        id: ids.location(),
        dealershipId,
        slug: location.slug,
        name: location.name,
        locationType: location.type,
        locationSubtype: location.subtype,
        primary: index === 0,
        visible: true,
        manufacturers: location.makes.length > 0 ? location.makes : dealership.newMakes,
        dealerLicenceNumber: location.licence,
        motorVehicleRepairerNumber: location.repairer,
        street: location.street,
        city: location.place.city,
        state: location.place.state,
        postcode: location.place.postcode,
        lat: location.place.lat,
        lng: location.place.lng,
        placeUrl: `https://www.google.com/maps/search/?api=1&query=${location.place.lat},${location.place.lng}`,
        phone: location.phone,
        mobile: null,
        landlinePhone: location.phone,
        email: `${location.slug}@example.com.au`,
        openingHours: location.hours,
        specialHours: upcomingHolidays(
          now,
          location.place.state,
          location.type === 'sales' ? 'sales' : 'service',
        ),
        departments: location.departments ?? [],
        imageUrl: null,
        averageRating: null as number | null,
        reviewCount: 0,
        distributionLocations: [],
      }));
      data.locations.push(...locationRows);
      for (const location of locationRows) {
        // The site's first location has more than a section shows, its second few enough
        // for a card grid (spec 2 §2 Reviews).
        const position = siteLocationCount++;
        const demoReviews = generateDemoReviews({
          seed: (options.seed ?? 20261122) + location.id * 7919,
          nextId: ids.review,
          dealershipId,
          locationId: location.id,
          shownCount: position === 0 ? 12 : position === 1 ? 3 : 4 + (position % 5),
          now,
          kind: site.itemType,
        });
        const locationReviews = demoReviews.rows;
        siteExcludedReviewIds.push(...demoReviews.excludedIds);
        data.reviews.push(...locationReviews);
        location.reviewCount = locationReviews.length;
        location.averageRating = Number(
          (
            locationReviews.reduce((sum, review) => sum + review.rating, 0) / locationReviews.length
          ).toFixed(1),
        );
      }
      const makes = dealership.newMakes.map((name) => ({ id: makeIds.get(name) ?? 0, name }));
      data.offers.push(
        ...generateOffers(
          random,
          ids.offer,
          dealershipId,
          makes,
          modelRows,
          now,
          site.slug === 'southern-cross' ? [] : [2],
        ),
      );
      return {
        dealership,
        dealershipId,
        salesLocations: locationRows.filter((location) => location.locationType === 'sales'),
      };
    });

    const siteRow = data.sites.at(-1);
    if (siteRow) {
      siteRow.config = {
        ...site.config,
        reviews: withDemoReviewRules(site.config.reviews, siteExcludedReviewIds),
      };
    }

    for (let index = 0; index < siteCars; index++) {
      const { dealership, dealershipId, salesLocations } = random.pick(dealerships);
      const carType: CarType = random.weighted(site.carTypeWeights);
      const sameMakes = catalogue.filter((spec) => dealership.newMakes.includes(spec.make));
      const pool =
        carType === 'used' && random.chance(0.5)
          ? catalogue
          : sameMakes.length > 0
            ? sameMakes
            : catalogue;
      const spec = random.pick(
        pool.filter((candidate) => carType === 'used' || !candidate.comingSoon),
      );
      const location = random.pick(salesLocations);
      data.cars.push(
        generateCar({
          id: ids.car(),
          now,
          dealershipId,
          locationId: location.id,
          state: location.state,
          stockPrefix: dealership.stockPrefix,
          carType,
          spec,
          random,
        }),
      );
    }
  });

  for (const dealership of data.dealerships) {
    const own = data.reviews.filter((review) => review.dealershipId === dealership.id);
    dealership.reviewCount = own.length;
    dealership.averageRating = own.length
      ? Number((own.reduce((sum, review) => sum + review.rating, 0) / own.length).toFixed(1))
      : null;
  }
  return data;
}
