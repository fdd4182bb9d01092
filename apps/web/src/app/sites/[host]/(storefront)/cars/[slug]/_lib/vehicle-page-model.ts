import 'server-only';
import {
  type Car,
  getCarName,
  getPriceDisplay,
  getTagBanner,
  isInStock,
  type PriceDisplay,
  type TagBanner,
} from '@forecourt/core/car';
import type { Location } from '@forecourt/core/location';
import { getLocationTimeZone, getZonedParts } from '@forecourt/core/location';
import { choosePhone } from '@forecourt/core/phone';
import {
  getBelowMarketAmount,
  getRegoExpiryText,
  getVehicleActions,
  isFavouriteShown,
  isToyotaCertified,
  type VehicleAction,
} from '@forecourt/core/vehicle';
import type { Site } from '@/server/site';
import { getCarForPage } from '@/server/site/site-cars';
import { getSiteChrome } from '@/server/site/site-chrome';
import { ACTION_TARGETS } from './action-targets.ts';

/** Everything the vehicle page's sections share, worked out once per request. */
export interface VehiclePageModel {
  site: Site;
  car: Car;
  /** The selling location, else the site's main location. */
  location: Location | null;
  /** '2021 Ford Ranger XLT' and with the series: '2021 Ford Ranger XLT PX III'. */
  name: string;
  fullName: string;
  inStock: boolean;
  path: string;
  /** The page's absolute address (canonical, sharing, structured data). */
  url: string;
  origin: string;
  price: PriceDisplay;
  banner: TagBanner | null;
  phone: string | null;
  actions: VehicleAction[];
  belowMarketAmount: number | null;
  regoExpiryText: string | null;
  toyotaCertified: boolean;
  favouriteShown: boolean;
  now: Date;
}

export async function getVehiclePageModel(
  site: Site,
  slug: string,
  origin: string,
  now: Date,
): Promise<VehiclePageModel | null> {
  const data = await getCarForPage(site, slug);
  if (!data) return null;
  const { car } = data;
  const { mainLocation, locations } = await getSiteChrome(site);
  const location = data.location ?? mainLocation;
  // Registration runs out on the car's own location's calendar day.
  const today = getZonedParts(now, getLocationTimeZone(location, locations)).date;
  const { cars: display, vehiclePage, phones, features } = site.config;
  const dealership =
    site.dealerships.find((candidate) => candidate.id === car.dealershipId) ?? null;
  const name = getCarName(car);
  return {
    site,
    car,
    location,
    name,
    fullName: [name, car.series].filter(Boolean).join(' '),
    inStock: isInStock(car),
    path: `/cars/${car.slug}`,
    url: `${origin}/cars/${car.slug}`,
    origin,
    price: getPriceDisplay(car, display),
    banner: getTagBanner(car, display, now),
    phone: choosePhone(car.carType, { config: phones, dealership, location }),
    actions: getVehicleActions(car, features, ACTION_TARGETS, {
      defaultDeposit: vehiclePage.reserve.defaultDeposit,
      vehicleNoun: display.vehicleNoun,
    }),
    belowMarketAmount: getBelowMarketAmount(car),
    regoExpiryText: getRegoExpiryText(car.regoExpiry, today, display.regoExpiryShowUnregistered),
    toyotaCertified: isToyotaCertified(car, vehiclePage.toyotaCertifiedProgramme),
    favouriteShown: isFavouriteShown(
      { ...car, imageCount: car.images.length },
      vehiclePage.favourites,
    ),
    now,
  };
}
