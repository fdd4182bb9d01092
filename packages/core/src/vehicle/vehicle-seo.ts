import { type Car, getCarName, isInStock } from '../car/car.ts';
import type { CarDisplayConfig } from '../car/car-display-config.ts';
import type { PriceDisplay } from '../car/price-display.ts';
import { formatKm, formatPrice } from '../format/price.ts';

type SeoCar = Pick<
  Car,
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'carType'
  | 'km'
  | 'transmission'
  | 'fuel'
  | 'colour'
  | 'stockNumber'
  | 'status'
>;

/** The price as a short phrase for titles and descriptions. */
export function getPricePhrase(display: PriceDisplay): string {
  switch (display.kind) {
    case 'subscription':
      return `${formatPrice(display.amount)}/wk subscription`;
    case 'price':
      return [formatPrice(display.amount), display.priceType].filter(Boolean).join(' ');
    case 'preorder':
      return 'Available to preorder';
    case 'no-price':
      return display.text;
  }
}

/**
 * A title unique to the car: condition, name and series, where it is, and its stock number
 * (two identical cars on one lot differ only there). The site name is added by the layout.
 */
export function getVehicleTitle(
  car: SeoCar,
  display: Pick<CarDisplayConfig, 'carTypeLabels'>,
  city: string | null,
): string {
  const name = [getCarName(car), car.series].filter(Boolean).join(' ');
  const where = city ? ` in ${city}` : '';
  const stock = car.stockNumber ? `, stock ${car.stockNumber}` : '';
  const status = isInStock(car) ? 'for sale' : 'sold';
  return `${display.carTypeLabels[car.carType]} ${name} ${status}${where}${stock}`;
}

/** A one-sentence summary for the meta description (under about 160 characters). */
export function getVehicleDescription(
  car: SeoCar,
  display: Pick<CarDisplayConfig, 'carTypeLabels'>,
  price: PriceDisplay,
  seller: { name: string; city: string | null; state: string | null },
): string {
  const facts = [
    car.carType === 'new' ? null : formatKm(car.km),
    car.transmission,
    car.fuel,
    car.colour,
  ].filter(Boolean);
  const name = [getCarName(car), car.series].filter(Boolean).join(' ');
  const place = [seller.city, seller.state].filter(Boolean).join(' ');
  const at = place ? `${seller.name}, ${place}` : seller.name;
  const lead = `${display.carTypeLabels[car.carType]} ${name}${facts.length ? `: ${facts.join(', ')}` : ''}.`;
  return isInStock(car) ? `${lead} ${getPricePhrase(price)} at ${at}.` : `${lead} Sold by ${at}.`;
}
