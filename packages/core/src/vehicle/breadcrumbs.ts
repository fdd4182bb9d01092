import type { Car } from '../car/car.ts';
import type { CarDisplayConfig } from '../car/car-display-config.ts';

export interface Breadcrumb {
  label: string;
  /** Null for the current page. */
  href: string | null;
}

/** 'Land Rover' → 'land-rover': the path form of a make or model in search URLs. */
export function toPathSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Spec 2 §2 breadcrumb trail: Home, car type, make, model, body, current page. Links follow
 * the search URL scheme: /search/{type}-cars, /search/{make}, /search/{make}/{model}, with the
 * body as a query refinement.
 */
export function getVehicleBreadcrumbs(
  car: Pick<Car, 'carType' | 'make' | 'model' | 'simpleBody' | 'body'>,
  currentLabel: string,
  display: Pick<CarDisplayConfig, 'carTypeLabels' | 'vehicleNoun'>,
): Breadcrumb[] {
  const make = toPathSlug(car.make);
  const model = toPathSlug(car.model);
  const body = car.simpleBody ?? car.body;
  const crumbs: Breadcrumb[] = [
    { label: 'Home', href: '/' },
    {
      label: `${display.carTypeLabels[car.carType]} ${display.vehicleNoun.plural}`,
      href: `/search/${car.carType}-cars`,
    },
  ];
  if (make) crumbs.push({ label: car.make, href: `/search/${make}` });
  if (make && model) crumbs.push({ label: car.model, href: `/search/${make}/${model}` });
  if (make && model && body) {
    crumbs.push({ label: body, href: `/search/${make}/${model}?body=${encodeURIComponent(body)}` });
  }
  crumbs.push({ label: currentLabel, href: null });
  return crumbs;
}
