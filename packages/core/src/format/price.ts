/*
 * Whole numbers are grouped by hand, not by Intl.NumberFormat: the first en-AU formatter a page
 * builds loads the locale's data, about 15 ms of a phone's main thread in the middle of
 * hydration, for what is a comma every three digits. Tests hold both to Intl's answers.
 */

/** '12,345' from a whole number ('-12,345' below zero; never '-0'). */
function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) {
    grouped += `,${digits.slice(at, at + 3)}`;
  }
  return whole < 0 ? `-${grouped}` : grouped;
}

/** `value` rounded to a whole number, grouped; beyond exact integers, Intl's own answer. */
function formatWhole(value: number, prefix: string): string {
  const whole = Math.round(value) || 0;
  if (!Number.isSafeInteger(whole)) return `${prefix}${value}`;
  const grouped = groupThousands(whole);
  return whole < 0 ? `-${prefix}${grouped.slice(1)}` : `${prefix}${grouped}`;
}

/** '$12,345' from whole dollars (Australian convention: no cents). */
export function formatPrice(dollars: number): string {
  return formatWhole(dollars, '$');
}

/** '$12,345' from an amount kept in cents (deposits, repayments), in whole dollars as prices are. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/** '$45.67': an amount small enough that its cents matter (a week's fuel). */
export function formatCentsExact(cents: number): string {
  const whole = Math.round(cents) || 0;
  if (!Number.isSafeInteger(whole)) return `$${cents / 100}`;
  const sign = whole < 0 ? '-' : '';
  const magnitude = Math.abs(whole);
  const dollars = groupThousands(Math.floor(magnitude / 100));
  return `${sign}$${dollars}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** '123,456' — thousands separators, no decimals. */
export function formatNumber(value: number): string {
  return formatWhole(value, '');
}

/** '45,000 km'. */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}
