import { carStatuses, carTypes, itemTypes } from '../car/car.ts';

/**
 * How a feed value is read: text as is; an absolute http or https URL; whole numbers; money
 * (dollars or cents by config); decimals; yes/no; a calendar date (in the configured format,
 * stored yyyy-MM-dd); a list (CSV: joined by the list separator; JSON/XML: an array), of URLs
 * when `items` says so; or one of a fixed set of values.
 */
export type FeedFieldKind =
  | { type: 'text' }
  | { type: 'url' }
  | { type: 'int'; min?: number; max?: number }
  | { type: 'money' }
  | { type: 'decimal' }
  | { type: 'bool' }
  | { type: 'date' }
  | { type: 'list'; items?: 'url' }
  | { type: 'enum'; values: readonly string[] };

export interface FeedField {
  /** The column name in the default column set (docs/stock-feeds.md) and in config mappings. */
  name: string;
  /** Where the value lives on a car: a column, or a key inside variant / caravan. */
  target: readonly [string] | readonly ['variant' | 'caravan', string];
  kind: FeedFieldKind;
  required?: boolean;
  description: string;
}

const text = { type: 'text' } as const;
const int = { type: 'int', min: 0 } as const;
const money = { type: 'money' } as const;
const bool = { type: 'bool' } as const;
const list = { type: 'list' } as const;
const url = { type: 'url' } as const;
const urls = { type: 'list', items: 'url' } as const;

const top = (
  name: string,
  column: string,
  kind: FeedFieldKind,
  description: string,
  required = false,
): FeedField => ({ name, target: [column], kind, description, ...(required ? { required } : {}) });
const nested = (
  group: 'variant' | 'caravan',
  name: string,
  key: string,
  kind: FeedFieldKind,
  description: string,
): FeedField => ({ name, target: [group, key], kind, description });

/**
 * The default column set: every Car field a dealer management system can supply (spec 1 §3,
 * spec 2 §3). Fields the website computes or owns (id, slug, views, created/updated, hotspots,
 * market prices, finance lenders) are not imported.
 */
