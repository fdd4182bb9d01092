import type { PriceComparisonAnswer } from '@forecourt/core/market';
import { comparePrice, estimateMarket } from '@forecourt/core/market';
import { listMarketComparables } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { jsonError } from '@/server/http/json-route';
import { getLogger } from '@/server/logger';
import { type CarRouteParams, getRouteCar, notFoundJson } from '../_lib/route-car.ts';

/**
 * GET /cars/{slug}/autogauge — the price comparison panel's data (spec 1 §3/§7), from
 * Forecourt's own market: comparable cars listed on every site (core/market/comparables.ts
 * documents the method). A car without enough market answers `{}`, which hides the panel.
 */
export async function GET(_request: Request, { params }: { params: CarRouteParams }) {
  const found = await getRouteCar(params);
  if (!found) return notFoundJson();
  const { site, car } = found;
  const headers = { 'cache-control': 'public, max-age=300' };
  if (!site.config.vehiclePage.priceComparison.carTypes.includes(car.carType) || car.price <= 10) {
    return Response.json({} satisfies PriceComparisonAnswer, { headers });
  }
  try {
    const { db } = await getDatabase();
    const comparables = await listMarketComparables(db, car);
    const market = estimateMarket(car, comparables);
    if (!market) return Response.json({} satisfies PriceComparisonAnswer, { headers });
    const answer = comparePrice(car.price, market, `${car.make} ${car.model}`);
    return Response.json(answer satisfies PriceComparisonAnswer, { headers });
  } catch (error) {
    getLogger().error({ err: error, carId: car.id }, 'price comparison failed');
    return jsonError(503, 'Price comparison is unavailable');
  }
}
