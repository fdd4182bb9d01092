import type { FavouriteCarsAnswer } from '@forecourt/core/vehicle';
import { listSiteCarsByIds } from '@forecourt/db';
import { toVehicleCardModel } from '@/lib/vehicle-card-model';
import { getDatabase } from '@/server/database';
import { jsonError } from '@/server/http/json-route';
import { parseIdList } from '@/server/id-list';
import { getSiteForHost } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';

/** GET /favourites/cars?ids=1,2 — current card data for the shopper's saved cars on this site. */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return jsonError(404, 'Not found');
  const ids = parseIdList(new URL(request.url).searchParams.get('ids'), 100);
  const { db } = await getDatabase();
  const now = new Date();
  const cars = await listSiteCarsByIds(db, site.policy, ids, now);
  const { locations } = await getSiteChrome(site);
  return Response.json(
    {
      cars: cars.map((car) => {
        const image = car.images.find((candidate) => !candidate.isVideo) ?? null;
        return {
          id: car.id,
          card: toVehicleCardModel(
            {
              ...car,
              image: image ? { url: image.url, width: image.width, height: image.height } : null,
              locationName:
                locations.find((location) => location.id === car.locationId)?.name ?? null,
            },
            site.config.cars,
            now,
          ),
        };
      }),
    } satisfies FavouriteCarsAnswer,
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
