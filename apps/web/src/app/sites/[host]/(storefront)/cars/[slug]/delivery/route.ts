import type { DeliveryAnswer } from '@forecourt/core/delivery';
import { quoteDelivery } from '@forecourt/core/delivery';
import { loadPostcodePlaces } from '@forecourt/db/postcodes';
import { jsonError } from '@/server/http/json-route';
import { getLogger } from '@/server/logger';
import { type CarRouteParams, getRouteCar, notFoundJson } from '../_lib/route-car.ts';

/**
 * GET /cars/{slug}/delivery?postcode=4000 — a delivery estimate from the car's selling
 * location (spec 1 §7 Delivery price lookup): a price and region name, or the spec's message.
 */
export async function GET(request: Request, { params }: { params: CarRouteParams }) {
  const found = await getRouteCar(params);
  if (!found?.location || !found.site.config.delivery.enabled) return notFoundJson();
  const postcode = new URL(request.url).searchParams.get('postcode') ?? '';
  let places: Awaited<ReturnType<typeof loadPostcodePlaces>>;
  try {
    places = await loadPostcodePlaces();
  } catch (error) {
    getLogger().error({ err: error }, 'postcode data unavailable');
    return jsonError(503, 'Delivery estimates are unavailable');
  }
  const result = quoteDelivery(
    postcode.slice(0, 20),
    found.location.address,
    found.site.config.delivery.zones,
    (code) => places.get(code) ?? null,
  );
  const body: DeliveryAnswer =
    result.kind === 'quote'
      ? {
          kind: 'quote',
          priceDollars: result.priceDollars,
          regionName: result.regionName,
          placeName: result.place.placeName,
          state: result.place.state,
        }
      : result;
  return Response.json(body, { headers: { 'cache-control': 'public, max-age=3600' } });
}
