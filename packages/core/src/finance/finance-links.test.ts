import { expect, it } from 'vitest';
import {
  buildFinanceHref,
  getFinanceEnquiryRoute,
  getLinkedCar,
  readFinanceLinkQuery,
} from './finance-links.ts';

it('carries the car and budget to the finance form', () => {
  expect(
    buildFinanceHref('/finance-enquiry', {
      preferredDealership: 'harbour-ford',
      vehiclePriceBudget: 39_990,
      car: { id: 12, carType: 'used', vin: 'MNAUMFF50HW123456' },
    }),
  ).toBe(
    '/finance-enquiry?preferredDealership=harbour-ford&vehiclePriceBudget=39990&car_id=12&car_type=used&vin=MNAUMFF50HW123456#finance-form',
  );
  expect(buildFinanceHref('/finance', {})).toBe('/finance#finance-form');
  expect(getFinanceEnquiryRoute({ finance: '/finance', enquiry: null })).toBe('/finance');
});

const read = (search: string) => readFinanceLinkQuery(new URLSearchParams(search));

it('reads back every parameter a finance link carries', () => {
  const href = buildFinanceHref('/finance-enquiry', {
    preferredDealership: 'harbour-ford',
    vehiclePriceBudget: 39_990,
    car: { id: 12, carType: 'demo', vin: 'MNAUMFF50HW123456' },
  });
  expect(read(href.slice(href.indexOf('?'), href.indexOf('#')))).toEqual({
    preferredDealership: 'harbour-ford',
    vehiclePriceBudget: 39_990,
    carId: 12,
    carType: 'demo',
    vin: 'MNAUMFF50HW123456',
  });
  expect(
    read('vehiclePriceBudget=%2435%2C000.50&vin=mnaumff50hw123456&car_type=Used'),
  ).toMatchObject({ vehiclePriceBudget: 35_001, vin: 'MNAUMFF50HW123456', carType: 'used' });
});

it('leaves out what is missing or malformed instead of failing', () => {
  const empty = {
    preferredDealership: null,
    vehiclePriceBudget: null,
    carId: null,
    carType: null,
    vin: null,
  };
  expect(read('')).toEqual(empty);
  expect(
    read(
      'vehiclePriceBudget=-5&car_id=12a&car_type=constructor&vin=MNAUMFF50HW12345O&preferredDealership=%20',
    ),
  ).toEqual(empty);
  expect(read('vin=<script>&car_type=__proto__&vehiclePriceBudget=1e12').vin).toBeNull();
});

it("passes on the site's record of a linked car, else the link's own car_id, car_type and vin", () => {
  const linked = read('car_id=12&car_type=used&vin=mnaumff50hw123456');
  expect(getLinkedCar(linked, { id: 12, carType: 'demo', vin: null })).toEqual({
    id: 12,
    carType: 'demo',
    vin: null,
  });
  const carried = getLinkedCar(linked, null);
  expect(carried).toEqual({ id: 12, carType: 'used', vin: 'MNAUMFF50HW123456' });
  // Issue 25 §2: /finance?car_id=…&vin=… keeps both on its 'Request a Quote'.
  expect(buildFinanceHref('/finance-enquiry', { car: carried, vehiclePriceBudget: 30_000 })).toBe(
    '/finance-enquiry?vehiclePriceBudget=30000&car_id=12&car_type=used&vin=MNAUMFF50HW123456#finance-form',
  );
  expect(
    buildFinanceHref('/finance-enquiry', {
      car: getLinkedCar(read('vin=MNAUMFF50HW123456'), null),
    }),
  ).toBe('/finance-enquiry?vin=MNAUMFF50HW123456#finance-form');
  expect(getLinkedCar(read('car_id=abc'), null)).toBeNull();
});
