import { type Car, getCarName } from '@forecourt/core/car';
import type { LeadAttribution, LeadCarSnapshot, LeadSubmission } from '@forecourt/core/leads';
import { cleanLinkedQueryParams } from '@forecourt/core/leads';
import { replaceUnsupportedCharacters as clean, toSlug } from '@forecourt/core/text';
import type { Site } from '../site.ts';

/** The car as the lead keeps it (spec 2 §3 Lead form defaults: dealership_slug, stock_number…). */
export function toCarSnapshot(
  car: Car,
  site: Pick<Site, 'dealerships'>,
  origin: string,
): LeadCarSnapshot {
  return {
    id: car.id,
    slug: car.slug,
    url: `${origin}/cars/${car.slug}`,
    stockNumber: car.stockNumber,
    vin: car.vin,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    colour: car.colour,
    body: car.body,
    transmission: car.transmission,
    km: car.km,
    price: car.price,
    carType: car.carType,
    status: car.status,
    dealershipSlug:
      site.dealerships.find((dealership) => dealership.id === car.dealershipId)?.slug ?? null,
    manufacturerSlug: toSlug(car.make),
  };
}

/** The lead's name for the car in subjects and lists. */
export function describeCar(
  car: Pick<LeadCarSnapshot, 'year' | 'make' | 'model' | 'badge'>,
): string {
  return getCarName(car);
}

/**
 * Attribution as stored: source 'Website', the user agent, and campaign parameters only. It is
 * what the browser saw (a campaign link may carry %00), not what the shopper typed, so
 * characters no lead can store are replaced rather than refusing the lead.
 */
export function cleanAttribution(
  attribution: LeadSubmission['attribution'],
  userAgent: string,
): LeadAttribution {
  return {
    url: clean(attribution.url),
    source: 'Website',
    userAgent: clean(userAgent.slice(0, 500)),
    visitedPages: attribution.visitedPages.map(clean),
    linkedQueryParams: Object.fromEntries(
      Object.entries(cleanLinkedQueryParams(attribution.linkedQueryParams)).map(([key, value]) => [
        key,
        clean(value),
      ]),
    ),
  };
}
