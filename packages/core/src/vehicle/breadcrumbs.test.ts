import { describe, expect, it } from 'vitest';
import { carDisplayConfigSchema } from '../car/car-display-config.ts';
import { makeCar } from '../testing/car-fixture.ts';
import { getVehicleBreadcrumbs, toPathSlug } from './breadcrumbs.ts';

describe('getVehicleBreadcrumbs (spec 2 §2)', () => {
  it('runs Home, car type, make, model, body, current page', () => {
    const crumbs = getVehicleBreadcrumbs(
      makeCar({ make: 'Land Rover', model: 'Range Rover Sport' }),
      '2021 Land Rover Range Rover Sport',
      carDisplayConfigSchema.parse({}),
    );
    expect(crumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
      { label: 'Ute', href: '/search/land-rover/range-rover-sport?body=Ute' },
      { label: '2021 Land Rover Range Rover Sport', href: null },
    ]);
  });

  it('skips the body crumb when the car has none', () => {
    const crumbs = getVehicleBreadcrumbs(
      makeCar({ simpleBody: null, body: null }),
      'x',
      carDisplayConfigSchema.parse({}),
    );
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      'Home',
      'Used Cars',
      'Ford',
      'Ranger',
      'x',
    ]);
  });

  it('slugs names for paths', () => {
    expect(toPathSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(toPathSlug(' Citroën C4 ')).toBe('citroen-c4');
  });
});
