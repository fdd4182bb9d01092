/**
 * The names a stock search understands: facets, sorts and range fields. The search engine, the
 * search URL and site configs all take them from here (no zod: this module ships to the browser;
 * config schemas wrap these tuples in z.enum).
 */

/** Facets a shopper can refine by (spec 1 §3 "Search facets" that the data has). */
export const facetNames = [
  'car_type',
  'status',
  'make',
  'model',
  'make_model',
  'badge',
  'series',
  'body',
  'drive',
  'fuel',
  'transmission',
  'colour',
  'seats',
  'year',
  'city',
  'state',
  'location_name',
  'location_slug',
  'dealership_name',
  'dealership_slug',
  'tag',
  'categories',
  'item_type',
  'certified',
  'price_range',
  'weekly_price_range',
  'filtered_features',
] as const;
export type FacetName = (typeof facetNames)[number];

/** Whether a string names a facet (own entries only: URL text never reaches Object.prototype). */
export function isFacetName(value: string): value is FacetName {
  return (facetNames as readonly string[]).includes(value);
}

/**
 * Numeric fields a search refines by range (`range[field]=min:max`), each with min/max stats:
 * the sliders' price, km and year (spec 1 §4), the weekly estimate, and spec 1 §3's
 * subscription_price and created_at_timestamp (whole seconds since the epoch).
 */
export const rangeFields = [
  'price',
  'km',
  'year',
  'weekly_price',
  'subscription_price',
  'created_at_timestamp',
] as const;
export type RangeField = (typeof rangeFields)[number];

/** Range fields whose min and max a search answers unless asked for others: what sliders span. */
export const defaultStatFields = [
  'price',
  'km',
  'year',
  'weekly_price',
] as const satisfies readonly RangeField[];

/** Result orders; 'relevance' is the dealer's custom rank, descending. */
export const sortKeys = [
  'relevance',
  'latest',
  'price-desc',
  'price-asc',
  'km-asc',
  'year-desc',
] as const;
export type SortKey = (typeof sortKeys)[number];
