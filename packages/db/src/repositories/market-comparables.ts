import { type CarType, inStockStatuses } from '@forecourt/core/car';
import type { MarketCar } from '@forecourt/core/market';
import { and, between, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars } from '../schema/index.ts';

export interface MarketQuery {
  make: string;
  model: string;
  year: number;
  carTypes: CarType[];
  /** The car being compared, left out of its own market. */
  excludeId?: number;
  yearGap?: number;
}

/**
 * A car's market: cars of the same make and model for sale on every site of the platform (not
 * just this dealer's: in stock and shown on their dealer's website), of the given car types,
 * within `yearGap` years (default 3). Make and model match exactly (the cars_make_model index);
 * placeholder prices are left out.
 */
export async function listMarketCars(db: Db, query: MarketQuery): Promise<MarketCar[]> {
  const yearGap = query.yearGap ?? 3;
  return db
    .select({ year: cars.year, km: cars.km, price: cars.price })
    .from(cars)
    .where(
      and(
        eq(cars.make, query.make),
        eq(cars.model, query.model),
        inArray(cars.carType, query.carTypes),
        inArray(cars.status, [...inStockStatuses]),
        // A car its dealer keeps off the website is not on the market.
        eq(cars.showOnDealerWebsite, true),
        query.excludeId === undefined ? undefined : ne(cars.id, query.excludeId),
        between(cars.year, query.year - yearGap, query.year + yearGap),
        gt(cars.price, 10),
      ),
    );
}

/** The market for the price comparison panel: cars of the subject's own car type. */
export function listMarketComparables(
  db: Db,
  subject: { id: number; make: string; model: string; year: number; carType: CarType },
): Promise<MarketCar[]> {
  return listMarketCars(db, { ...subject, carTypes: [subject.carType], excludeId: subject.id });
}
