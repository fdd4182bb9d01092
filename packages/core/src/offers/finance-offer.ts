import type { AdvertisedRate } from '../finance/advertised-rate.ts';
import type { Offer } from './offer.ts';

export type OfferRate =
  | { kind: 'none' }
  | { kind: 'advertised'; rate: AdvertisedRate }
  /** It advertises a rate but names no comparison rate: it may not be shown (National Credit Code). */
  | { kind: 'withheld'; reason: string };

const RATE = /(\d{1,2}(?:\.\d{1,2})?)\s?%\s?p\.?a\.?/i;
const COMPARISON = /(\d{1,2}(?:\.\d{1,2})?)\s?%\s?(?:p\.?a\.?\s?)?comparison rate/i;
const COMPARISON_BEFORE = /comparison rate(?: of)?\s?(\d{1,2}(?:\.\d{1,2})?)\s?%/i;

/**
 * The project's comparison-rate rule for offers: an offer whose name or description advertises
 * an interest rate ('4.99% p.a.') must carry its comparison rate, taken from its own text or
 * disclaimer, shown beside the rate; one that does not is withheld rather than shown without it.
 */
export function getOfferRate(
  offer: Pick<Offer, 'name' | 'description' | 'disclaimer' | 'category'>,
): OfferRate {
  const headline = `${offer.name} ${stripTags(offer.description)}`;
  const advertised = withoutComparison(headline).match(RATE);
  if (!advertised) return { kind: 'none' };
  const everything = `${headline} ${offer.disclaimer}`;
  const comparison = everything.match(COMPARISON) ?? everything.match(COMPARISON_BEFORE);
  if (!comparison) {
    return { kind: 'withheld', reason: `rate ${advertised[0]} has no comparison rate` };
  }
  return {
    kind: 'advertised',
    rate: { ratePercent: Number(advertised[1]), comparisonRatePercent: Number(comparison[1]) },
  };
}

function withoutComparison(text: string): string {
  return text.replace(COMPARISON, ' ').replace(COMPARISON_BEFORE, ' ');
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}
