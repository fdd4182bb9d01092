/**
 * Numbered analytics events (spec 1 §7, spec 2 §7). Pushed to `window.dataLayer` for a tag
 * manager and dispatched as a DOM event; never throws, since analytics must not break a page.
 */
export const ANALYTICS_EVENTS = {
  usedDetailView: 4,
  callClick: 25,
  favourite: 39,
  /** Spec 1 §7: also 39, sent with list 'watchlist' so the two can be told apart. */
  watchlistSave: 39,
  historyReport: 60,
  print: 61,
  searchPageView: 49,
  calculatorUse: 26,
} as const;

type WithDataLayer = Window & { dataLayer?: unknown[] };

export function trackEvent(eventId: number, detail: Record<string, unknown> = {}): void {
  try {
    const payload = { event: 'forecourt', eventId, ...detail };
    const target = window as WithDataLayer;
    target.dataLayer ??= [];
    target.dataLayer.push(payload);
    window.dispatchEvent(new CustomEvent('forecourt:analytics', { detail: payload }));
  } catch (error) {
    console.warn('analytics event failed', error);
  }
}
