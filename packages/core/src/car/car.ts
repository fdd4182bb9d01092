import { z } from 'zod';

/** Display order of car types (spec 1 §9: new, demo, used). */
export const carTypes = ['new', 'demo', 'used'] as const;
export const carTypeSchema = z.enum(carTypes);
export type CarType = z.infer<typeof carTypeSchema>;

export const carStatuses = ['in_stock', 'coming_soon', 'sold', 'other'] as const;
export const carStatusSchema = z.enum(carStatuses);
export type CarStatus = z.infer<typeof carStatusSchema>;
/** Statuses that count as in stock (spec 2 §4); a sold car is listed only inside the sold window. */
export const inStockStatuses = ['in_stock', 'coming_soon'] as const satisfies readonly CarStatus[];

export const itemTypes = ['car', 'motorcycle', 'truck', 'caravan'] as const;
export const itemTypeSchema = z.enum(itemTypes);
export type ItemType = z.infer<typeof itemTypeSchema>;

/** simple_fuel values that get an environmental tag (spec 1 §4). */
export const electrifiedFuels = ['Electric', 'Hybrid', 'PHEV'] as const;

export const carImageSchema = z.object({
  url: z.string().min(1),
  thumbUrl: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  isVideo: z.boolean().default(false),
});
export type CarImage = z.infer<typeof carImageSchema>;

/** A point of interest on the 360 spinner; x/y are fractions (0–1) of the frame. */
export const hotspotSchema = z.object({
  frame: z.number().int().nonnegative(),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  title: z.string(),
  description: z.string(),
});
export type Hotspot = z.infer<typeof hotspotSchema>;

export const hotspotsSchema = z.object({
  exterior: z.array(hotspotSchema).default([]),
  interior: z.array(hotspotSchema).default([]),
});
export type Hotspots = z.infer<typeof hotspotsSchema>;

/** Manufacturer variant data (spec 1 §3 "Car variant", spec 2 §3 variant). Sizes in mm, masses in kg. */
export const carVariantSchema = z.object({
  cylinders: z.number().int().nullable().default(null),
  engineSizeCc: z.number().int().nullable().default(null),
  induction: z.string().nullable().default(null),
  fuelConsumptionCombined: z.number().nullable().default(null),
  fuelCapacityLitres: z.number().nullable().default(null),
  grossVehicleMassKg: z.number().int().nullable().default(null),
  lengthMm: z.number().int().nullable().default(null),
  heightMm: z.number().int().nullable().default(null),
  widthMm: z.number().int().nullable().default(null),
  towingCapacityBrakedKg: z.number().int().nullable().default(null),
  torqueNm: z.number().int().nullable().default(null),
  bodyConfiguration: z.string().nullable().default(null),
  ancapRating: z.number().int().min(0).max(5).nullable().default(null),
  gearType: z.string().nullable().default(null),
});
export type CarVariant = z.infer<typeof carVariantSchema>;

/** Caravan specifications (spec 2 §3). Lengths in mm, masses in kg. */
export const caravanSpecsSchema = z.object({
  bodyWidthMm: z.number().int().nullable().default(null),
  bodyLengthMm: z.number().int().nullable().default(null),
  tareWeightKg: z.number().int().nullable().default(null),
  axleType: z.string().nullable().default(null),
  sleeps: z.number().int().nullable().default(null),
  aggregateTrailerMassKg: z.number().int().nullable().default(null),
});
export type CaravanSpecs = z.infer<typeof caravanSpecsSchema>;

/** Market prices for the car's variant (spec 2 autograb_data), whole dollars. */
export const marketPricesSchema = z.object({
  stateAverage: z.number().int().nullable().default(null),
  nationalAverage: z.number().int().nullable().default(null),
});
export type MarketPrices = z.infer<typeof marketPricesSchema>;

/**
 * A lender's advertised finance for one car (spec 2 §3 finance_lenders). Rates in percent,
 * money in whole cents so fees like $1,360.50 stay exact.
 */
