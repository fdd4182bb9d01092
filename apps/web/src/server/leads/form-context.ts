import type { Car } from '@forecourt/core/car/car';
import type { LeadFormContext } from '@forecourt/core/leads/lead-form-context';
import type { Location } from '@forecourt/core/location/location';
import type { Site } from '../site.ts';

/** The location that handles a car: its own, else the site's main sales location. */
export function getMainLocation(locations: Location[]): Location | null {
  return (
    locations.find((location) => location.primary && location.locationType === 'sales') ??
    locations.find((location) => location.locationType === 'sales') ??
    locations[0] ??
    null
  );
}

/** What the site's forms depend on (config, dealerships, locations, the car). */
export function buildFormContext(
  site: Site,
  locations: Location[],
  car: Car | null,
  now: Date,
): LeadFormContext {
  return {
    config: site.config.forms,
    dealerships: site.dealerships.map(({ id, slug, name }) => ({ id, slug, name })),
    locations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      slug: location.slug,
      dealershipId: location.dealershipId,
      locationType: location.locationType,
      manufacturers: location.manufacturers,
    })),
    car: car
      ? {
          id: car.id,
          make: car.make,
          model: car.model,
          carType: car.carType,
          dealershipId: car.dealershipId,
          locationId: car.locationId,
        }
      : null,
    now,
  };
}
