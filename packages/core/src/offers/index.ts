export { getOfferRate } from './finance-offer.ts';
export {
  listSiteMakes,
  type Offer,
  type OfferAudience,
  offerPath,
  readOfferPath,
  resolveOfferRoute,
  selectSiteOffers,
  toLeadOfferSnapshot,
} from './offer.ts';
export { toOfferStructuredData } from './offer-structured-data.ts';
export {
  OFFER_TOGGLE_LABELS,
  truncateOfferDescription,
  truncateOfferDisclaimer,
} from './offer-text.ts';
