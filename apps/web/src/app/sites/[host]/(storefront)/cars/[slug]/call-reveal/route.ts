import { callRevealSchema } from '@forecourt/core/vehicle';
import { recordCallReveal } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { handleJsonPost, jsonError } from '@/server/http/json-route';
import { getRequestVisit } from '@/server/visitor';
import { type CarRouteParams, getRouteCar, notFoundJson } from '../_lib/route-car.ts';

/**
 * POST /cars/{slug}/call-reveal — records that a shopper revealed the dealer's number
 * (spec 1 §7 Call reveal tracking). Body {car_id, dealership_id, website_id}; they must name
 * this car, its dealership and this site. Counted once per visitor per car per day; a repeat
 * answers 204 too.
 */
export function POST(request: Request, { params }: { params: CarRouteParams }) {
  const failure = { message: 'Not recorded', log: 'call reveal not recorded' };
  return handleJsonPost(request, params, { maxBytes: 1024, failure }, async (_site, body) => {
    const found = await getRouteCar(params);
    if (!found) return notFoundJson();
    const parsed = callRevealSchema.safeParse(body);
    const { car, site } = found;
    if (
      !parsed.success ||
      parsed.data.car_id !== car.id ||
      parsed.data.dealership_id !== car.dealershipId ||
      parsed.data.website_id !== site.id
    )
      return jsonError(
        400,
        'Expected {car_id, dealership_id, website_id} of this vehicle and site',
      );
    const { db } = await getDatabase();
    const at = new Date();
    await recordCallReveal(db, {
      carId: car.id,
      dealershipId: car.dealershipId,
      siteId: site.id,
      at,
      ...getRequestVisit(request, at),
    });
    return new Response(null, { status: 204 });
  });
}
