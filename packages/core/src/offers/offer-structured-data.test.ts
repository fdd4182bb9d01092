import { describe, expect, it } from 'vitest';
import type { Offer } from './offer.ts';
import { toOfferStructuredData } from './offer-structured-data.ts';

const offer: Offer = {
  id: 3,
  dealershipId: 1,
  name: 'Ranger bonus',
  description: '<p>Save</p>',
  disclaimer: '',
  category: 'Vehicle offer',
  imageUrl: null,
  testDriveAllowed: true,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  excludedSiteIds: [],
  manufacturer: { name: 'Ford', slug: 'ford' },
  model: { name: 'Ranger', slug: 'ranger', newSlug: null, overrideUrl: null, imageUrl: null },
};

describe('toOfferStructuredData', () => {
  it('describes the offer, its dates, seller and vehicle', () => {
    expect(
      toOfferStructuredData(offer, {
        url: 'https://h.example/offers/3',
        description: 'Save',
        imageUrl: 'https://h.example/r.jpg',
        sellerName: 'Harbour Ford',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: 'Ranger bonus',
      description: 'Save',
      url: 'https://h.example/offers/3',
      image: 'https://h.example/r.jpg',
      category: 'Vehicle offer',
      validFrom: '2026-11-01T00:00:00.000Z',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: 'Harbour Ford' },
      itemOffered: {
        '@type': 'Car',
        name: 'Ford Ranger',
        brand: { '@type': 'Brand', name: 'Ford' },
        model: 'Ranger',
      },
    });
  });
  it('leaves out what an offer without a vehicle or end does not have', () => {
    const data = toOfferStructuredData(
      { ...offer, manufacturer: null, model: null, category: null },
      { url: 'u', description: 'd', imageUrl: null, sellerName: 's' },
    );
    expect(data).not.toHaveProperty('itemOffered');
    expect(data).not.toHaveProperty('validThrough');
    expect(data).not.toHaveProperty('image');
  });
});
