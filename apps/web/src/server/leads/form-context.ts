import type { Car } from '@forecourt/core/car';
import { getDepositCents } from '@forecourt/core/checkout';
import type { LeadFormContext } from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import { listServiceDays, listServiceLocations } from '@forecourt/core/service';
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
    vehicleNoun: site.config.cars.vehicleNoun,
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
    service: buildServiceContext(site, locations, now),
    reservation: car
      ? {
          depositCents: getDepositCents(car, site.config.vehiclePage.reserve.defaultDeposit),
          holdHours: site.config.vehiclePage.reserve.holdHours,
        }
      : undefined,
  };
}

/** Service options, departments and the days any of them is open, for the booking form. */
function buildServiceContext(site: Site, locations: Location[], now: Date) {
  const departments = listServiceLocations(locations);
  const main = getMainLocation(locations);
  const days = new Map<string, string>();
  for (const department of departments) {
    for (const day of listServiceDays(department, main, now, site.config.service.preferredDate)) {
      days.set(day.date, day.label);
    }
  }
  return {
    options: site.config.service.options,
    locations: departments.map(({ id, name }) => ({ id, name })),
    days: [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, label]) => ({ date, label })),
  };
}

/** Whether the service department is open on a local date (the form offers every department's days). */
export function isServiceDayOf(
  site: Site,
  department: Location,
  locations: Location[],
  date: string,
  now: Date,
): boolean {
  return listServiceDays(
    department,
    getMainLocation(locations),
    now,
    site.config.service.preferredDate,
  ).some((day) => day.date === date);
}
