import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/merge-config.ts';
import { makeCar } from '../testing/car-fixture.ts';
import { getVehicleBreadcrumbs } from './breadcrumbs.ts';

const display = resolveSiteConfig({}, {}).cars;

describe('getVehicleBreadcrumbs (spec 2 §2)', () => {
  it('runs Home, car type, make, model, body, current page, each narrowing the search', () => {
    const crumbs = getVehicleBreadcrumbs(
      makeCar({ make: 'Land Rover', model: 'Range Rover Sport', simpleBody: 'SUV' }),
      '2021 Land Rover Range Rover Sport',
      display,
    );
    expect(crumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Land Rover', href: '/search/land-rover?refinementList%5Bcar_type%5D%5B%5D=used' },
      {
        label: 'Range Rover Sport',
        href: '/search/land-rover/range-rover-sport?refinementList%5Bcar_type%5D%5B%5D=used',
      },
      {
        label: 'SUV',
        href: '/search/land-rover/range-rover-sport?refinementList%5Bbody%5D%5B%5D=SUV&refinementList%5Bcar_type%5D%5B%5D=used',
      },
      { label: '2021 Land Rover Range Rover Sport', href: null },
    ]);
  });

  it('stops before the body when the car has none, and uses the site labels', () => {
    const preOwned = resolveSiteConfig({}, { cars: { carTypeLabels: { used: 'Pre-Owned' } } }).cars;
    const crumbs = getVehicleBreadcrumbs(makeCar({ simpleBody: null }), 'x', preOwned);
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      'Home',
      'Pre-Owned Cars',
      'Ford',
      'Ranger',
      'x',
    ]);
  });
});
