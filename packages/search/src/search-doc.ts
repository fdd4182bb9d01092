import type { Car } from '@forecourt/core/car';
import type { StockRecord } from '@forecourt/core/stock';
import { type StockPlace, toStockRecord } from '@forecourt/core/stock';

/** What a result card shows, carried by each search hit. */
export type SearchHitCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'beforePrice'
  | 'subscriptionPrice'
  | 'priceType'
  | 'preorder'
  | 'status'
  | 'simpleFuel'
  | 'simpleTransmission'
  | 'reserved'
  | 'certified'
  | 'carType'
  | 'tag'
  | 'createdAt'
  | 'km'
> & {
  image: { url: string; width: number; height: number } | null;
  locationName: string | null;
  weeklyPrice: number | null;
};

/** One vehicle as the index stores it: its stock record (what filters read), words and card. */
export interface SearchDoc extends StockRecord {
  /** Searchable words: year, make, model, badge, series, colour, body, fuel, stock number, location. */
  text: string;
  hit: SearchHitCar;
}

/** Flatten a car and its place into a search document. `weeklyPrice` in whole dollars. */
export function toSearchDoc(
  car: Car,
  place: StockPlace,
  weeklyPrice: number | null = null,
): SearchDoc {
  const { location } = place;
  const image = car.images.find((candidate) => !candidate.isVideo) ?? null;
  return {
    ...toStockRecord(car, place, weeklyPrice),
    text: [
      car.year,
      car.make,
      car.model,
      car.badge,
      car.series,
      car.colour,
      car.simpleBody,
      car.body,
      car.simpleFuel,
      car.stockNumber,
      location?.name,
      location?.city,
    ]
      .filter(Boolean)
      .join(' '),
    hit: {
      id: car.id,
      slug: car.slug,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      series: car.series,
      price: car.price,
      beforePrice: car.beforePrice,
      subscriptionPrice: car.subscriptionPrice,
      priceType: car.priceType,
      preorder: car.preorder,
      status: car.status,
      simpleFuel: car.simpleFuel,
      simpleTransmission: car.simpleTransmission,
      reserved: car.reserved,
      certified: car.certified,
      carType: car.carType,
      tag: car.tag,
      createdAt: car.createdAt,
      km: car.km,
      image: image ? { url: image.url, width: image.width, height: image.height } : null,
      locationName: location?.name ?? null,
      weeklyPrice,
    },
  };
}
