/**
 * Features whose pages need a signed-in shopper when a site gates them (spec 2 §5 Gated
 * features). Trade-in and sell-my-car are deliberately absent: they are never gated.
 */
export const GATEABLE_FEATURES = [
  'checkout',
  'personalisedFinance',
  'spinToWin',
  'onlinePayment',
  'garage',
] as const;
export type GateableFeature = (typeof GATEABLE_FEATURES)[number];

/** The garage page (issue 14 §5). */
export const MY_GARAGE_PATH = '/my-garage';

const pathPatterns: readonly [RegExp, GateableFeature][] = [
  [/^\/my-garage(?:\/|$)/, 'garage'],
  [/^\/cars\/[^/]+\/(?:checkout|buy-online)\/?$/, 'checkout'],
  // The online purchase journey ends in the same deposit as checkout (issue 15 §5).
  [/^\/checkout-journey\/?$/, 'checkout'],
  [/^\/personalised\/finance\/?$/, 'personalisedFinance'],
  [/^\/online-payment\/?$/, 'onlinePayment'],
  [/^\/spin-to-win\/?$/, 'spinToWin'],
];

/** Which gateable feature a site path belongs to, or null (trade-in, sell-my-car: never). */
export function getPathFeature(path: string): GateableFeature | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathPatterns.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** Whether `feature`'s pages and APIs need a signed-in shopper on a site gating `gated`. */
export function isGated(feature: GateableFeature, gated: readonly GateableFeature[]): boolean {
  return gated.includes(feature);
}
