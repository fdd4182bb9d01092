import { getCarName, getPriceDisplay } from '@forecourt/core/car';
import type { CompareCarsAnswer } from '@forecourt/core/vehicle';
import { getKeySpecs } from '@forecourt/core/vehicle';
import { listSiteCarsByIds } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { jsonError } from '@/server/http/json-route';
import { parseIdList } from '@/server/id-list';
import { getSiteForHost } from '@/server/site';
import { getCompareRows } from '../_lib/compare-rows.ts';

/** GET /compare/cars?ids=1,2 — the compare page's cars with their specifications, side by side. */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return jsonError(404, 'Not found');
  const ids = parseIdList(
    new URL(request.url).searchParams.get('ids'),
    site.config.vehiclePage.compareMax,
  );
  const { db } = await getDatabase();
  const cars = await listSiteCarsByIds(db, site.policy, ids, new Date());
  const display = site.config.cars;
  return Response.json(
    {
      cars: cars.map((car) => {
        const image = car.images.find((candidate) => !candidate.isVideo) ?? null;
        return {
          id: car.id,
          slug: car.slug,
          name: [getCarName(car), car.series].filter(Boolean).join(' '),
          image: image ? { url: image.url, width: image.width, height: image.height } : null,
          price: getPriceDisplay(car, display),
          status: car.status,
          specs: Object.fromEntries(
            [...getKeySpecs(car, display), ...getCompareRows(car)].map((row) => [
              row.name,
              row.data,
            ]),
          ),
        };
      }),
    } satisfies CompareCarsAnswer,
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
