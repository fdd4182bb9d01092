import type { ActionTargets } from '@forecourt/core/vehicle';

/**
 * Which of the pages and dialogs behind the sidebar's buttons exist in this build. Each issue
 * that adds one sets its flag here, so no button ever opens a placeholder; dealers' own
 * switches (site config `features`) still decide per site.
 */
export const ACTION_TARGETS: ActionTargets = {
  // /cars/trade-in?car_id={id} — the trade-in valuation wizard (leads).
  tradeInPage: true,
  // /cars/{slug}/checkout (or /buy-online) — reserve with a refundable deposit.
  checkoutPage: true,
  // /checkout-journey?car_id={slug} — the online purchase journey.
  onlinePurchasePage: true,
  // 'Instant Message' chat bot — not built.
  chatBot: false,
};
