import { describe, expect, it } from 'vitest';
import { carDisplayConfigSchema } from '../car/car-display-config.ts';
import { getPriceDisplay } from '../car/price-display.ts';
import { makeCar } from '../testing/car-fixture.ts';
import { getVehicleDescription, getVehicleTitle } from './vehicle-seo.ts';

const display = carDisplayConfigSchema.parse({});
const seller = { name: 'Harbour Ford', city: 'Brisbane', state: 'QLD' };

describe('vehicle titles and descriptions', () => {
  it('names the car, its place and stock number, so two identical cars differ', () => {
    expect(getVehicleTitle(makeCar(), display, 'Brisbane')).toBe(
      'Used 2021 Ford Ranger XLT PX III for sale in Brisbane, stock U1234',
    );
    expect(getVehicleTitle(makeCar({ stockNumber: 'U9' }), display, 'Brisbane')).not.toBe(
      getVehicleTitle(makeCar(), display, 'Brisbane'),
    );
    expect(getVehicleTitle(makeCar({ status: 'sold' }), display, null)).toMatch(
      /XLT PX III sold, stock/,
    );
  });

  it('summarises facts, price and dealer', () => {
    const car = makeCar();
    expect(
      getVehicleDescription(
        car,
        display,
        getPriceDisplay(car, { subscriptionSite: false, noPriceText: 'Enquire' }),
        seller,
      ),
    ).toBe(
      'Used 2021 Ford Ranger XLT PX III: 45,000 km, 6 Speed Automatic, Diesel, Blue. $39,990 Drive Away at Harbour Ford, Brisbane QLD.',
    );
  });
});
