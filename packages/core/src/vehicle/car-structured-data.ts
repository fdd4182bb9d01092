import { type Car, getCarName, isInStock } from '../car/car.ts';

type LdCar = Pick<
  Car,
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'carType'
  | 'status'
  | 'preorder'
  | 'price'
  | 'km'
  | 'vin'
  | 'colour'
  | 'body'
  | 'fuel'
  | 'transmission'
  | 'drive'
  | 'seats'
  | 'doors'
  | 'stockNumber'
>;

export interface StructuredDataSeller {
  name: string;
  url: string;
  telephone: string | null;
  address: { street: string; city: string; state: string; postcode: string } | null;
}

/**
 * schema.org `Car` with an `Offer` (JSON-LD): price in AUD, availability, condition, VIN,
 * odometer in kilometres (UN/CEFACT code KMT) and the dealer as an `AutoDealer`.
 */
export function getCarStructuredData(
  car: LdCar,
  page: { url: string; description: string; imageUrls: string[] },
  seller: StructuredDataSeller,
): Record<string, unknown> {
  const availability = !isInStock(car)
    ? 'https://schema.org/SoldOut'
    : car.preorder || car.status === 'coming_soon'
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/InStock';
  const condition =
    car.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: page.url,
    priceCurrency: 'AUD',
    availability,
    itemCondition: condition,
    seller: {
      '@type': 'AutoDealer',
      name: seller.name,
      url: seller.url,
      ...(seller.telephone ? { telephone: seller.telephone } : {}),
      ...(seller.address
        ? {
            address: {
              '@type': 'PostalAddress',
              streetAddress: seller.address.street,
              addressLocality: seller.address.city,
              addressRegion: seller.address.state,
              postalCode: seller.address.postcode,
              addressCountry: 'AU',
            },
          }
        : {}),
    },
  };
  // Prices of $10 or less are feed placeholders, not prices (spec 2 §2).
  if (car.price > 10) offer.price = car.price;

  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: [getCarName(car), car.series].filter(Boolean).join(' '),
    description: page.description,
    url: page.url,
    image: page.imageUrls,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: condition,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    offers: offer,
  };
  const optional: [string, unknown][] = [
    ['vehicleIdentificationNumber', car.vin],
    ['sku', car.stockNumber],
    ['color', car.colour],
    ['bodyType', car.body],
    ['fuelType', car.fuel],
    ['vehicleTransmission', car.transmission],
    ['driveWheelConfiguration', car.drive],
    ['vehicleSeatingCapacity', car.seats],
    ['numberOfDoors', car.doors],
    ['vehicleConfiguration', car.badge],
  ];
  for (const [key, value] of optional) if (value !== null && value !== undefined) data[key] = value;
  return data;
}

/** JSON for a `<script type="application/ld+json">`, safe to inline in HTML. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
