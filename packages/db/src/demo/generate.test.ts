import { resolveSiteConfig } from '@forecourt/core/config';
import { describe, expect, it } from 'vitest';
import { listDemoSiteStock } from './demo-listings.ts';
import { generateDemoData } from './generate.ts';

const now = new Date('2026-11-22T00:00:00Z');
const data = generateDemoData({ now });
const DAY_MS = 86_400_000;

describe('generateDemoData', () => {
  it('is deterministic for a seed and a time', () => {
    expect(JSON.stringify(generateDemoData({ now }))).toBe(JSON.stringify(data));
    expect(JSON.stringify(generateDemoData({ now, seed: 7 }).cars[0])).not.toBe(
      JSON.stringify(data.cars[0]),
    );
  });

  it('makes the four demo sites with about 2,000 vehicles, and scales', () => {
    expect(data.sites.map((site) => site.slug)).toEqual([
      'harbour-ford',
      'southern-cross',
      'outback-caravans',
      'redline-moto',
    ]);
    expect(data.cars).toHaveLength(2000);
    expect(generateDemoData({ now, cars: 50_000 }).cars).toHaveLength(50_000);
    expect(data.siteDomains).toContainEqual({ domain: 'www.harbourford.com.au', siteId: 1 });
    // 50,000 generated cars: about 3 s alone, over the 5 s default when the machine is busy.
  }, 30_000);

  it('gives every site a valid config (template overrides, then site overrides)', () => {
    for (const site of data.sites) {
      const template = data.templates.find((candidate) => candidate.name === site.template);
      expect(() => resolveSiteConfig(template?.config, site.config, site.slug)).not.toThrow();
    }
  });

  it('makes southern-cross a group: 5+ dealerships, 10+ makes, 6+ locations in 2+ states', () => {
    const dealershipIds = data.siteDealerships
      .filter((link) => link.siteId === 2)
      .map((link) => link.dealershipId);
    const groupLocations = data.locations.filter((location) =>
      dealershipIds.includes(location.dealershipId),
    );
    const newMakes = new Set(
      data.cars
        .filter((car) => dealershipIds.includes(car.dealershipId) && car.carType === 'new')
        .map((car) => car.make),
    );
    expect(dealershipIds.length).toBeGreaterThanOrEqual(5);
    expect(newMakes.size).toBeGreaterThanOrEqual(10);
    expect(groupLocations.length).toBeGreaterThanOrEqual(6);
    expect(new Set(groupLocations.map((location) => location.state)).size).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('covers the cases pages must show', () => {
    const cars = data.cars;
    const some = (predicate: (car: (typeof cars)[number]) => boolean) => cars.some(predicate);
    const soldAgeDays = (car: (typeof cars)[number]) =>
      (now.getTime() - (car.soldAt?.getTime() ?? 0)) / DAY_MS;
    expect(['new', 'used', 'demo'].every((type) => some((car) => car.carType === type))).toBe(true);
    expect(
      ['in_stock', 'coming_soon', 'other'].every((status) => some((car) => car.status === status)),
    ).toBe(true);
    expect(some((car) => car.status === 'sold' && soldAgeDays(car) < 3)).toBe(true);
    expect(some((car) => car.status === 'sold' && soldAgeDays(car) > 3)).toBe(true);
    expect(some((car) => car.reserved === true)).toBe(true);
    expect(some((car) => car.tag === 'Runout Sale')).toBe(true);
    expect(some((car) => car.tag === 'Test Drive Only')).toBe(true);
    expect(some((car) => car.certified === true && car.carType === 'used')).toBe(true);
    expect(
      ['Electric', 'Hybrid', 'PHEV'].every((fuel) => some((car) => car.simpleFuel === fuel)),
    ).toBe(true);
    expect(some((car) => car.images?.length === 0)).toBe(true);
    expect(some((car) => car.images?.length === 1)).toBe(true);
    expect(some((car) => (car.images?.length ?? 0) > 12)).toBe(true);
    expect(some((car) => (car.dealerComments?.length ?? 0) > 400)).toBe(true);
    expect(some((car) => car.dealerComments === null)).toBe(true);
    expect(some((car) => car.dealerComments?.startsWith('<p>') ?? false)).toBe(true);
    expect(
      some(
        (car) => (car.spinImages?.length ?? 0) === 24 && (car.hotspots?.exterior.length ?? 0) > 0,
      ),
    ).toBe(true);
    expect(some((car) => car.itemType === 'caravan' && car.caravan?.sleeps !== undefined)).toBe(
      true,
    );
    expect(some((car) => car.itemType === 'motorcycle')).toBe(true);
    expect(some((car) => car.historyReportUrl !== null && car.historyReportUrl !== undefined)).toBe(
      true,
    );
    expect(some((car) => (car.financeLenders?.length ?? 0) > 0)).toBe(true);
    expect(some((car) => car.showOnDealerWebsite === false)).toBe(true);
    expect(
      some(
        (car) =>
          car.createdAt !== undefined && now.getTime() - car.createdAt.getTime() < 8 * DAY_MS,
      ),
    ).toBe(true);
  });

  it('writes realistic identifiers: 17-character VINs, unique slugs, 4-digit postcodes, +61 phones', () => {
    expect(data.cars.every((car) => /^[A-HJ-NPR-Z0-9]{17}$/.test(car.vin ?? ''))).toBe(true);
    expect(new Set(data.cars.map((car) => car.slug)).size).toBe(data.cars.length);
    expect(
      data.locations.every(
        (location) => /^\d{4}$/.test(location.postcode) && /^\+61\d{9}$/.test(location.phone ?? ''),
      ),
    ).toBe(true);
    expect(data.locations.every((location) => (location.openingHours?.length ?? 0) === 7)).toBe(
      true,
    );
  });

  it('gives harbour-ford and southern-cross locations sales, service and parts departments', () => {
    const types = (slug: string) => {
      const location = data.locations.find((candidate) => candidate.slug === slug);
      return [location?.locationType, ...(location?.departments ?? []).map((d) => d.type)];
    };
    expect(types('harbour-ford-cleveland')).toEqual(['sales', 'service', 'parts']);
    expect(types('southern-cross-toyota-parramatta')).toEqual(['sales', 'service', 'parts']);
    expect(types('southern-cross-geelong')).toEqual(['sales', 'service']);
  });

  it('gives every location special hours inside the 60 days after the seed date', () => {
    const until = new Date(now.getTime() + 60 * DAY_MS).toISOString().slice(0, 10);
    for (const location of data.locations) {
      const dates = (location.specialHours ?? []).map((entry) => entry.date);
      expect(dates.length).toBeGreaterThanOrEqual(2);
      expect(dates.every((date) => date >= '2026-11-22' && date <= until)).toBe(true);
    }
    const christmas = data.locations[0]?.specialHours?.find((e) => e.name === 'Christmas Day');
    expect(christmas).toMatchObject({ date: '2026-12-25', status: 'Closed' });
  });

  it('keeps every reference inside the data', () => {
    const locationIds = new Set(data.locations.map((location) => location.id));
    const dealershipIds = new Set(data.dealerships.map((dealership) => dealership.id));
    expect(
      data.cars.every(
        (car) => dealershipIds.has(car.dealershipId) && locationIds.has(car.locationId ?? -1),
      ),
    ).toBe(true);
    expect(data.reviews.every((review) => locationIds.has(review.locationId ?? -1))).toBe(true);
    const carLocation = new Map(
      data.locations.map((location) => [location.id, location.dealershipId]),
    );
    expect(
      data.cars.every((car) => carLocation.get(car.locationId ?? -1) === car.dealershipId),
    ).toBe(true);
  });
});

describe('demo data a dealer would put its name to (issue 25 §6)', () => {
  const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]+>/g, ' ');

  it('never doubles a model word in a title (no Ranger Raptor Raptor)', () => {
    const doubled = data.cars
      .map((car) => `${car.model} ${car.badge ?? ''}`.trim())
      .filter((title) => {
        const words = title.toLowerCase().split(/\s+/);
        return new Set(words).size !== words.length;
      });
    expect([...new Set(doubled)]).toEqual([]);
  });

  it('gives new cars no used-car wording: no history, previous owner or trade-in', () => {
    const newCars = data.cars.filter((car) => car.carType === 'new' && car.dealerComments);
    expect(newCars.length).toBeGreaterThan(100);
    const wrong = newCars
      .map((car) => plain(car.dealerComments))
      .filter((text) => /\bused\b|service history|one owner|fresh trade-in|roadworthy/i.test(text));
    expect(wrong).toEqual([]);
    const demoCars = data.cars.filter((car) => car.carType === 'demo' && car.dealerComments);
    expect(
      demoCars.filter((car) =>
        /\bused\b|one owner|fresh trade-in/i.test(plain(car.dealerComments)),
      ),
    ).toEqual([]);
  });

  it("has no 'car' in the comments and reviews of the motorcycle and caravan sites", () => {
    const otherKinds = data.cars.filter(
      (car) => car.itemType === 'motorcycle' || car.itemType === 'caravan',
    );
    expect(otherKinds.length).toBeGreaterThan(100);
    expect(
      otherKinds.map((car) => plain(car.dealerComments)).filter((text) => /\bcars?\b/i.test(text)),
    ).toEqual([]);
    const otherDealerships = new Set(otherKinds.map((car) => car.dealershipId));
    const reviews = data.reviews.filter((review) => otherDealerships.has(review.dealershipId));
    expect(reviews.length).toBeGreaterThan(10);
    expect(
      reviews
        .flatMap((review) => [review.text ?? '', review.replyText ?? ''])
        .filter((text) => /\bcars?\b/i.test(text)),
    ).toEqual([]);
  });
});

