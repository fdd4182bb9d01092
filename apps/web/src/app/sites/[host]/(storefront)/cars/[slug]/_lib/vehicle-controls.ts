import 'server-only';
import type { VehicleControlKind } from '@forecourt/core/vehicle';
import { hasFinanceCalculator } from '@/components/finance/finance-section';
import type { VehiclePageModel } from './vehicle-page-model.ts';

/**
 * The controls this car's page offers (spec 2 §2 sidebar), in the sidebar's order: the phone
 * bar and its 'More' sheet offer exactly these. A car not in stock keeps call, 'Find Me
 * Something Similar', a saved car's Save and the sharing controls.
 */
export function getVehicleControls(model: VehiclePageModel): VehicleControlKind[] {
  const { car, site, inStock } = model;
  const controls: VehicleControlKind[] = [];
  if (model.phone) controls.push('call');
  controls.push(inStock ? 'enquire' : 'find-similar');
  if (site.config.features.watchlist) controls.push('watchlist');
  if (model.favouriteShown) controls.push('favourite');
  if (inStock) {
    controls.push('test-drive');
    if (hasFinanceCalculator(car, site)) controls.push('calculate-finance');
    controls.push('finance', 'request-photos');
    for (const action of model.actions) {
      // No chat bot is built (action-targets.ts), so 'instant-message' never reaches here.
      if (action.kind !== 'instant-message') controls.push(action.kind);
    }
  }
  if (model.favouriteShown) controls.push('compare');
  controls.push('share');
  if (site.config.vehiclePage.printEnabled) controls.push('print');
  return controls;
}