export const financeLenderSchema = z.object({
  financeProvider: z.string(),
  interestRatePercent: z.number().nullable(),
  comparisonRatePercent: z.number().nullable(),
  paymentWeekCents: z.number().int().nullable().default(null),
  paymentMonthCents: z.number().int().nullable().default(null),
  termMonths: z.number().int().nullable().default(null),
  depositCents: z.number().int().nullable().default(null),
  balloonCents: z.number().int().nullable().default(null),
  establishmentFeesCents: z.number().int().nullable().default(null),
  totalPayableCents: z.number().int().nullable().default(null),
  disclaimer: z.string().nullable().default(null),
});
export type FinanceLender = z.infer<typeof financeLenderSchema>;

/**
 * A vehicle as the storefront sees it: every field of spec 1 §3 "Car" and spec 2 §3
 * "Car (finance and lead view)". Money is whole dollars; dates are ISO strings (yyyy-MM-dd)
 * or Date for instants.
 */
export const carSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  dealershipId: z.number().int(),
  locationId: z.number().int().nullable(),
  itemType: itemTypeSchema,
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  series: z.string().nullable(),
  colour: z.string().nullable(),
  interiorColour: z.string().nullable(),
  price: z.number().int().nonnegative(),
  beforePrice: z.number().int().nullable(),
  offerPrice: z.number().int().nullable(),
  subscriptionPrice: z.number().int().nullable(),
  /** e.g. 'Drive Away', 'Excl. Govt. Charges'. */
  priceType: z.string().nullable(),
  preorder: z.boolean(),
  km: z.number().int().nonnegative(),
  carType: carTypeSchema,
  status: carStatusSchema,
  soldAt: z.date().nullable(),
  /** Free text such as 'Runout Sale' or 'Test Drive Only'. */
  tag: z.string().nullable(),
  reserved: z.boolean(),
  certified: z.boolean(),
  stockNumber: z.string().nullable(),
  vin: z.string().nullable(),
  nvic: z.string().nullable(),
  regoPlate: z.string().nullable(),
  regoExpiry: z.string().nullable(),
  buildDate: z.string().nullable(),
  complianceDate: z.string().nullable(),
  fuel: z.string().nullable(),
  simpleFuel: z.string().nullable(),
  body: z.string().nullable(),
  simpleBody: z.string().nullable(),
  drive: z.string().nullable(),
  simpleDrive: z.string().nullable(),
  transmission: z.string().nullable(),
  simpleTransmission: z.string().nullable(),
  seats: z.number().int().nullable(),
  doors: z.number().int().nullable(),
  engineSizeCc: z.number().int().nullable(),
  gearCount: z.number().int().nullable(),
  categories: z.array(z.string()),
  /** Dealer-set ranking; the default search sort is this, descending. */
  customRank: z.number().int(),
  views: z.number().int().nonnegative(),
  /** Dealer-written HTML; sanitise before rendering. */
  dealerComments: z.string().nullable(),
  standardEquipment: z.array(z.string()),
  features: z.array(z.string()),
  images: z.array(carImageSchema),
  spinImages: z.array(z.string()),
  spinInteriorImage: z.string().nullable(),
  spinCode: z.string().nullable(),
  hotspots: hotspotsSchema,
  videoUrl: z.string().nullable(),
  externalVideoUrl: z.string().nullable(),
  walkaroundVideos: z.array(z.string()),
  historyReportUrl: z.string().nullable(),
  showOnDealerWebsite: z.boolean(),
  tradeInEnabled: z.boolean(),
  checkoutEnabled: z.boolean(),
  /** Reserve deposit in whole dollars; null means the site default. */
  reserveAmount: z.number().int().nullable(),
  privateSuburb: z.string().nullable(),
  privatePostcode: z.string().nullable(),
  variant: carVariantSchema,
  caravan: caravanSpecsSchema.nullable(),
  marketPrices: marketPricesSchema.nullable(),
  financeLenders: z.array(financeLenderSchema),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Car = z.infer<typeof carSchema>;

/** The name shown for a car: "2021 Ford Ranger XLT". */
export function getCarName(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

/** in_stock and coming_soon count as in stock (spec 2 §4). */
export function isInStock(car: Pick<Car, 'status'>): boolean {
  return (inStockStatuses as readonly CarStatus[]).includes(car.status);
}
