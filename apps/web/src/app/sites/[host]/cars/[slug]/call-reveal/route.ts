import { callRevealSchema } from '@forecourt/core/vehicle/call-reveal';
import { recordCallReveal } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { refuseUnsafeRequest, storageFailed } from '@/server/http/json-route';
import { getRequestVisit } from '@/server/visitor';
import { type CarRouteParams, getRouteCar, notFoundJson } from '../_lib/route-car.ts';

/**
 * POST /cars/{slug}/call-reveal — records that a shopper revealed the dealer's number
 * (spec 1 §7 Call reveal tracking). Body {car_id, dealership_id, website_id}; they must name
 * this car, its dealership and this site. Counted once per visitor per car per day; a repeat
 * answers 204 too.
 */
export async function POST(request: Request, { params }: { params: CarRouteParams }) {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const found = await getRouteCar(params);
  if (!found) return notFoundJson();
  const parsed = callRevealSchema.safeParse(await request.json().catch(() => null));
  const { car, site } = found;
  if (
    !parsed.success ||
    parsed.data.car_id !== car.id ||
    parsed.data.dealership_id !== car.dealershipId ||
    parsed.data.website_id !== site.id
  ) {
    return Response.json(
      { error: 'Expected {car_id, dealership_id, website_id} of this vehicle and site' },
      { status: 400 },
    );
  }
  try {
    const { db } = await getDatabase();
    const at = new Date();
    await recordCallReveal(db, {
      carId: car.id,
      dealershipId: car.dealershipId,
      siteId: site.id,
      at,
      ...getRequestVisit(request, at),
    });
  } catch (error) {
    return storageFailed(error, 'Not recorded', {
      message: 'call reveal not recorded',
      carId: car.id,
    });
  }
  return new Response(null, { status: 204 });
}
