import type { Car } from '@forecourt/core/car/car';

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

/** Numeric fields with ranges and min/max stats. */
export const numericFields = ['price', 'km', 'year', 'weekly_price'] as const;
export type NumericField = (typeof numericFields)[number];

/** Every filterable attribute (stock filter expressions may use any of these). */
export const filterableNumbers = [
  ...numericFields,
  'id',
  'location_id',
  'dealership_id',
  'created_at_timestamp',
  'sold_date_timestamp',
  'subscription_price',
  'custom_rank',
] as const;
export type FilterableNumber = (typeof filterableNumbers)[number];

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

/** One vehicle as the index stores it: flat facet values, numbers and its card. */
export interface SearchDoc {
  id: number;
  facets: Partial<Record<FacetName, string | string[]>>;
  numbers: Partial<Record<FilterableNumber, number | null>>;
  /** Searchable words: year, make, model, badge, series, colour, body, fuel, stock number, location. */
  text: string;
  showOnDealerWebsite: boolean;
  hit: SearchHitCar;
}

export interface DocLocation {
  id: number;
  name: string;
  slug: string;
  city: string;
  state: string;
}

export interface DocDealership {
  id: number;
  name: string;
  slug: string;
}

const priceBands = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;
const weeklyBands = [100, 150, 200, 300, 400] as const;

/** '$10,000 - $20,000'-style bucket labels, ordered by their lower bound. */
export function getBandLabel(value: number, bands: readonly number[]): string {
  const format = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const first = bands[0] ?? 0;
  if (value < first) return `Under ${format(first)}`;
  for (let i = 1; i < bands.length; i++) {
    const upper = bands[i] ?? 0;
    if (value < upper) return `${format(bands[i - 1] ?? 0)} - ${format(upper)}`;
  }
  return `${format(bands[bands.length - 1] ?? 0)} and over`;
}

/** Band labels in ascending order, for ordering the price-range facets. */
export const bandOrder: Partial<Record<FacetName, string[]>> = {
  price_range: [0, ...priceBands].map((value) => getBandLabel(value, priceBands)),
  weekly_price_range: [0, ...weeklyBands].map((value) => getBandLabel(value, weeklyBands)),
};

/** Flatten a car, its location and dealership into a search document. `weeklyPrice` in dollars. */
export function toSearchDoc(
  car: Car,
  location: DocLocation | null,
  dealership: DocDealership | null,
  weeklyPrice: number | null = null,
): SearchDoc {
  const image = car.images.find((candidate) => !candidate.isVideo) ?? null;
  const facets: SearchDoc['facets'] = {
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
      created_at_timestamp: Math.floor(car.createdAt.getTime() / 1000),
      sold_date_timestamp: car.soldAt ? Math.floor(car.soldAt.getTime() / 1000) : null,
      subscription_price: car.subscriptionPrice,
      custom_rank: car.customRank,
    },
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
    showOnDealerWebsite: car.showOnDealerWebsite,
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
