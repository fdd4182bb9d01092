import type { CarViewsAnswer } from '@forecourt/core/vehicle';
import { getCarViews, recordCarView } from '@forecourt/db';
import { cookies } from 'next/headers';
import { getDatabase } from '@/server/database';
import { handleJsonPost } from '@/server/http/json-route';
import { getRequestVisit } from '@/server/visitor';
import { type CarRouteParams, getRouteCar, notFoundJson } from '../_lib/route-car.ts';

/** A browser counts once per car per this many seconds: reloads are not new views. */
const VIEW_WINDOW_SECONDS = 6 * 60 * 60;
const VIEWED_COOKIE = 'fc_viewed';

function answer(views: number, car: { images: unknown[]; updatedAt: Date }) {
  return Response.json(
    {
      views,
      car_fields: { photos_count: car.images.length, updated_at: car.updatedAt.toISOString() },
    } satisfies CarViewsAnswer,
    { headers: { 'cache-control': 'no-store' } },
  );
}

/** GET /cars/{slug}/view.json — the car's view count (spec 2 §7), without counting. */
export async function GET(_request: Request, { params }: { params: CarRouteParams }) {
  const found = await getRouteCar(params);
  if (!found) return notFoundJson();
  const { db } = await getDatabase();
  return answer((await getCarViews(db, found.car.id)) ?? 0, found.car);
}

/**
 * POST /cars/{slug}/view.json — count a view, once per visitor (client network and user agent)
 * per car per day, however often it is replayed. A cookie scoped to this car's path also marks
 * the browser as counted for six hours, which spares the database a write on reloads.
 */
export function POST(request: Request, { params }: { params: CarRouteParams }) {
  const failure = { message: 'Not counted', log: 'car view not counted' };
  return handleJsonPost(request, params, { maxBytes: null, failure }, async () => {
    const found = await getRouteCar(params);
    if (!found) return notFoundJson();
    const { db } = await getDatabase();
    const jar = await cookies();
    if (jar.get(VIEWED_COOKIE))
      return answer((await getCarViews(db, found.car.id)) ?? 0, found.car);
    const now = new Date();
    const views = (await recordCarView(db, found.car.id, getRequestVisit(request, now), now)) ?? 0;
    jar.set(VIEWED_COOKIE, '1', {
      path: `/cars/${found.car.slug}`,
      maxAge: VIEW_WINDOW_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
    });
    return answer(views, found.car);
  });
}
