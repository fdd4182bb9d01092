import { describe, expect, it } from 'vitest';
import { isOfferLive, isOfferShown, type Offer, offerPath, selectSiteOffers } from './offer.ts';

const now = new Date('2026-11-23T00:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day);

function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    dealershipId: 10,
    name: 'Ranger bonus',
    description: '',
    disclaimer: '',
    category: 'Vehicle offer',
    imageUrl: null,
    testDriveAllowed: true,
    startsAt: at(-1),
    endsAt: at(1),
    excludedSiteIds: [],
    manufacturer: { name: 'Ford', slug: 'ford' },
    model: null,
    ...overrides,
  };
}
const audience = { siteId: 5, dealershipIds: [10], makes: ['Ford'] };

describe('offer schedule', () => {
  it('starts inclusive, ends exclusive, open bounds never close', () => {
    expect(isOfferLive({ startsAt: now, endsAt: at(1) }, now)).toBe(true);
    expect(isOfferLive({ startsAt: at(-1), endsAt: now }, now)).toBe(false);
    expect(isOfferLive({ startsAt: at(1), endsAt: null }, now)).toBe(false);
    expect(isOfferLive({ startsAt: null, endsAt: null }, now)).toBe(true);
  });
});

describe('isOfferShown', () => {
  it('shows a live offer of one of the site dealerships', () =>
    expect(isOfferShown(makeOffer(), audience, now)).toBe(true));
  it('hides expired and upcoming offers', () => {
    expect(isOfferShown(makeOffer({ endsAt: at(-1) }), audience, now)).toBe(false);
    expect(isOfferShown(makeOffer({ startsAt: at(2) }), audience, now)).toBe(false);
  });
  it('hides an offer that excludes the site, and only that site', () => {
    const offer = makeOffer({ excludedSiteIds: [5] });
    expect(isOfferShown(offer, audience, now)).toBe(false);
    expect(isOfferShown(offer, { ...audience, siteId: 6 }, now)).toBe(true);
  });
  it("hides another dealership's offer even for a make the site sells", () =>
    expect(isOfferShown(makeOffer({ dealershipId: 11 }), audience, now)).toBe(false));
  it('shows a manufacturer offer only where the make is sold', () => {
    const national = makeOffer({ dealershipId: null });
    expect(isOfferShown(national, { ...audience, makes: ['FORD', 'Mazda'] }, now)).toBe(true);
    expect(isOfferShown(national, { ...audience, makes: ['Honda'] }, now)).toBe(false);
    expect(isOfferShown(makeOffer({ dealershipId: null, manufacturer: null }), audience, now)).toBe(
      false,
    );
  });
  it('withholds a rate advertised without its comparison rate', () => {
    const offer = makeOffer({ name: '2.99% p.a. finance', disclaimer: 'Approved buyers only.' });
    expect(isOfferShown(offer, audience, now)).toBe(false);
  });
});

describe('selectSiteOffers', () => {
  it('keeps shown offers, soonest ending first, open-ended last', () => {
    const offers = [
      makeOffer({ id: 1, endsAt: null }),
      makeOffer({ id: 2, endsAt: at(3) }),
      makeOffer({ id: 3, endsAt: at(-3) }),
      makeOffer({ id: 4, endsAt: at(2) }),
    ];
    expect(selectSiteOffers(offers, audience, now).map((offer) => offer.id)).toEqual([4, 2, 1]);
  });
});

describe('offerPath (spec 2 §2: the enquire link)', () => {
  it('names the manufacturer when the site sells several makes', () =>
    expect(offerPath(makeOffer({ id: 7 }), ['Ford', 'Mazda'])).toBe('/offers/ford/7'));
  it('leaves it out on a single-make site', () =>
    expect(offerPath(makeOffer({ id: 7 }), ['Ford', 'ford'])).toBe('/offers/7'));
  it('leaves it out when the offer has no manufacturer', () =>
    expect(offerPath(makeOffer({ id: 7, manufacturer: null }), ['Ford', 'Mazda'])).toBe(
      '/offers/7',
    ));
});
