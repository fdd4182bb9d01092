import type { Car } from '../car/car.ts';
import type { CarDisplayConfig } from '../car/car-display-config.ts';
import { emptySearchState } from '../search/search-state.ts';
import { buildSearchUrl } from '../search/search-url.ts';
import { buildSearchUrlContext } from '../search/search-url-context.ts';
import { toSlug } from '../text/slug.ts';

export interface Breadcrumb {
  label: string;
  /** Null for the current page. */
  href: string | null;
}

/**
 * Spec 2 §2 breadcrumb trail: Home, car type, make, model, body, current page. Each link is
 * the search narrowed by one more refinement, in the search's own canonical URL form
 * (/search/used-cars, /search/ford?…, /search/ford/ranger?…).
 */
export function getVehicleBreadcrumbs(
  car: Pick<Car, 'carType' | 'make' | 'model' | 'simpleBody'>,
  currentLabel: string,
  display: Pick<CarDisplayConfig, 'carTypeLabels' | 'vehicleNoun'>,
): Breadcrumb[] {
  // The site's search gives these names the same slugs, so each link parses there as built.
  const context = buildSearchUrlContext({
    makeModels: [[car.make, car.model]],
    places: [],
    facets: [],
  });
  const makeSlug = toSlug(car.make);
  const steps: [label: string, facet: string, value: string | null][] = [
    [
      `${display.carTypeLabels[car.carType]} ${display.vehicleNoun.plural}`,
      'car_type',
      car.carType,
    ],
    [car.make, 'make', makeSlug ? car.make : null],
    [car.model, 'model', makeSlug && toSlug(car.model) ? car.model : null],
    [car.simpleBody ?? '', 'body', car.simpleBody],
  ];
  const crumbs: Breadcrumb[] = [{ label: 'Home', href: '/' }];
  const refinements: Record<string, string[]> = {};
  for (const [label, facet, value] of steps) {
    if (!value) break;
    refinements[facet] = [value];
    crumbs.push({
      label,
      href: buildSearchUrl({ ...emptySearchState, refinements: { ...refinements } }, context),
    });
  }
  crumbs.push({ label: currentLabel, href: null });
  return crumbs;
}
