import type { TradeInVehiclesAnswer } from '@forecourt/core/leads';
import { listTradeInBadges, listTradeInModels } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { getApiSite, json, jsonError, siteNotFound } from '@/server/http/json-route';
import { getTradeInVehicleKinds } from '@/server/leads/trade-in-makes';

/**
 * GET /api/trade-in/vehicles?make={make}[&model={model}] — the models of a make in the kinds of
 * vehicle the site takes (its stock, the platform's and the catalogue of makes sold in
 * Australia), or the badges of a make and model seen in stock, for the trade-in wizard.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const query = new URL(request.url).searchParams;
  const make = query.get('make')?.trim() ?? '';
  const model = query.get('model')?.trim() ?? '';
  if (!make || make.length > 100 || model.length > 100) {
    return jsonError(400, 'Expected a make (and optionally a model) of up to 100 characters');
  }
  const { db } = await getDatabase();
  const headers = { 'cache-control': 'public, max-age=300' };
  if (model) {
    const badges = await listTradeInBadges(db, make, model);
    return json({ badges } satisfies TradeInVehiclesAnswer, 200, headers);
  }
  const kinds = await getTradeInVehicleKinds(site);
  const models = await listTradeInModels(db, make, kinds);
  return json({ models } satisfies TradeInVehiclesAnswer, 200, headers);
}
