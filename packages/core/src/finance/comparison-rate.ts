/** The Australian comparison-rate basis (National Credit Code): $30,000 over 5 years, secured. */
export const COMPARISON_BASIS = { amountCents: 3_000_000, termMonths: 60 } as const;

export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

export const COMPARISON_BASIS_TEXT =
  'Comparison rate based on a secured loan of $30,000 over 5 years.';

/**
 * The comparison rate, percent a year: the rate at which the borrower's payments (repayments
 * plus ongoing fees) are worth the $30,000 they receive, when the establishment fee is added to
 * the loan. Found by bisection on the monthly rate; two decimals, as advertised.
 */
export function calculateComparisonRatePercent(input: {
  ratePercent: number;
  establishmentFeeCents: number;
  monthlyFeeCents: number;
}): number {
  const { amountCents, termMonths } = COMPARISON_BASIS;
  const financed = amountCents + input.establishmentFeeCents;
  const r = input.ratePercent / 100 / 12;
  const repayment =
    r < 1e-9 ? financed / termMonths : (financed * r) / (1 - (1 + r) ** -termMonths);
  const outgoing = repayment + input.monthlyFeeCents;
  const presentValue = (monthly: number) =>
    monthly < 1e-12
      ? outgoing * termMonths
      : (outgoing * (1 - (1 + monthly) ** -termMonths)) / monthly;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amountCents) low = middle;
    else high = middle;
  }
  return Math.round(low * 12 * 100 * 100) / 100;
}

/** Comparison-rate range to advertise: from the percentages in a disclaimer, else 8.38% – 19.42% (spec 2 §9). */
export function getComparisonRateRange(
  disclaimer: string | null,
  fallback: readonly [number, number] = [8.38, 19.42],
): [number, number] {
  const found = [...(disclaimer ?? '').matchAll(/(\d{1,2}(?:\.\d{1,2})?)\s?%/g)].map((match) =>
    Number(match[1]),
  );
  if (found.length === 0) return [fallback[0], fallback[1]];
  return [Math.min(...found), Math.max(...found)];
}

/** A disclaimer cut to `limit` characters (197 by default, spec 2 §4) until 'Show More'. */
export function truncateDisclaimer(
  text: string,
  limit = 197,
): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}
