import { describe, expect, it } from 'vitest';
import { makeCar } from '../testing/car-fixture.ts';
import { getCarStructuredData, serializeJsonLd } from './car-structured-data.ts';

const page = {
  url: 'https://x.example/cars/a',
  description: 'A car',
  imageUrls: ['https://x.example/1.jpg'],
};
const seller = {
  name: 'Harbour Ford',
  url: 'https://x.example',
  telephone: '07 3123 4567',
  address: { street: '1 Wharf St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
};

describe('schema.org Car with Offer', () => {
  it('describes price in AUD, availability, condition, VIN, km and the dealer', () => {
    const data = getCarStructuredData(makeCar(), page, seller);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      vehicleIdentificationNumber: 'MNAUMFF50HW123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_000, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 39_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Harbour Ford', telephone: '07 3123 4567' },
      },
    });
  });

  it('marks sold, coming-soon and new cars, and leaves out placeholder prices', () => {
    const sold = getCarStructuredData(makeCar({ status: 'sold' }), page, seller);
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const soon = getCarStructuredData(
      makeCar({ status: 'coming_soon', carType: 'new', price: 1 }),
      page,
      seller,
    );
    expect(soon.offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(soon.offers).not.toHaveProperty('price');
  });

  it('serialises safely for inline scripts', () => {
    expect(serializeJsonLd({ a: '</script><b>&' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}',
    );
  });
});
