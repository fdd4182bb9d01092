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

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** '123,456' — thousands separators, no decimals. */
export function formatNumber(value: number): string {
  return numberFormat.format(Math.round(value));
}

/** '45,000 km'. */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}
