const priceFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** '$12,345' from whole dollars (Australian convention: no cents). */
export function formatPrice(dollars: number): string {
  return priceFormat.format(Math.round(dollars));
}

/** '$12,345' from an amount kept in cents (deposits, repayments), in whole dollars as prices are. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

const exactFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** '$45.67': an amount small enough that its cents matter (a week's fuel). */
export function formatCentsExact(cents: number): string {
  return exactFormat.format(cents / 100);
}

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** '123,456' — thousands separators, no decimals. */
export function formatNumber(value: number): string {
  return numberFormat.format(Math.round(value));
}

/** '45,000 km'. */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}