describe('the demo stock exercises the site-stock contract', () => {
  const stock = listDemoSiteStock(data, now);
  const unlisted = stock.flatMap((site) => site.unlisted);

  it('has hidden cars, sold cars inside and outside the window, and other statuses', () => {
    expect(unlisted.some((car) => !car.shown && car.status === 'in_stock')).toBe(true);
    expect(unlisted.some((car) => car.shown && car.status === 'sold')).toBe(true);
    expect(unlisted.some((car) => car.shown && car.status === 'other')).toBe(true);
    const recentlySold = data.cars.filter(
      (car) => car.status === 'sold' && now.getTime() - (car.soldAt?.getTime() ?? 0) < 2 * DAY_MS,
    );
    expect(
      recentlySold.some((car) => stock.some((site) => site.listed.includes(car.id ?? 0))),
    ).toBe(true);
  });

  it("has a site whose stock filter leaves out some of its own dealerships' shown stock", () => {
    const filtered = stock.filter((site) => site.policy.stockFilter !== null);
    expect(filtered.map((site) => site.slug)).toEqual(['redline-moto']);
    const excluded = filtered[0]?.unlisted.filter(
      (car) => car.shown && (car.status === 'in_stock' || car.status === 'coming_soon'),
    );
    expect(excluded?.length).toBeGreaterThan(5);
  });
});
