import { describe, expect, it } from 'vitest';
import {
  isOfferLive,
  isOfferShown,
  type Offer,
  offerPath,
  readOfferPath,
  resolveOfferRoute,
  selectSiteOffers,
} from './offer.ts';

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

describe('readOfferPath', () => {
  it('reads both route shapes', () => {
    expect(readOfferPath(['12'])).toEqual({ offerId: 12, makeSlug: null });
    expect(readOfferPath(['ford', '12'])).toEqual({ offerId: 12, makeSlug: 'ford' });
  });
  it('refuses anything else', () => {
    for (const path of [
      [],
      ['x'],
      ['0'],
      ['012'],
      ['1e3'],
      ['ford', 'x'],
      ['a', 'b', '1'],
      ['9999999999'],
    ]) {
      expect(readOfferPath(path)).toBeNull();
    }
  });
});

describe('resolveOfferRoute', () => {
  const offer = makeOffer({ id: 12 });
  it('renders the right shape for the site', () => {
    expect(resolveOfferRoute({ makeSlug: null }, offer, ['Ford'])).toEqual({ kind: 'render' });
    expect(resolveOfferRoute({ makeSlug: 'ford' }, offer, ['Ford', 'Mazda'])).toEqual({
      kind: 'render',
    });
  });
  it('redirects the other shape to it', () => {
    expect(resolveOfferRoute({ makeSlug: 'ford' }, offer, ['Ford'])).toEqual({
      kind: 'redirect',
      to: '/offers/12',
    });
    expect(resolveOfferRoute({ makeSlug: null }, offer, ['Ford', 'Mazda'])).toEqual({
      kind: 'redirect',
      to: '/offers/ford/12',
    });
  });
  it('404s a path naming another make', () => {
    expect(resolveOfferRoute({ makeSlug: 'mazda' }, offer, ['Ford', 'Mazda'])).toEqual({
      kind: 'not-found',
    });
    expect(
      resolveOfferRoute({ makeSlug: 'ford' }, makeOffer({ manufacturer: null }), ['Ford', 'Mazda']),
    ).toEqual({ kind: 'not-found' });
  });
});
