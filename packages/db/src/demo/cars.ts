import type { CarStatus, CarType, FinanceLender } from '@forecourt/core/car';
import { carSlug } from '@forecourt/core/text';
import type { cars } from '../schema/index.ts';
import type { ModelSpec } from './catalogue.ts';
import { dealerComments, equipmentList, extraFeatures } from './comments.ts';
import { colours, demoHotspots, galleryImages, interiorPanoramaUrl, spinImages } from './images.ts';
import type { Random } from './random.ts';

export type CarInsert = typeof cars.$inferInsert;

export interface CarContext {
  id: number;
  now: Date;
  dealershipId: number;
  locationId: number;
  state: string;
  stockPrefix: string;
  carType: CarType;
  spec: ModelSpec;
  random: Random;
}

const DAY_MS = 86_400_000;
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** Prices end in 990 or 500, as dealers advertise them. */
function dealerPrice(value: number): number {
  return Math.max(990, Math.round(value / 1000) * 1000 - (value % 2 < 1 ? 10 : 500));
}

function regoPlate(random: Random, state: string): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  switch (state) {
    case 'QLD':
      return `${random.int(100, 999)}${random.chars(letters, 3)}`;
    case 'NSW':
      return `${random.chars(letters, 2)}${random.int(10, 99)}${random.chars(letters, 2)}`;
    case 'VIC':
      return `${random.int(1, 9)}${random.chars(letters, 2)}${random.int(1, 9)}${random.chars(letters, 2)}`;
    default:
      return `1${random.chars(letters, 3)}${random.int(100, 999)}`;
  }
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthYear(date: Date): string {
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/** Status mix: mostly in stock, with coming soon, sold inside and outside a 3-day window, other. */
function pickStatus(random: Random, now: Date): { status: CarStatus; soldAt: Date | null } {
  const status = random.weighted([
    ['in_stock', 82],
    ['coming_soon', 5],
    ['sold_recent', 4],
    ['sold_old', 6],
    ['other', 3],
  ] as const);
  if (status === 'sold_recent')
    return { status: 'sold', soldAt: new Date(now.getTime() - random.next() * 2.5 * DAY_MS) };
  if (status === 'sold_old')
    return { status: 'sold', soldAt: new Date(now.getTime() - (4 + random.next() * 56) * DAY_MS) };
  return { status, soldAt: null };
}

function imageCount(random: Random): number {
  return random.weighted([
    [0, 5],
    [1, 3],
    [3, 4],
    [random.int(6, 12), 48],
    [random.int(13, 24), 40],
  ] as const);
}

function lenders(random: Random, price: number): FinanceLender[] {
  if (price < 5000 || !random.chance(0.3)) return [];
  const interestRatePercent = Number((8.49 + random.int(0, 8) * 0.5).toFixed(2));
  const comparisonRatePercent = Number(
    (interestRatePercent + 0.4 + random.int(0, 6) * 0.1).toFixed(2),
  );
  const principalCents = Math.round(price * 0.9) * 100;
  const weeklyRate = interestRatePercent / 100 / 52;
  const weeks = 5 * 52;
  const paymentWeekCents = Math.round(
    (principalCents * weeklyRate) / (1 - (1 + weeklyRate) ** -weeks),
  );
  return [
    {
      financeProvider: random.pick(['Taurus', 'Angle', 'Manual']),
      interestRatePercent,
      comparisonRatePercent,
      paymentWeekCents,
      paymentMonthCents: Math.round((paymentWeekCents * 52) / 12),
      termMonths: 60,
      depositCents: Math.round(price * 0.1) * 100,
      balloonCents: 0,
      establishmentFeesCents: 0,
      totalPayableCents: paymentWeekCents * weeks,
      disclaimer: `Based on a 60 month term, 10% deposit, no balloon. Comparison rate ${comparisonRatePercent}% p.a. based on a $30,000 secured loan over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges.`,
    },
  ];
}

/** One demo vehicle, every field realistic for its type, age and status. */
export function generateCar(context: CarContext): CarInsert {
  const { id, now, random, spec, carType } = context;
  const currentYear = now.getUTCFullYear();
  const age =
    carType === 'used'
      ? random.weighted([
          [1, 10],
          [2, 14],
          [3, 14],
          [4, 12],
          [5, 10],
          [6, 8],
          [7, 8],
          [8, 6],
          [10, 6],
          [12, 5],
          [15, 4],
        ] as const)
      : carType === 'demo'
        ? 0
        : random.chance(0.15)
          ? 1
          : 0;
  const year = currentYear - age;
  const kmPerYear =
    spec.itemType === 'caravan' ? 0 : spec.itemType === 'motorcycle' ? 6_000 : 15_000;
  const km =
    carType === 'new'
      ? random.int(0, 40)
      : carType === 'demo'
        ? random.int(500, 9_000)
        : Math.round(kmPerYear * Math.max(0.5, age) * (0.6 + random.next() * 0.8));
  const [minPrice, maxPrice] = spec.price;
  const badgeIndex = random.int(0, spec.badges.length - 1);
  const newPrice =
    minPrice + ((maxPrice - minPrice) * badgeIndex) / Math.max(1, spec.badges.length - 1);
  const wear =
    carType === 'used'
      ? 0.88 ** age * (1 - Math.min(0.3, km / 1_000_000))
      : carType === 'demo'
        ? 0.93
        : 1;
  const price = random.chance(0.01)
    ? 0
    : dealerPrice(newPrice * wear * (0.95 + random.next() * 0.1));
  const { status, soldAt } = pickStatus(random, now);
  const [colour, colourHex] = random.pick(colours);
  const fuel = spec.fuels.length > 0 ? random.pick(spec.fuels) : null;
  const drive = spec.drives.length > 0 ? random.pick(spec.drives) : null;
  const badge = spec.badges[badgeIndex] ?? null;
  const name = `${year} ${spec.make} ${spec.model} ${badge ?? ''}`.trim();
  const inStock = status === 'in_stock' || status === 'coming_soon';
  const count = imageCount(random);
  const createdAt = new Date(
    now.getTime() - (random.chance(0.12) ? random.next() * 8 : 8 + random.next() * 120) * DAY_MS,
  );
  const built = new Date(Date.UTC(year - (carType === 'new' ? 0 : 1), random.int(0, 11), 1));
  const hasSpin = inStock && count >= 8 && random.chance(0.1);
  const isUsed = carType === 'used';

  return {
    id,
    slug: carSlug(name, id),
    dealershipId: context.dealershipId,
    locationId: context.locationId,
    itemType: spec.itemType,
    year,
    make: spec.make,
    model: spec.model,
    badge,
    series: spec.series,
    colour,
    interiorColour:
      spec.itemType === 'car'
        ? random.pick(['Black Cloth', 'Ebony Leather', 'Grey Cloth', 'Tan Leather'])
        : null,
    price,
    beforePrice: price > 0 && random.chance(0.12) ? price + random.int(1, 4) * 1000 : null,
    offerPrice: null,
    subscriptionPrice: random.chance(0.02) ? random.int(149, 399) : null,
    priceType:
      carType === 'used'
        ? 'Drive Away'
        : random.pick(['Drive Away', 'Drive Away', 'Excl. Govt. Charges']),
    preorder: price === 0 && random.chance(0.5),
    km,
    carType,
    status,
    soldAt,
    tag:
      carType !== 'used' && random.chance(0.05)
        ? 'Runout Sale'
        : carType === 'demo' && random.chance(0.15)
          ? 'Test Drive Only'
          : null,
    reserved: inStock && random.chance(0.03),
    certified: isUsed && age <= 5 && random.chance(0.3),
    stockNumber: `${context.stockPrefix}${String(10_000 + id).slice(-5)}`,
    vin: spec.itemType === 'car' ? random.chars(VIN_ALPHABET, 17) : random.chars(VIN_ALPHABET, 17),
    nvic:
      spec.itemType === 'car' && random.chance(0.8)
        ? random.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6)
        : null,
    regoPlate: carType === 'new' ? null : regoPlate(random, context.state),
    regoExpiry:
      carType === 'new'
        ? null
        : isoDate(new Date(now.getTime() + (random.next() * 420 - 60) * DAY_MS)),
    buildDate: monthYear(built),
    complianceDate: monthYear(new Date(built.getTime() + 45 * DAY_MS)),
    fuel: fuel?.[0] ?? null,
    simpleFuel: fuel?.[1] ?? null,
    body: spec.body,
    simpleBody: spec.simpleBody,
    drive,
    simpleDrive: drive,
    transmission:
      spec.transmission === 'Automatic' && spec.gears
        ? `${spec.gears} Speed Automatic`
        : spec.transmission === 'Manual' && spec.gears
          ? `${spec.gears} Speed Manual`
          : spec.transmission,
    simpleTransmission: spec.itemType === 'caravan' ? null : spec.transmission,
    seats: spec.seats || null,
    doors: spec.doors || null,
    engineSizeCc: spec.engineCc,
    gearCount: spec.gears,
    categories: [...spec.categories],
    customRank: random.int(0, 1000) + (carType === 'new' ? 200 : 0),
    views: random.int(0, 2500),
    dealerComments: dealerComments(random, name, carType, spec.itemType),
    standardEquipment: spec.itemType === 'car' ? equipmentList(random, random.int(6, 16)) : [],
    features: extraFeatures(random),
    images: galleryImages(spec.shape, colourHex, count),
    spinImages: hasSpin ? spinImages(spec.shape, colourHex) : [],
    spinInteriorImage: hasSpin ? interiorPanoramaUrl(spec.shape, colourHex) : null,
    spinCode: null,
    hotspots: hasSpin ? demoHotspots(random) : { exterior: [], interior: [] },
    videoUrl: null,
    externalVideoUrl:
      inStock && random.chance(0.02) ? 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' : null,
    walkaroundVideos: [],
    historyReportUrl: isUsed && random.chance(0.25) ? `/media/demo/v1/report/${id}.pdf` : null,
    showOnDealerWebsite: !random.chance(0.02),
    tradeInEnabled: inStock && random.chance(0.5),
    checkoutEnabled: inStock && price > 0 && random.chance(0.25),
    reserveAmount: random.pick([null, null, 200, 500, 0]),
    privateSuburb: null,
    privatePostcode: null,
    variant: {
      cylinders: spec.cylinders,
      engineSizeCc: spec.engineCc,
      induction: spec.engineCc
        ? spec.engineCc < 2600 || fuel?.[1] === 'Diesel'
          ? 'Turbo'
          : 'Naturally Aspirated'
        : null,
      fuelConsumptionCombined: fuel?.[2] ?? null,
      fuelCapacityLitres:
        spec.itemType === 'car' && fuel?.[1] !== 'Electric'
          ? random.pick([50, 55, 65, 80, 93])
          : null,
      grossVehicleMassKg: spec.itemType === 'car' ? random.int(1800, 3300) : null,
      lengthMm: spec.dims[0],
      widthMm: spec.dims[1],
      heightMm: spec.dims[2],
      towingCapacityBrakedKg: spec.towingKg,
      torqueNm: spec.torqueNm,
      bodyConfiguration: spec.body,
      ancapRating: spec.ancap,
      gearType: spec.transmission,
    },
    caravan:
      spec.itemType === 'caravan'
        ? {
            bodyWidthMm: spec.dims[1],
            bodyLengthMm: spec.dims[0],
            tareWeightKg: random.int(1900, 2900),
            axleType: random.pick(['Single', 'Tandem']),
            sleeps: random.int(2, 6),
            aggregateTrailerMassKg: random.int(2500, 3500),
          }
        : null,
    marketPrices:
      isUsed && price > 0 && random.chance(0.7)
        ? {
            stateAverage: dealerPrice(price * (0.94 + random.next() * 0.16)),
            nationalAverage: dealerPrice(price * (0.95 + random.next() * 0.12)),
          }
        : null,
    financeLenders: inStock ? lenders(random, price) : [],
    createdAt,
    updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + random.next() * 10 * DAY_MS)),
  };
}
