import 'server-only';
import { getCarName, isInStock } from '@forecourt/core/car';
import { listWatchlistCars, type ShopperSession } from '@forecourt/db';
import type { WatchedCard } from '@/lib/vehicle-card-model';
import { toVehicleCardModel } from '@/lib/vehicle-card-model';
import { getDatabase } from '../database.ts';
import { getSiteChrome } from '../site/site-chrome.ts';
import type { Site } from '../site.ts';

/**
 * The shopper's watched cars as cards with today's price and status (sold ones marked); a car
 * the site no longer lists says so instead of linking to its page, which is gone.
 */
export async function getWatchedCards(site: Site, session: ShopperSession): Promise<WatchedCard[]> {
  const { db } = await getDatabase();
  const now = new Date();
  const [cars, { locations }] = await Promise.all([
    listWatchlistCars(db, site.policy, session.userId, now),
    getSiteChrome(site),
  ]);
  return cars.map(({ car, listed }) => {
    const image = car.images.find((candidate) => !candidate.isVideo) ?? null;
    return {
      id: car.id,
      name: getCarName(car),
      sold: !isInStock(car),
      listed,
      card: toVehicleCardModel(
        {
          ...car,
          image: image ? { url: image.url, width: image.width, height: image.height } : null,
          locationName: locations.find((location) => location.id === car.locationId)?.name ?? null,
        },
        site.config.cars,
        now,
      ),
    };
  });
}