export const feedFields: readonly FeedField[] = [
  top('stock_number', 'stockNumber', text, "The dealer's stock number: how cars are matched."),
  top('vin', 'vin', text, 'Vehicle identification number (17 characters); the fallback match.'),
  top(
    'item_type',
    'itemType',
    { type: 'enum', values: itemTypes },
    'car, motorcycle, truck or caravan.',
  ),
  top(
    'car_type',
    'carType',
    { type: 'enum', values: carTypes },
    'Condition: new, demo or used.',
    true,
  ),
  top(
    'status',
    'status',
    { type: 'enum', values: carStatuses },
    'in_stock (default), coming_soon, sold or other.',
  ),
  top('year', 'year', { type: 'int', min: 1900, max: 2100 }, 'Model year.', true),
  top('make', 'make', text, 'Manufacturer, e.g. Ford.', true),
  top('model', 'model', text, 'Model, e.g. Ranger.', true),
  top('badge', 'badge', text, 'Badge or variant name, e.g. XLT.'),
  top('series', 'series', text, 'Series, e.g. PX III.'),
  top('colour', 'colour', text, 'Exterior colour.'),
  top('interior_colour', 'interiorColour', text, 'Interior colour.'),
  top('price', 'price', money, 'Advertised price; empty or 0 shows the price-on-application text.'),
  top('before_price', 'beforePrice', money, 'Was-price shown struck through.'),
  top('offer_price', 'offerPrice', money, 'Special offer price.'),
  top('subscription_price', 'subscriptionPrice', money, 'Subscription price per week.'),
  top('price_type', 'priceType', text, "e.g. 'Drive Away', 'Excl. Govt. Charges'."),
  top('preorder', 'preorder', bool, 'Available to pre-order.'),
  top('km', 'km', int, 'Odometer in kilometres.'),
  top('tag', 'tag', text, "Banner text such as 'Runout Sale'."),
  top('reserved', 'reserved', bool, 'Reserved by a buyer.'),
  top('certified', 'certified', bool, 'Certified pre-owned.'),
  top('nvic', 'nvic', text, 'NVIC code.'),
  top('rego_plate', 'regoPlate', text, 'Registration plate.'),
  top('rego_expiry', 'regoExpiry', { type: 'date' }, 'Registration expiry date.'),
  top('build_date', 'buildDate', text, 'Build date as the dealer writes it, e.g. 03/2021.'),
  top('compliance_date', 'complianceDate', text, 'Compliance date as the dealer writes it.'),
  top('fuel', 'fuel', text, 'Fuel type as the manufacturer names it.'),
  top(
    'simple_fuel',
    'simpleFuel',
    text,
    'Fuel for search: Petrol, Diesel, Electric, Hybrid, PHEV…',
  ),
  top('body', 'body', text, 'Body as the manufacturer names it.'),
  top('simple_body', 'simpleBody', text, 'Body for search: SUV, Ute, Sedan…'),
  top('drive', 'drive', text, 'Drive type as the manufacturer names it.'),
  top('simple_drive', 'simpleDrive', text, 'Drive for search: 4x4, AWD, FWD, RWD.'),
  top('transmission', 'transmission', text, 'Transmission as the manufacturer names it.'),
  top('simple_transmission', 'simpleTransmission', text, 'Automatic or Manual.'),
  top('seats', 'seats', int, 'Seats.'),
  top('doors', 'doors', int, 'Doors.'),
  top('engine_size_cc', 'engineSizeCc', int, 'Engine size in cc.'),
  top('gear_count', 'gearCount', int, 'Number of gears.'),
  top('categories', 'categories', list, 'Search categories, e.g. Family|Off-road.'),
  top('custom_rank', 'customRank', { type: 'int' }, 'Dealer ranking; higher sorts first.'),
  top(
    'dealer_comments',
    'dealerComments',
    text,
    'Dealer-written description (HTML allowed; sanitised on display).',
  ),
  top('standard_equipment', 'standardEquipment', list, 'Standard equipment list.'),
  top('features', 'features', list, 'Optional features list.'),
  top(
    'images',
    'imageSources',
    urls,
    'Photo URLs (http/https) in display order; the first is the main photo.',
  ),
  top('spin_images', 'spinImages', urls, '360° exterior frame URLs in order.'),
  top('spin_interior_image', 'spinInteriorImage', url, '360° interior panorama URL.'),
  top('spin_code', 'spinCode', text, '360° provider code.'),
  top('video_url', 'videoUrl', url, 'Hosted video URL.'),
  top('external_video_url', 'externalVideoUrl', url, 'External (YouTube, Vimeo) video URL.'),
  top('walkaround_videos', 'walkaroundVideos', urls, 'Walkaround video URLs.'),
  top('history_report_url', 'historyReportUrl', url, 'Vehicle history report URL.'),
  top('show_on_dealer_website', 'showOnDealerWebsite', bool, 'Shown on the website (default yes).'),
  top('trade_in_enabled', 'tradeInEnabled', bool, 'Offer trade-in on the vehicle page.'),
  top('checkout_enabled', 'checkoutEnabled', bool, 'Offer online checkout.'),
  top('reserve_amount', 'reserveAmount', money, 'Reserve deposit; empty means the site default.'),
  top('private_suburb', 'privateSuburb', text, 'Suburb of a private (consignment) seller.'),
  top('private_postcode', 'privatePostcode', text, 'Postcode of a private seller.'),
  top('location', 'location', text, "The car's location by code (slug) or name; empty: none."),
  nested('variant', 'variant_cylinders', 'cylinders', int, 'Cylinders.'),
  nested('variant', 'variant_engine_size_cc', 'engineSizeCc', int, 'Variant engine size in cc.'),
  nested('variant', 'variant_induction', 'induction', text, 'Induction, e.g. Turbo.'),
  nested(
    'variant',
    'variant_fuel_consumption_combined',
    'fuelConsumptionCombined',
    { type: 'decimal' },
    'L/100 km combined.',
  ),
  nested(
    'variant',
    'variant_fuel_capacity_litres',
    'fuelCapacityLitres',
    { type: 'decimal' },
    'Fuel tank in litres.',
  ),
  nested('variant', 'variant_gross_vehicle_mass_kg', 'grossVehicleMassKg', int, 'GVM in kg.'),
  nested('variant', 'variant_length_mm', 'lengthMm', int, 'Length in mm.'),
  nested('variant', 'variant_height_mm', 'heightMm', int, 'Height in mm.'),
  nested('variant', 'variant_width_mm', 'widthMm', int, 'Width in mm.'),
  nested(
    'variant',
    'variant_towing_capacity_braked_kg',
    'towingCapacityBrakedKg',
    int,
    'Braked towing in kg.',
  ),
  nested('variant', 'variant_torque_nm', 'torqueNm', int, 'Torque in Nm.'),
  nested('variant', 'variant_body_configuration', 'bodyConfiguration', text, 'Body configuration.'),
  nested(
    'variant',
    'variant_ancap_rating',
    'ancapRating',
    { type: 'int', min: 0, max: 5 },
    'ANCAP stars 0–5.',
  ),
  nested('variant', 'variant_gear_type', 'gearType', text, 'Gear type.'),
  nested('caravan', 'caravan_body_width_mm', 'bodyWidthMm', int, 'Caravan body width in mm.'),
  nested('caravan', 'caravan_body_length_mm', 'bodyLengthMm', int, 'Caravan body length in mm.'),
  nested('caravan', 'caravan_tare_weight_kg', 'tareWeightKg', int, 'Tare in kg.'),
  nested('caravan', 'caravan_axle_type', 'axleType', text, 'Axle type.'),
  nested('caravan', 'caravan_sleeps', 'sleeps', int, 'Sleeps.'),
  nested(
    'caravan',
    'caravan_aggregate_trailer_mass_kg',
    'aggregateTrailerMassKg',
    int,
    'ATM in kg.',
  ),
];

/**
 * What an empty cell means for the fields every car has a value for: the column's default.
 * Any other empty cell clears the field.
 */
export const emptyFieldValues: ReadonlyMap<string, string | number | boolean> = new Map<
  string,
  string | number | boolean
>([
  ['item_type', 'car'],
  ['price', 0],
  ['preorder', false],
  ['km', 0],
  ['reserved', false],
  ['certified', false],
  ['custom_rank', 0],
  ['show_on_dealer_website', true],
  ['trade_in_enabled', false],
  ['checkout_enabled', false],
]);

export const feedFieldNames = feedFields.map((field) => field.name) as [string, ...string[]];

export const feedFieldsByName: ReadonlyMap<string, FeedField> = new Map(
  feedFields.map((field) => [field.name, field]),
);

/** The fields whose values are lists: a reader needs them to read XML repeated elements. */
export const listFieldNames: readonly string[] = feedFields
  .filter((field) => field.kind.type === 'list')
  .map((field) => field.name);
