import { type Car, getCarName, isInStock } from '../car/car.ts';
import { csvCell } from '../text/csv.ts';

/** Where a car is, as the catalogues want it: the dealership and its street address. */
export interface CatalogueLocation {
  /** The store code: the location's slug. */
  code: string;
  dealershipName: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
}

export interface CatalogueContext {
  /** The site's origin, e.g. https://harbourford.com.au: every link is absolute. */
  origin: string;
  locations: ReadonlyMap<number, CatalogueLocation>;
}

/** Why a listed car is left out of the catalogue feeds (counted in /feeds/report.json). */
export type CatalogueExclusion = 'no_price' | 'no_image' | 'no_vin' | 'no_location';

export interface CatalogueVehicle {
  car: Car;
  location: CatalogueLocation;
  link: string;
  imageLinks: string[];
}

export interface CatalogueSelection {
  vehicles: CatalogueVehicle[];
  excluded: Record<CatalogueExclusion, number>;
}

/**
 * The cars both catalogues get: in stock (sold cars, even inside the sold window, are not for
 * sale) and listed on the site, with a price, a photo, a 17-character VIN and a location — each
 * catalogue requires all four. Every car left out is counted under its first missing part.
 */
export function selectCatalogueVehicles(
  cars: readonly Car[],
  context: CatalogueContext,
): CatalogueSelection {
  const excluded: Record<CatalogueExclusion, number> = {
    no_price: 0,
    no_image: 0,
    no_vin: 0,
    no_location: 0,
  };
  const vehicles: CatalogueVehicle[] = [];
  for (const car of cars) {
    if (!isInStock(car) || !car.showOnDealerWebsite) continue;
    const location = car.locationId === null ? undefined : context.locations.get(car.locationId);
    const images = car.images.filter((image) => !image.isVideo);
    if (car.price <= 0) excluded.no_price += 1;
    else if (images.length === 0) excluded.no_image += 1;
    else if (car.vin?.length !== 17) excluded.no_vin += 1;
    else if (!location) excluded.no_location += 1;
    else {
      vehicles.push({
        car,
        location,
        link: `${context.origin}/cars/${encodeURIComponent(car.slug)}`,
        imageLinks: images.map((image) => absolute(image.url, context.origin)),
      });
    }
  }
  return { vehicles, excluded };
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot hold at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

const address = (location: CatalogueLocation) =>
  `${location.street}, ${location.city} ${location.state} ${location.postcode}, AU`;

/** Plain text from the dealer's HTML comments, for catalogue descriptions. */
function describe(car: Car): string {
  const text = (car.dealerComments ?? '')
    // Block tags part words; inline tags do not.
    .replace(/<\/?(p|br|li|div|h\d|ul|ol|tr|td)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return (text || getCarName(car)).slice(0, 5000);
}

/** Attributes every item of the Google feed carries (docs/stock-feeds.md lists the source). */
export const GOOGLE_REQUIRED_ATTRIBUTES = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'condition',
  'brand',
  'model',
  'year',
  'mileage',
  'vin',
  'store_code',
  'vehicle_fulfillment',
  'dealership_name',
  'dealership_address',
] as const;

/**
 * Google vehicle listings / vehicle ads feed: RSS 2.0 with the `g:` namespace, one `<item>`
 * per vehicle. Prices in AUD, mileage in km, condition new or used (a demonstrator is sold as
 * used with its km).
 */
export function renderGoogleVehiclesXml(
  selection: CatalogueSelection,
  siteName: string,
  origin: string,
): string {
  const items = selection.vehicles.map(({ car, location, link, imageLinks }) => {
    const attributes: [string, string][] = [
      ['id', String(car.stockNumber ?? car.id)],
      ['title', getCarName(car)],
      ['description', describe(car)],
      ['link', link],
      ['image_link', imageLinks[0] as string],
      ...imageLinks.slice(1, 11).map((url): [string, string] => ['additional_image_link', url]),
      ['price', `${car.price}.00 AUD`],
      ['condition', car.carType === 'new' ? 'new' : 'used'],
      ['brand', car.make],
      ['model', car.model],
      ['year', String(car.year)],
      ['mileage', `${car.km} km`],
      ['vin', car.vin as string],
      ['store_code', location.code],
      ['dealership_name', location.dealershipName],
      ['dealership_address', address(location)],
      ...(car.badge ? [['trim', car.badge] as [string, string]] : []),
      ...(car.colour ? [['color', car.colour] as [string, string]] : []),
      ...(car.certified ? [['certified_pre-owned', 'yes'] as [string, string]] : []),
    ];
    const lines = attributes.map(
      ([name, value]) => `      <g:${name}>${escapeXml(value)}</g:${name}>`,
    );
    lines.push(
      `      <g:vehicle_fulfillment><g:option>in_store</g:option><g:store_code>${escapeXml(location.code)}</g:store_code></g:vehicle_fulfillment>`,
    );
    return `    <item>\n${lines.join('\n')}\n    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>${escapeXml(siteName)} vehicles</title>
    <link>${escapeXml(`${origin}/`)}</link>
    <description>${escapeXml(`Vehicles for sale at ${siteName}`)}</description>
${items.join('\n')}
  </channel>
</rss>
`;
}

/** The Meta automotive inventory catalogue's columns, in order. */
export const META_COLUMNS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'image[0].tag[0]',
  'transmission',
  'fuel_type',
  'body_style',
  'drivetrain',
  'vin',
  'price',
  'exterior_color',
  'state_of_vehicle',
  'availability',
  'address',
  'latitude',
  'longitude',
  'dealer_name',
  'trim',
] as const;

const metaBodyStyles = new Map([
  ['convertible', 'CONVERTIBLE'],
  ['coupe', 'COUPE'],
  ['hatch', 'HATCHBACK'],
  ['hatchback', 'HATCHBACK'],
  ['people mover', 'MINIVAN'],
  ['ute', 'TRUCK'],
  ['cab chassis', 'TRUCK'],
  ['suv', 'SUV'],
  ['sedan', 'SEDAN'],
  ['van', 'VAN'],
  ['wagon', 'WAGON'],
]);

function metaTransmission(car: Car): string {
  return /manual/i.test(car.simpleTransmission ?? car.transmission ?? '') ? 'MANUAL' : 'AUTOMATIC';
}

function metaFuel(car: Car): string {
  const fuel = (car.simpleFuel ?? car.fuel ?? '').toLowerCase();
  if (fuel.includes('diesel')) return 'DIESEL';
  if (fuel.includes('electric')) return 'ELECTRIC';
  if (fuel.includes('plug') || fuel === 'phev') return 'PLUGIN_HYBRID';
  if (fuel.includes('hybrid')) return 'HYBRID';
  if (fuel.includes('lpg')) return 'OTHER';
  return fuel ? 'GASOLINE' : 'OTHER';
}

function metaDrivetrain(car: Car): string {
  const drive = (car.simpleDrive ?? car.drive ?? '').toUpperCase();
  if (drive.includes('4X4') || drive.includes('4WD')) return '4X4';
  if (drive.includes('AWD')) return 'AWD';
  if (drive.includes('FWD') || drive.includes('FRONT')) return 'FWD';
  if (drive.includes('RWD') || drive.includes('REAR')) return 'RWD';
  return 'OTHER';
}

/** Meta automotive inventory catalogue as CSV: a header row, then one row per vehicle. */
export function renderMetaVehiclesCsv(selection: CatalogueSelection): string {
  const rows = selection.vehicles.map(({ car, location, link, imageLinks }) => {
    const values: Record<(typeof META_COLUMNS)[number], string> = {
      vehicle_id: String(car.stockNumber ?? car.id),
      title: getCarName(car),
      description: describe(car),
      url: link,
      make: car.make,
      model: car.model,
      year: String(car.year),
      'mileage.value': String(car.km),
      'mileage.unit': 'KM',
      'image[0].url': imageLinks[0] as string,
      'image[0].tag[0]': 'Exterior',
      transmission: metaTransmission(car),
      fuel_type: metaFuel(car),
      body_style: metaBodyStyles.get((car.simpleBody ?? car.body ?? '').toLowerCase()) ?? 'OTHER',
      drivetrain: metaDrivetrain(car),
      vin: car.vin as string,
      price: `${car.price} AUD`,
      exterior_color: car.colour ?? 'Other',
      state_of_vehicle: car.carType === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED',
      availability: 'AVAILABLE',
      address: JSON.stringify({
        addr1: location.street,
        city: location.city,
        region: location.state,
        postal_code: location.postcode,
        country: 'AU',
      }),
      latitude: String(location.lat),
      longitude: String(location.lng),
      dealer_name: location.dealershipName,
      trim: car.badge ?? '',
    };
    return META_COLUMNS.map((column) => csvCell(values[column])).join(',');
  });
  return `${[META_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
