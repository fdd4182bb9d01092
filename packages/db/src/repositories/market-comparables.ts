import type { CarType } from '@forecourt/core/car/car';
import type { MarketCar } from '@forecourt/core/market/comparables';
import { and, between, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars } from '../schema/index.ts';

/**
 * The market for the price comparison panel: listed cars of the same make and model and car
 * type on every site of the platform (not just this dealer's), within `yearGap` years.
 * Make and model match exactly (the cars_make_model index); placeholder prices are left out.
 */
export async function listMarketComparables(
  db: Db,
  subject: { id: number; make: string; model: string; year: number; carType: CarType },
  yearGap = 3,
): Promise<MarketCar[]> {
  return db
    .select({ year: cars.year, km: cars.km, price: cars.price })
    .from(cars)
    .where(
      and(
        eq(cars.make, subject.make),
        eq(cars.model, subject.model),
        eq(cars.carType, subject.carType),
        inArray(cars.status, ['in_stock', 'coming_soon']),
        ne(cars.id, subject.id),
        between(cars.year, subject.year - yearGap, subject.year + yearGap),
        gt(cars.price, 10),
      ),
    );
}
