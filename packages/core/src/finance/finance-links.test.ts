import { expect, it } from 'vitest';
import { buildFinanceHref, getFinanceEnquiryRoute } from './finance-links.ts';

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
