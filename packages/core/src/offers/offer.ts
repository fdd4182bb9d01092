import type { LeadOfferSnapshot } from '../leads/lead.ts';
import { getOfferRate } from './finance-offer.ts';

/** An offer as pages show it (spec 2 §3 Offer), with its make and model resolved. */
export interface Offer {
  id: number;
  /** The dealership that runs it; null for a manufacturer's national offer. */
  dealershipId: number | null;
  name: string;
  /** Dealer-written HTML; sanitise before rendering. */
  description: string;
  disclaimer: string;
  /** e.g. 'Finance offer', 'Vehicle offer'. */
  category: string | null;
  imageUrl: string | null;
  testDriveAllowed: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  excludedSiteIds: number[];
  manufacturer: { name: string; slug: string } | null;
  model: {
    name: string;
    slug: string;
    newSlug: string | null;
    overrideUrl: string | null;
    imageUrl: string | null;
  } | null;
}

/** What decides whether a site shows an offer. */
export interface OfferAudience {
  siteId: number;
  dealershipIds: readonly number[];
  /** Makes the site sells (its locations' manufacturers). */
  makes: readonly string[];
}

/** Inside its start/end window: starts inclusive, ends exclusive; a missing bound is open. */
export function isOfferLive(offer: Pick<Offer, 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (offer.startsAt && offer.startsAt.getTime() > now.getTime()) return false;
  if (offer.endsAt && offer.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

/**
 * Spec 2 §2 Offers: a site shows its own dealerships' offers and manufacturer offers for makes it
 * sells, while live and unless the offer excludes the site (excluded_website_ids); an offer
 * advertising a rate without its comparison rate is never shown (see getOfferRate).
 */
export function isOfferShown(offer: Offer, audience: OfferAudience, now: Date): boolean {
  if (!isOfferLive(offer, now)) return false;
  if (offer.excludedSiteIds.includes(audience.siteId)) return false;
  if (getOfferRate(offer).kind === 'withheld') return false;
  if (offer.dealershipId !== null) return audience.dealershipIds.includes(offer.dealershipId);
  const make = offer.manufacturer?.name.toLowerCase();
  return make !== undefined && audience.makes.some((sold) => sold.toLowerCase() === make);
}

/** The offers a site shows now, soonest-ending first (offers without an end last), then by id. */
export function selectSiteOffers(
  offers: readonly Offer[],
  audience: OfferAudience,
  now: Date,
): Offer[] {
  const end = (offer: Offer) => offer.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return offers
    .filter((offer) => isOfferShown(offer, audience, now))
    .sort((a, b) => end(a) - end(b) || a.id - b.id);
}

/** The one make a site sells, or null when it sells several (or none). */
export function getSingleMake(makes: readonly string[]): string | null {
  const distinct = new Set(makes.map((make) => make.toLowerCase()));
  return distinct.size === 1 ? (makes[0] ?? null) : null;
}

/**
 * Spec 2 §2 Offers: an offer's page is /offers/{manufacturer}/{offerId} when the site has no
 * single make and the offer has a manufacturer, else /offers/{offerId}.
 */
export function offerPath(
  offer: Pick<Offer, 'id' | 'manufacturer'>,
  siteMakes: readonly string[],
): string {
  if (offer.manufacturer && getSingleMake(siteMakes) === null) {
    return `/offers/${offer.manufacturer.slug}/${offer.id}`;
  }
  return `/offers/${offer.id}`;
}

/** The makes a site sells: its visible locations' manufacturers, each once. */
export function listSiteMakes(
  locations: readonly { visible: boolean; manufacturers: readonly string[] }[],
): string[] {
  return [
    ...new Set(
      locations
        .filter((location) => location.visible)
        .flatMap((location) => location.manufacturers),
    ),
  ];
}

/** The offer as a lead keeps it: what it was and where it was shown. */
export function toLeadOfferSnapshot(
  offer: Offer,
  siteMakes: readonly string[],
  origin: string,
): LeadOfferSnapshot {
  return {
    id: offer.id,
    name: offer.name,
    category: offer.category,
    make: offer.manufacturer?.name ?? null,
    model: offer.model?.name ?? null,
    url: `${origin}${offerPath(offer, siteMakes)}`,
  };
}

/** The offer a /offers/… path names: `[offerId]` or `[manufacturerSlug, offerId]`; else null. */
export function readOfferPath(
  segments: readonly string[],
): { offerId: number; makeSlug: string | null } | null {
  const [first, second, ...rest] = segments;
  if (rest.length > 0 || first === undefined) return null;
  const idText = second ?? first;
  if (!/^[1-9]\d{0,8}$/.test(idText)) return null;
  return { offerId: Number(idText), makeSlug: second === undefined ? null : first };
}

/**
 * What a request for an offer's page gets: the page at its one right path; a 308 to it from the
 * other route shape (an older or shared link to the same offer); a 404 when the path names
 * another make, since that address was never this offer's.
 */
export function resolveOfferRoute(
  requested: { makeSlug: string | null },
  offer: Pick<Offer, 'id' | 'manufacturer'>,
  siteMakes: readonly string[],
): { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'not-found' } {
  const canonical = offerPath(offer, siteMakes);
  const asked = requested.makeSlug === null ? `/offers/${offer.id}` : null;
  if (requested.makeSlug !== null && requested.makeSlug !== offer.manufacturer?.slug) {
    return { kind: 'not-found' };
  }
  const path = asked ?? `/offers/${requested.makeSlug}/${offer.id}`;
  return path === canonical ? { kind: 'render' } : { kind: 'redirect', to: canonical };
}
