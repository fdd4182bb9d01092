import type { FeaturesConfig } from '../features/features-config.ts';
import { GATEABLE_FEATURES, type GateableFeature } from './gated-routes.ts';

function isOn(features: FeaturesConfig, feature: GateableFeature): boolean {
  return feature === 'checkout' ? features.checkout.enabled : features[feature];
}

/**
 * Whether a site has shopper accounts at all: a watchlist or My Garage, or a feature that is on
 * and needs a signed-in shopper. Without any, sign-in (its page, codes and passkeys) does not
 * exist on the site: a feature that is off has no API (issue 24 §3).
 */
export function usesShopperAccounts(features: FeaturesConfig): boolean {
  return (
    features.watchlist ||
    features.garage ||
    GATEABLE_FEATURES.some(
      (feature) => isOn(features, feature) && features.signInRequired.includes(feature),
    )
  );
}
