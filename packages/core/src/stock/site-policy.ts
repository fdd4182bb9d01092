import type { Car } from '../car/car.ts';
import type { SiteConfig } from '../config/site-config.ts';
import { estimateFinance } from '../finance/estimate.ts';
import type { FinanceConfig } from '../finance/finance-config.ts';
import type { FilterNode } from './filter-ast.ts';
import { parseStockFilter, type StockRecord } from './stock-fields.ts';
import { type StockPlace, toStockRecord } from './stock-record.ts';

/** Everything that decides which cars a site lists (see `isListed`). */
export interface SitePolicy {
  /** The dealerships whose stock the site shows. */
  dealershipIds: number[];
  /** Sold cars stay listed this many days after sale (spec 2 §9 include_sold_cars_days). */
  soldWindowDays: number;
  /** The site's stock filter (config search.stockFilter), parsed; null for none. */
  stockFilter: FilterNode | null;
  /** The weekly finance estimate's settings: a stock filter may name weekly_price. */
  financeEstimate: FinanceConfig['estimate'];
}

/**
 * A site's policy from its resolved config. The config schema has already checked the stock
 * filter, so parsing cannot fail here.
 */
export function toSitePolicy(config: SiteConfig, dealershipIds: readonly number[]): SitePolicy {
  return {
    dealershipIds: [...dealershipIds],
    soldWindowDays: config.search.soldWindowDays,
    stockFilter: parseStockFilter(config.search.stockFilter),
    financeEstimate: config.finance.estimate,
  };
}

/** The weekly estimate a site shows for a car, whole dollars, or null. */
export function getWeeklyPrice(
  car: Car,
  policy: Pick<SitePolicy, 'financeEstimate'>,
): number | null {
  return estimateFinance(car, policy.financeEstimate)?.weeklyDollars ?? null;
}

/** A car as one site's filters see it (its weekly price depends on the site). */
export function toSiteStockRecord(car: Car, place: StockPlace, policy: SitePolicy): StockRecord {
  return toStockRecord(car, place, getWeeklyPrice(car, policy));
}
