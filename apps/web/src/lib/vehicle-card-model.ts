import type { CarDisplayConfig } from '@forecourt/core/car';
import { type CarType, getPriceDisplay, getTagBanner, isInStock } from '@forecourt/core/car';
import type { FinanceConfig } from '@forecourt/core/finance';
import { estimateFinance } from '@forecourt/core/finance';
import { formatKm } from '@forecourt/core/format';
import type { VehicleCardModel } from '@forecourt/core/vehicle';
import type { SearchHitCar } from '@forecourt/search';

/** What a vehicle card shows; a search hit has exactly this (and a Car can be reshaped to it). */
export type VehicleCardData = Omit<SearchHitCar, 'id' | 'weeklyPrice'>;

export type { VehicleCardModel };

/** A watched car as My Garage and /watchlist list it. */
export interface WatchedCard {
  id: number;
  name: string;
  sold: boolean;
  /** Whether the site still lists it: a car sold before the sold window has no page. */
  listed: boolean;
  card: VehicleCardModel;
}

/**
 * Everything a card shows, worked out on the server. Client components (the similar-cars
 * carousel, favourites) receive this ready-made, so the rules and zod stay out of the browser.
 */
export function toVehicleCardModel(
  car: VehicleCardData,
  display: CarDisplayConfig,
  now: Date,
  estimate: FinanceConfig['estimate'] | null = null,
): VehicleCardModel {
  const finance = estimate ? estimateFinance(car, estimate) : null;
  const inStock = isInStock(car);
  const specs: [string, string | null][] = [
    ['Condition', display.carTypeLabels[car.carType as CarType]],
    ['Transmission', car.simpleTransmission],
    ['Odometer', car.carType === 'new' ? null : formatKm(car.km)],
    ['Fuel Type', car.simpleFuel],
  ];
  return {
    slug: car.slug,
    title: `${car.year} ${car.make} ${car.model}`,
    subtitle: [car.badge, car.series].filter(Boolean).join(' ') || null,
    inStock,
    banner: getTagBanner(car, display, now),
    price: getPriceDisplay(car, display),
    specs: specs
      .filter((spec): spec is [string, string] => Boolean(spec[1]))
      .map(([name, value]) => ({ name, value })),
    image: car.image,
    locationName: car.locationName,
    estimate: finance
      ? {
          weeklyDollars: finance.weeklyDollars,
          ratePercent: finance.ratePercent,
          comparisonRatePercent: finance.comparisonRatePercent,
          basis: finance.basis,
        }
      : null,
  };
}
