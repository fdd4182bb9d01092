import { truncateText } from '../vehicle/vehicle-rules.ts';

/** Spec 2 §9: an offer description longer than this is cut until View more. */
export const OFFER_DESCRIPTION_LIMIT = 200;
/** …to about this many characters, at a word boundary. */
export const OFFER_DESCRIPTION_PREVIEW = 160;
/** Spec 2 §9: an offer disclaimer is cut at this many characters until View full disclaimer. */
export const OFFER_DISCLAIMER_LIMIT = 200;

export const OFFER_TOGGLE_LABELS = {
  description: { more: 'View more', less: 'View less' },
  disclaimer: { more: 'View full disclaimer', less: 'View less disclaimer' },
} as const;

/** The description's preview: whole when up to 200 characters, else about 160 on a word boundary. */
export function truncateOfferDescription(text: string): { text: string; truncated: boolean } {
  if (text.length <= OFFER_DESCRIPTION_LIMIT) return { text, truncated: false };
  return truncateText(text, OFFER_DESCRIPTION_PREVIEW);
}

/** The disclaimer's preview: whole when up to 200 characters, else cut at 200 (word boundary). */
export function truncateOfferDisclaimer(text: string): { text: string; truncated: boolean } {
  return truncateText(text, OFFER_DISCLAIMER_LIMIT);
}
