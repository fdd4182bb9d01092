import type { Car } from '../car/car.ts';
import type { FacetName } from '../search/search-vocabulary.ts';
import { getBandLabel, priceBands, weeklyBands } from './price-bands.ts';
import type { StockRecord } from './stock-fields.ts';

/** Where a car is: the facts of its location and dealership that filters can name. */
export interface StockPlace {
  location: { id: number; name: string; slug: string; city: string; state: string } | null;
  dealership: { id: number; name: string; slug: string } | null;
}

/**
 * A car flattened for filters: facet values, numbers and the website flag. `weeklyPrice` is the
 * site's weekly finance estimate in whole dollars (null when it shows none).
 */
export function toStockRecord(
  car: Car,
  place: StockPlace,
  weeklyPrice: number | null,
): StockRecord {
  const { location, dealership } = place;
  const facets: StockRecord['facets'] = {
    car_type: car.carType,
    status: car.status,
    make: car.make,
    model: car.model,
    make_model: `${car.make}|${car.model}`,
    item_type: car.itemType,
    certified: String(car.certified),
    year: String(car.year),
  };
  const optional: [FacetName, string | number | null | undefined][] = [
    ['badge', car.badge],
    ['series', car.series],
    ['body', car.simpleBody],
    ['drive', car.simpleDrive],
    ['fuel', car.simpleFuel],
    ['transmission', car.simpleTransmission],
    ['colour', car.colour],
    ['seats', car.seats],
    ['city', location?.city],
    ['state', location?.state],
    ['location_name', location?.name],
    ['location_slug', location?.slug],
    ['dealership_name', dealership?.name],
    ['dealership_slug', dealership?.slug],
    ['tag', car.tag?.trim() || null],
  ];
  for (const [name, value] of optional) {
    if (value !== null && value !== undefined && value !== '') facets[name] = String(value);
  }
  if (car.categories.length > 0) facets.categories = car.categories;
  if (car.features.length > 0) facets.filtered_features = car.features;
  if (car.price > 0) facets.price_range = getBandLabel(car.price, priceBands);
  if (weeklyPrice !== null && weeklyPrice > 0)
    facets.weekly_price_range = getBandLabel(weeklyPrice, weeklyBands);

  return {
    id: car.id,
    facets,
    numbers: {
      id: car.id,
      price: car.price,
      km: car.km,
      year: car.year,
      weekly_price: weeklyPrice,
      location_id: car.locationId,
      dealership_id: car.dealershipId,
      created_at_timestamp: toSeconds(car.createdAt),
      sold_date_timestamp: car.soldAt ? toSeconds(car.soldAt) : null,
      subscription_price: car.subscriptionPrice,
      custom_rank: car.customRank,
    },
    showOnDealerWebsite: car.showOnDealerWebsite,
  };
}

/** Whole seconds since the epoch, rounded down (Meilisearch-style timestamps). */
export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
