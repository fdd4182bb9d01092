/**
 * The vehicle page's controls, by kind, in the sidebar's order (spec 2 §2). The phone's bottom
 * bar holds 'the same buttons': those that fit, by the site's priority; the rest sit behind
 * 'More', in a sheet.
 */
export const vehicleControlKinds = [
  'call',
  'enquire',
  'find-similar',
  'watchlist',
  'favourite',
  'test-drive',
  'calculate-finance',
  'finance',
  'request-photos',
  'history-report',
  'trade-in',
  'reserve',
  'online-purchase',
  'whatsapp',
  'compare',
  'share',
  'print',
] as const;
export type VehicleControlKind = (typeof vehicleControlKinds)[number];

export interface MobileBarLayout {
  /** Controls shown in the bar, in the priority order. */
  bar: VehicleControlKind[];
  /** Controls in the 'More' sheet, in the sidebar's order; empty means no 'More' control. */
  more: VehicleControlKind[];
}

/**
 * Splits the car's controls (`available`, in the sidebar's order) between the bar and the
 * 'More' sheet. The bar has `slots` places: when every control fits, all are in the bar;
 * otherwise the last place is 'More', and the bar takes the first `slots - 1` controls by
 * `priority` (controls the priority does not name follow in the sidebar's order).
 */
export function getMobileBarLayout(
  available: readonly VehicleControlKind[],
  priority: readonly VehicleControlKind[],
  slots: number,
): MobileBarLayout {
  const unique = [...new Set(available)];
  const ranked = [...new Set([...priority.filter((kind) => unique.includes(kind)), ...unique])];
  if (ranked.length <= slots) return { bar: ranked, more: [] };
  const bar = ranked.slice(0, Math.max(0, slots - 1));
  return { bar, more: unique.filter((kind) => !bar.includes(kind)) };
}
